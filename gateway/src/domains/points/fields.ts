/** Reading the points rows: the task kinds and cycles, the levels by number, the account's figures. */
import { int } from '../../core/normalise.ts';
import type { PointsTaskCycle, PointsTaskKind } from '../../generated/resolvers-types.ts';
import type { PointsInfoRow, PointsTaskRow, VipLevelRow } from './types.ts';

const KIND_OF: Readonly<Record<string, PointsTaskKind>> = {
  SIGN_IN: 'DAILY_SIGN_IN',
  SHARE: 'SHARE',
  FIRST_COMMENT: 'FIRST_COMMENT',
  COMPLETE_BOOKING: 'COMPLETE_BOOKING',
};

/** The task's kind; null for a task the schema does not know (left out of lists). */
export const taskKind = (row: PointsTaskRow): PointsTaskKind | null => KIND_OF[row.taskCode ?? ''] ?? null;

export const taskCycle = (row: PointsTaskRow): PointsTaskCycle => (row.cycle === 'ONCE' ? 'ONCE' : 'DAILY');

export const levelNumber = (value: unknown): number | null => {
  const n = int(value);
  return n !== null && n > 0 ? n : null;
};

/** The level row of number `n` among the levels. */
export const levelOf = (levels: readonly VipLevelRow[], n: number | null): VipLevelRow | null =>
  n === null ? null : (levels.find((l) => int(l.level) === n) ?? null);

/** The points still to earn for the next level (null at the top). */
export function pointsToNext(info: PointsInfoRow): number | null {
  const threshold = int(info.nextLevelIntegral);
  if (threshold === null) return null;
  return Math.max(0, threshold - (int(info.totalIntegral) ?? 0));
}
