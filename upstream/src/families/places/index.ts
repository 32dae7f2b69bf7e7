/**
 * The places (res/api/<kind>/list|detail for every kind of resources.ts's PLACE_KINDS, the hotels'
 * rooms, the place search and the scenic ranking): one `places` table holds every kind, generated
 * per demo site (seed/<site>.ts) through the PlaceWriter, which the place-kinds family also writes
 * its later kinds with. Listed first among the families: the other families' seeds read the
 * places.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerPlaceRoutes } from './routes.ts';
import { seedPlaces } from './seed.ts';

export { placeListItem, type PlaceRow } from './format.ts';
export { placesStore } from './store.ts';
export type { PlaceQuery } from './filters.ts';
export { shortCounty } from './seed/common.ts';
export { PlaceWriter, type SiteGeo } from './seed/place-writer.ts';
export { CHENGDU } from './seed/chengdu.ts';
export { GUILIN } from './seed/guilin.ts';
export { JIAYUGUAN } from './seed/jiayuguan.ts';
export { JIUZHAIGOU } from './seed/jiuzhaigou.ts';
export { LIJIANG } from './seed/lijiang.ts';
export { XIAN } from './seed/xian.ts';
export { YANBIAN } from './seed/yanbian.ts';
export { YANQING } from './seed/yanqing.ts';

export const placesFamily: UpstreamFamily = {
  name: 'places',
  migrations,
  seed: seedPlaces,
  routes: registerPlaceRoutes,
};
