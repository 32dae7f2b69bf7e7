/**
 * The complaints family: the complaint form and its location picker, voice
 * complaints, the regional complaint pages, my complaints, their detail and feedback.
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { COMPLAINT_ROUTES } from './routes';
