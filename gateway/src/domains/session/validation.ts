import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

/** Doc 1 §5, doc 3 §5: a phone is 11 digits, a verification code 6 digits. */
export const PHONE_PATTERN = /^\d{11}$/;
export const CODE_PATTERN = /^\d{6}$/;

export function validatePhone(phone: string, field = 'phone'): UserErrorSource[] {
  return PHONE_PATTERN.test(phone.trim()) ? [] : [inputError('PHONE_INVALID', field)];
}

export function validateCode(code: string, field = 'code'): UserErrorSource[] {
  return CODE_PATTERN.test(code.trim()) ? [] : [inputError('CODE_INVALID', field)];
}
