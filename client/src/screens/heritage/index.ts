/**
 * The intangible-heritage screens. Other screen domains may import only what this
 * file exports; the router takes the routes.
 */
export { HERITAGE_ROUTES } from './routes';
