/**
 * Travel agencies (旅行社查询, the spec's `/travel-list`): the licensed agencies of a site by
 * district, each with its licence number, address, phone and business scope.
 * `res/api/travelAgency/regions` gives the districts that have agencies (with how many);
 * `res/api/travelAgency/list` pages the agencies of one district (or of the whole site).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { AGENCY_LIST_PATH, AGENCY_REGIONS_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const agenciesFamily: UpstreamFamily = {
  name: 'agencies',
  migrations,
  seed,
  routes,
  referencePaths: [AGENCY_LIST_PATH, AGENCY_REGIONS_PATH],
};

// What other families use of this one (they import it from here only).
export { agencyNamesOf } from './store.ts';
