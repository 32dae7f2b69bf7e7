/**
 * Live streams (the "Live" calls res/api/live/liveList, liveDetail, liveTop, liveAroundList):
 * broadcasts with a start and an end (liveType "1") and slow lives, the scenic areas' 24-hour
 * cameras (liveType "2", no end). The answers carry the times and both addresses; the state a
 * visitor sees (upcoming, live, replay) is the gateway's to compute. The streams play the HLS
 * sample of ./hls.ts, served under /files/hls/.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { publicRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';
import { LIVE_TYPE } from './store.ts';

export const liveFamily: UpstreamFamily = {
  name: 'live',
  migrations,
  seed,
  routes,
  publicRoutes,
  resourceTables: [{ type: LIVE_TYPE, table: 'live_streams', nameSql: 'title', imagesSql: 'cover' }],
};
