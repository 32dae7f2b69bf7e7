/**
 * The feedback family: sending feedback to the platform (type, text, pictures, a contact), the
 * user's past feedback and one feedback with the platform's answer.
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { FEEDBACK_ROUTES } from './routes';
