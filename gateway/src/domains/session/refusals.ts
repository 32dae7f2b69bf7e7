import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { envelopeMessage } from '../../core/user-errors.ts';

/** What the accounts family's refusal messages mean: read before the core's, by this domain's calls only. */
export const SESSION_REFUSALS: readonly Refusal[] = [
  [/邀请码无效/, 'INVITATION_INVALID'],
  [/请先绑定手机号$/, 'PHONE_BINDING_REQUIRED'],
];

export const { refusalOf } = refusalsOf(SESSION_REFUSALS);

/** loginOrRegister's answer when the phone was new: it registered (a known phone answers "success"). */
export function registeredNow(envelope: Envelope): boolean {
  return /注册成功/.test(envelopeMessage(envelope) ?? '');
}
