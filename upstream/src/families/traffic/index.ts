/**
 * Trains, flights and coaches (the transport inquiries: `/train-search`, `/plane-search`,
 * `/car-search`): each city's stations, airports and coach stations, and the services between
 * them answered for the date asked with their seat classes, fares and seats left, and the
 * official channel that sells the tickets (the railway's, the airline's, the province's coach
 * ticketing); nothing here sells tickets. Calls `resExt/api/gov/train/…`, `traffic/aviation/…`,
 * `coach/…` (API.md).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes, TRAFFIC_PATHS } from './routes.ts';
import { seed } from './seed.ts';

export const trafficFamily: UpstreamFamily = {
  name: 'traffic',
  migrations,
  seed,
  routes,
  referencePaths: Object.values(TRAFFIC_PATHS).map((p) => p.stations),
};
