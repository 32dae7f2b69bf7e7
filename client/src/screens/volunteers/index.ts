/** The volunteer area: its routes are `VOLUNTEER_ROUTES` (routes.tsx). */
export { VOLUNTEER_ROUTES } from './routes';
