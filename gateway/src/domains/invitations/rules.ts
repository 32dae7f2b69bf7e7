/** What an invitation code must be before it goes upstream: given, letters and digits, at most its length. */
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';

/** The longest invitation code (the upstream's codes are 6 to 12 letters and digits). */
export const INVITATION_CODE_MAX = 12;

const CODE = /^[A-Za-z0-9]{6,12}$/;

/** The code as sent (trimmed, upper case), or the error on `code`. */
export function checkInvitationCode(raw: string): { code: string } | { error: UserErrorSource } {
  const code = raw.trim().toUpperCase();
  if (code === '') return { error: inputError('INVITATION_CODE_REQUIRED', 'code') };
  if (!CODE.test(code)) return { error: inputError('INVITATION_CODE_UNKNOWN', 'code', INVITATION_CODE_MAX) };
  return { code };
}
