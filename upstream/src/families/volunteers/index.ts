/**
 * The volunteer area: volunteers and their
 * applications, teams and community groups with roles, recruitment activities, shifts and
 * schedules, sign-in (location, rotating code, assistant), make-up requests, points, ranking,
 * honours and messages. API.md "Volunteers" documents every call.
 */
import type { UpstreamFamily } from '../../family.ts';
import { VOLUNTEER_MIGRATIONS } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seedVolunteers } from './seed.ts';

export const volunteersFamily: UpstreamFamily = {
  name: 'volunteers',
  migrations: VOLUNTEER_MIGRATIONS,
  seed: seedVolunteers,
  routes,
  devRoutes,
  resourceTables: [
    {
      type: 'CONTENT_TYPE_VOLUNTEER_TEAM',
      table: 'volunteer_teams',
      nameSql: 'name',
      imagesSql: "CASE WHEN logo LIKE '@/%' THEN '' ELSE logo END",
      whereSql: "status = '1'",
    },
    {
      type: 'CONTENT_TYPE_VOLUNTEER_PROJECT',
      table: 'volunteer_projects',
      nameSql: 'name',
      imagesSql: "CASE WHEN images LIKE '@/%' THEN '' ELSE images END",
    },
  ],
};
