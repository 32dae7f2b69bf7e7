/**
 * Guided tours (the "Guided tour" calls res/api/guidedTour/getApiList, getApiDetail, getApiRoute,
 * reTitleSearch, getApiTourLevelList, guidedTourResourceCount): a scenic area's audio guide over
 * its own hand-drawn map (./map.ts, served at /files/tour-maps/<id>.svg). A tour has points
 * (spots with an audio commentary, and facilities) placed on the map and on the ground (the map
 * covers a west/east/south/north box, so a visitor's position lands on it), and recommended routes
 * through them.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { publicRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';
import { GUIDED_TOUR_TYPE } from './store.ts';

export const guidedToursFamily: UpstreamFamily = {
  name: 'guided-tours',
  migrations,
  seed,
  routes,
  publicRoutes,
  resourceTables: [{ type: GUIDED_TOUR_TYPE, table: 'guided_tours', nameSql: 'title', imagesSql: 'cover' }],
  referencePaths: ['res/api/guidedTour/getApiTourLevelList'],
};
