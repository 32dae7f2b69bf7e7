/** The course school family (issue 14): what other screens may use of it. */
export { COURSE_ROUTES } from './routes';
