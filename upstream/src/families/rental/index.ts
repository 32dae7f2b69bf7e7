/**
 * Car rental (`/use-car`, menu code CAR_RENTAL): the site's rental companies
 * (`res/api/carRental/companyList`, `companyDetail`), their outlets at the city's airport, station
 * and centre (`outletList`, for many companies in one call) and their cars with daily prices
 * (`carList`). Nothing is booked here: a company is reached by its phone or its own site.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { CAR_LIST_PATH, COMPANY_LIST_PATH, OUTLET_LIST_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const rentalFamily: UpstreamFamily = {
  name: 'rental',
  migrations,
  seed,
  routes,
  referencePaths: [COMPANY_LIST_PATH, OUTLET_LIST_PATH, CAR_LIST_PATH],
};
