import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the help family's refusal messages mean: read before the core's, by this domain's calls only. */
export const HELP_REFUSALS: readonly Refusal[] = [
  [/请先绑定手机号再求助/, 'HELP_PHONE_NOT_BOUND'],
  [/位置信息不正确/, 'HELP_POSITION_INVALID'],
];

export const { refusalFor, refusalOf } = refusalsOf(HELP_REFUSALS);
