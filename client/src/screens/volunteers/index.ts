/** The volunteer area's screens (issue 12): its routes are `VOLUNTEER_ROUTES` (routes.tsx). */
export { VOLUNTEER_ROUTES } from './routes';
