/**
 * Rankings (the app's /regional-rank and /scenic-rank/{resourceType} screens), answered in the
 * vendor's ranking shape (`data.data / data.totalCount / data.totalPage`): regionRank ranks the
 * site's destinations, resourceRank the places of one resourceType, both by heat (boards.ts).
 * Each row carries `lastRank`, its place on last week's board (null when it was not on it); the
 * gateway turns it into a trend. Last week's boards are kept in `rank_history` (seeded).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const rankingsFamily: UpstreamFamily = {
  name: 'rankings',
  migrations,
  seed,
  routes,
};
