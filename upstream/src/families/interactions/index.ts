/**
 * The interactions (res/api/interactManage): each resource's likes, favourites and comment count
 * with the caller's state (resourceCount), the like / collection / follow toggles, and the
 * caller's favourites. The places family's seed, which runs before this one, draws the core
 * counters through `seedInteractionFigures`, at their place in the seeding order.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerInteractionRoutes } from './routes.ts';
import { seedFavourites } from './seed.ts';

export { seedInteractionFigures } from './seed.ts';
export { reconcileCommentCounts } from './store.ts';

export const interactionsFamily: UpstreamFamily = {
  name: 'interactions',
  migrations,
  seed: seedFavourites,
  routes: registerInteractionRoutes,
};
