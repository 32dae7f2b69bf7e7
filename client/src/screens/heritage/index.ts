/**
 * The intangible-heritage screens (issue 15). Other screen domains may import only what this
 * file exports; the router takes the routes.
 */
export { HERITAGE_ROUTES } from './routes';
