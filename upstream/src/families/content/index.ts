/**
 * The content (res/api/content): each site's news channels, its news lists (standard and
 * Response B, optionally only the news linked to one resource) and articles. Its demo news are
 * written by the places family's seed through `seedContent`, right after the places they mention and
 * before the counters drawn for them.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerNewsRoutes } from './routes.ts';

export { seedContent } from './seed.ts';

export const contentFamily: UpstreamFamily = {
  name: 'content',
  migrations,
  routes: registerNewsRoutes,
  referencePaths: ['res/api/content/channelList'],
};
