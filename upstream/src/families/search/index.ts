/**
 * The search service's records and hot words: res/api/es/saveSearchRecord, getSearchRecord and
 * clearSearchRecord keep each signed-in user's last searches per site (newest first, a keyword
 * once, 10 at most); res/api/hotWord/list gives the site's hot words and
 * addHotWordSearchRecord counts a search for one of them. res/api/es/searchAround and foundAround
 * give the site's places around a point or a place, nearest first, within a radius.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerSearchRoutes } from './routes.ts';
import { seedSearch } from './seed.ts';

export const searchFamily: UpstreamFamily = {
  name: 'search',
  migrations,
  seed: seedSearch,
  routes: registerSearchRoutes,
};

// What other families use of this one (they import it from here only).
export { siteContent, type SiteItem } from './site-content.ts';
