/**
 * The help family: one-key help with the emergency numbers, common problems and the
 * site's service information. Other screen families may import only what this file exports.
 */
export { HELP_ROUTES } from './routes';
