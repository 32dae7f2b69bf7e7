import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the promotion family's refusal messages mean: read before the core's, by this domain's calls only. */
export const PROMOTION_REFUSALS: readonly Refusal[] = [
  [/^您已是推广达人$/, 'PROMOTION_ALREADY_JOINED'],
  [/^本站暂未开放推广$/, 'PROMOTION_NOT_OPEN'],
];

export const { refusalOf } = refusalsOf(PROMOTION_REFUSALS);
