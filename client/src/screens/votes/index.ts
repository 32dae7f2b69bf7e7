/**
 * The votes family: vote list and detail, searching works, joining with a work, my
 * works and my votes. Other screen families may import only what this file exports.
 */
export { VOTE_ROUTES } from './routes';
