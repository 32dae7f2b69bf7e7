/**
 * The questionnaires family: questionnaire list, campaigns by section, filling in one,
 * and one's answers. Other screen families may import only what this file exports.
 */
export { QUESTIONNAIRE_ROUTES } from './routes';
