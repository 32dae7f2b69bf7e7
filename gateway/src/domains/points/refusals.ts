import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the points family's refusal messages mean: read before the core's, by this domain's calls only. */
export const POINTS_REFUSALS: readonly Refusal[] = [[/今日已签到/, 'POINTS_ALREADY_CLAIMED']];

export const { refusalFor, refusalOf } = refusalsOf(POINTS_REFUSALS);
