/**
 * The region tree (res/api/region): the regions below a code, two levels deep, each with the id
 * of the site the platform runs for it, and the names of region codes. The regions themselves
 * come from the national division list (regions/division.ts); the family has no tables.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerRegionRoutes } from './routes.ts';

export const regionsFamily: UpstreamFamily = {
  name: 'regions',
  migrations,
  routes: registerRegionRoutes,
  referencePaths: ['res/api/region/siteDownRegion', 'res/api/region/info'],
};
