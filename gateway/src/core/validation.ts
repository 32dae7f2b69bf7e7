import { CODE_DIGITS, CONTACT_NAME_MAX, PHONE_DIGITS, PURPOSE_MAX, RESERVATION_DAYS, SEARCH_KEYWORD_MAX } from './limits.ts';
import { badInput } from './upstream/errors.ts';
import { isDay, isMonth, nextDays } from './time.ts';
import { inputError } from './user-errors.ts';
import type { UserErrorSource } from './user-errors.ts';

/**
 * Input checks shared by the domains, run before any upstream call. Each answers the typed
 * errors (empty when the input is fine); the limits come from limits.ts.
 */

/** Length in Unicode code points (an emoji is one character, as the input box counts it). */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_DIGITS}}$`);

export function validatePhone(phone: string, field = 'phone'): UserErrorSource[] {
  return PHONE_PATTERN.test(phone.trim()) ? [] : [inputError('PHONE_INVALID', field)];
}

export function validateCode(code: string, field = 'code'): UserErrorSource[] {
  return CODE_PATTERN.test(code.trim()) ? [] : [inputError('CODE_INVALID', field)];
}

export function validateContact(name: string, phone: string): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const n = name.trim();
  if (n === '' || codePointLength(n) > CONTACT_NAME_MAX) errors.push(inputError('CONTACT_INVALID', 'contactName', CONTACT_NAME_MAX));
  errors.push(...validatePhone(phone, 'contactPhone'));
  return errors;
}

/** Seats: an integer ≥ 1 and, when the resource has one, ≤ its maximum per order. */
export function validateSeats(seats: number, max: number | null = null): UserErrorSource[] {
  if (!Number.isInteger(seats) || seats < 1) return [inputError('SEATS_INVALID', 'seats')];
  if (max !== null && max > 0 && seats > max) return [inputError('TOO_MANY_SEATS', 'seats', max)];
  return [];
}

/** A `yyyy-MM-dd` day; with `now`, it must be one of the next RESERVATION_DAYS days (China time). */
export function validateDay(date: string, now: number | null = null): UserErrorSource[] {
  if (!isDay(date)) return [inputError('DATE_INVALID', 'date')];
  if (now !== null && !nextDays(now, RESERVATION_DAYS).includes(date)) return [inputError('DAY_NOT_BOOKABLE', 'date')];
  return [];
}

/**
 * An optional `yyyy-MM-dd` input: null, undefined or blank is no date; anything else must be a real
 * calendar day (not `2026-02-30`, `2026-13-01`, `tomorrow` or `2026/03/01`), else DATE_INVALID on `field`.
 */
export function validateOptionalDay(value: string | null | undefined, field: string): UserErrorSource[] {
  if (value === null || value === undefined || value.trim() === '') return [];
  return isDay(value.trim()) ? [] : [inputError('DATE_INVALID', field)];
}

/** A query argument that must be a real day `yyyy-MM-dd`: the value, or BAD_USER_INPUT naming `arg`. */
export function dayArg(value: string, arg: string): string {
  if (!isDay(value)) throw badInput(`${arg} must be yyyy-MM-dd.`);
  return value;
}

/** A query argument that must be a real month `yyyy-MM`: the value, or BAD_USER_INPUT naming `arg`. */
export function monthArg(value: string, arg: string): string {
  if (!isMonth(value)) throw badInput(`${arg} must be yyyy-MM.`);
  return value;
}

/** A required free text (purpose, reason) of at most `max` characters. */
export function validateText(value: string, field: string, max = PURPOSE_MAX): UserErrorSource[] {
  const t = value.trim();
  return t === '' || codePointLength(t) > max ? [inputError('TEXT_INVALID', field, max)] : [];
}

/**
 * A search or list filter's keyword: trimmed, null when empty; BAD_USER_INPUT beyond
 * SEARCH_KEYWORD_MAX code points (`field` names the argument in the message). The one keyword
 * rule of every list that takes one.
 */
export function keywordParam(keyword: string | null | undefined, field = 'keyword'): string | null {
  const k = keyword?.trim() ?? '';
  if (k === '') return null;
  if (codePointLength(k) > SEARCH_KEYWORD_MAX) throw badInput(`${field} must be at most ${SEARCH_KEYWORD_MAX} characters.`);
  return k;
}
