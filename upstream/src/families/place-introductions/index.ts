/**
 * The introduce pages of the eight place kinds (scenic, hotel, food, venues, rural, entertain,
 * studies-base, speciality): what a site's operator writes of each kind (one text per site and
 * kind) and the kind's key numbers, in one call (`res/api/place/introduce?resourceType=`) over
 * the places family's table.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const placeIntroductionsFamily: UpstreamFamily = {
  name: 'place-introductions',
  migrations,
  seed,
  routes,
};
