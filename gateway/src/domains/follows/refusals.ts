import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the follows family's refusal messages mean: read before the core's, by this domain's calls only. */
export const FOLLOW_REFUSALS: readonly Refusal[] = [
  [/不能关注自己/, 'FOLLOW_SELF'],
  [/用户不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalFor, refusalOf } = refusalsOf(FOLLOW_REFUSALS);
