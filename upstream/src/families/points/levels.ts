/** The VIP level of the points earned in all, and the next one with what it still takes. */
import { LEVEL_THRESHOLDS } from './texts.ts';

export interface LevelStanding {
  /** 1-based. */
  level: number;
  /** The next level, or null at the top. */
  next: number | null;
  /** The points earned in all the next level needs (null at the top). */
  nextThreshold: number | null;
}

export function standingOf(earned: number): LevelStanding {
  let index = 0;
  for (let i = 0; i < LEVEL_THRESHOLDS.length; i += 1) if (earned >= LEVEL_THRESHOLDS[i]!) index = i;
  const top = index === LEVEL_THRESHOLDS.length - 1;
  return { level: index + 1, next: top ? null : index + 2, nextThreshold: top ? null : LEVEL_THRESHOLDS[index + 1]! };
}
