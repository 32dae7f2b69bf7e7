/**
 * Questionnaires (the app's "Surveys and help" screens `/question-list`, `/question-info/{id}`,
 * `/my-question`, `/naire-list/{id}[/{groupCode}]`). Shapes not shown in the spec: designed here
 * as a tourism office runs its visitor surveys. A questionnaire has an open window and questions
 * of four kinds: single choice (`RADIO`), multiple choice with a minimum and maximum (`CHECKBOX`),
 * text (`TEXT`, with a maximum length) and rating (`RATE`, 1 to `maxScore`). A user answers a
 * questionnaire once. Grouped questionnaires belong to a group (a survey campaign) and one of its
 * sections (`groupCode`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const questionnairesFamily: UpstreamFamily = {
  name: 'questionnaires',
  migrations,
  seed,
  routes,
};
