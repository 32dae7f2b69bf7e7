/** The course school family: what other screens may use of it. */
export { COURSE_ROUTES } from './routes';
