/**
 * Convenience facilities (the spec's "convenient services": the service map
 * `/service-map/{type}[/{longitude}/{latitude}]` and the self-drive page): parking lots, public
 * toilets, gas stations, bus stops and medical points near the visitor, one call
 * `res/api/convenience/list` (type, optional lng + lat for nearest first, paged).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { CONVENIENCE_LIST_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const convenienceFamily: UpstreamFamily = {
  name: 'convenience',
  migrations,
  seed,
  routes,
  referencePaths: [CONVENIENCE_LIST_PATH],
};
