/**
 * The search around: what is near the visitor or near a place (`/search-around`) and the link to
 * it that the search page and a place's page show.
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { AROUND_ROUTES } from './routes';
export { AroundLink } from './AroundLink';
