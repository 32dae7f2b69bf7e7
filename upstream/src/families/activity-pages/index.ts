/**
 * The activities' further pages: the site's activity rule texts (booking rules, online-booking and
 * visit rules) per site and language, which place each activity is held at (a venue or scenic
 * area: the activity list filters by it), the venues' month calendar and day, and the
 * satisfaction survey a participant answers once after a used activity reservation.
 * API.md "Activity pages" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerActivityPageRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const activityPagesFamily: UpstreamFamily = {
  name: 'activity-pages',
  migrations,
  seed,
  routes: registerActivityPageRoutes,
};
