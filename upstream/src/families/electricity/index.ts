/**
 * Free electricity (`/code-detail-electricity`): a user's free-electricity code for charging an
 * electric car at the site's charging stations (`getElectricityFree`, by the user's
 * `encryption`), with the kWh given, used and left and whether it is finished. The development
 * channel records a charge (`__dev/electricity/charge`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const electricityFamily: UpstreamFamily = {
  name: 'electricity',
  migrations,
  seed,
  routes,
  devRoutes,
};
