/**
 * The follows family: the user's fans, the people they follow and the attention pages (the
 * activities, volunteer teams, dynamics and communities they follow), each with follow and
 * unfollow in place.
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { FOLLOW_ROUTES } from './routes';
