/**
 * The content (res/api/content): each site's news channels, its news lists (standard and
 * Response B, optionally only the news linked to one resource) and articles. Its demo news
 * mention the places (seeded before it) and get their counters from the interactions' seed
 * (after it).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerNewsRoutes } from './routes.ts';
import { seedContent } from './seed.ts';

export const contentFamily: UpstreamFamily = {
  name: 'content',
  migrations,
  seed: seedContent,
  routes: registerNewsRoutes,
  referencePaths: ['res/api/content/channelList'],
};

// What other families use of this one (they import it from here only).
export { contentStore, type NewsRow } from './store.ts';
