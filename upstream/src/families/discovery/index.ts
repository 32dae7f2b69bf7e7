/**
 * Discovery (`/find`): one feed mixing the site's published stories and travel strategies with
 * its short videos, newest first, paged (`res/api/find/list`). Each entry names its kind and id;
 * the stories and the videos are read by id through their own families' list calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';

export const discoveryFamily: UpstreamFamily = {
  name: 'discovery',
  migrations,
  routes,
};
