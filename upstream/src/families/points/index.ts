/**
 * Points, VIP levels and tasks: the points ledger (one row per award, a unique key per rule and
 * period so a rule pays once per day or once ever, decided inside one transaction), the balance
 * (the users row's `integral`, the figure the personal centre shows too), the levels reached by
 * the points earned in all, and the tasks: the daily sign-in and share claimed by their calls, the
 * first comment and a completed booking awarded by the comments and orders families through
 * `awardTask`.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const pointsFamily: UpstreamFamily = {
  name: 'points',
  migrations,
  seed,
  routes,
  referencePaths: ['user/api/point/levelList'],
};

// What other families use of this one (they import it from here only).
export { awardOnce, awardTask, refundBooking, spendOnBooking } from './award.ts';
