/**
 * The sites: each demo site's information (user/api/site/siteInfo), its client menus (bottom bar
 * and service grid, config/api/clientMenu/list) and its page layouts
 * (config/api/clientCustomConfig), and the county sites below the demo sites. First in the list:
 * the site guard and every other family's demo data stand on these sites.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerSiteDevRoutes, registerSiteRoutes } from './routes.ts';
import { seedSites } from './seed.ts';

export { LIVE_DEMO_SITE_CODES, GREAT_WALL_SITE } from './data.ts';
export { SITE_TEXTS } from './texts.ts';
export { sitesStore, type MenuRow } from './store.ts';
export { seedEditionMenus, seedServicePageMenus } from './seed.ts';

export const sitesFamily: UpstreamFamily = {
  name: 'sites',
  migrations,
  seed: seedSites,
  routes: registerSiteRoutes,
  devRoutes: registerSiteDevRoutes,
  referencePaths: [
    'user/api/site/siteInfo',
    'config/api/clientMenu/list',
    'config/api/clientCustomConfig/getLayout',
    'config/api/clientCustomConfig/getBottomMenuLayout',
  ],
};
