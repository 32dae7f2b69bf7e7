/**
 * Activities: classifies, the month calendar, the list and an activity's detail with its
 * sessions and their free seats (derived from the reservation orders that hold seats). Signing up
 * for a session is the orders' call. API.md "Activities" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerActivityRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { activitiesStore, type ActivitiesStore, type ActivityRow, type SessionRow } from './store.ts';

export const activitiesFamily: UpstreamFamily = {
  name: 'activities',
  migrations,
  seed,
  routes: registerActivityRoutes,
  referencePaths: ['res/api/activity/classifyList'],
};
