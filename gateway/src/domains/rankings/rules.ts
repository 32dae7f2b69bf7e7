/** A ranking row's movement since last week's board, computed here once. */
import type { RankTrend } from '../../generated/resolvers-types.ts';

export interface Movement {
  trend: RankTrend;
  /** Places gained (positive) or lost (negative). */
  rankChange: number;
}

/** `lastRank` null (not on last week's board) → NEW; otherwise up, down or the same. */
export function movement(rank: number, lastRank: number | null): Movement {
  if (lastRank === null || lastRank < 1) return { trend: 'NEW', rankChange: 0 };
  const change = lastRank - rank;
  return { trend: change > 0 ? 'UP' : change < 0 ? 'DOWN' : 'SAME', rankChange: change };
}
