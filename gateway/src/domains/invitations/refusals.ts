import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the invitations family's refusal messages mean: read before the core's, by this domain's calls only. */
export const INVITATION_REFUSALS: readonly Refusal[] = [
  [/请输入邀请码/, 'INVITATION_CODE_REQUIRED'],
  [/邀请码不存在/, 'INVITATION_CODE_UNKNOWN'],
  [/不能填写自己的邀请码/, 'INVITATION_CODE_OWN'],
  [/已绑定过邀请码/, 'INVITATION_ALREADY_BOUND'],
];

export const { refusalFor, refusalOf } = refusalsOf(INVITATION_REFUSALS);
