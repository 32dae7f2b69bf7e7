/**
 * The verification family: real-name verification (the state, the form, the confirmation, the
 * face photo, the results) and the personal centre's entry row.
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { VERIFICATION_ROUTES } from './routes';
export { VerificationRow } from './VerificationRow';
