/**
 * The interactions (res/api/interactManage): each resource's likes, favourites and comment count
 * with the caller's state (resourceCount), the like / collection / follow toggles, and the
 * caller's favourites; and the caller's state on any list's resources (`userStatuses`), which
 * the other families answer with their items. Its seed draws the counters of the places and news
 * (the families seeded before it) and the first demo user's favourites.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerInteractionRoutes } from './routes.ts';
import { seedInteractions } from './seed.ts';

export { reconcileCommentCounts } from './store.ts';
export { ANONYMOUS_STATUS, userStatuses, type InteractionStatus } from './store-state.ts';

export const interactionsFamily: UpstreamFamily = {
  name: 'interactions',
  migrations,
  seed: seedInteractions,
  routes: registerInteractionRoutes,
};
