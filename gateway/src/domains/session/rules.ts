import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

/** What an invitation code looks like (API.md: 4 to 16 letters and digits, case-insensitive). */
const INVITATION_CODE = /^[A-Za-z0-9]{4,16}$/;

/** An optional invitation code: none (null or blank) is fine; anything else must look like one. */
export function validateInviteCode(code: string | null | undefined): UserErrorSource[] {
  const c = code?.trim() ?? '';
  return c === '' || INVITATION_CODE.test(c) ? [] : [inputError('INVITATION_INVALID', 'inviteCode')];
}
