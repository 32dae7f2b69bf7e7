/**
 * The agreements family: the site's registration agreement, privacy policy and publishing
 * agreement, each on its own page (their addresses: widgets/agreements.tsx, which links to them).
 * Other screen families may import only what this file exports.
 */
export { AGREEMENT_ROUTES } from './routes';
