/**
 * The agreements family: the site's registration agreement, privacy policy and publishing
 * agreement, each on its own page. Other screen families may import only what this file exports:
 * the pages' addresses, to link to them.
 */
export { AGREEMENT_PATHS } from './paths';
