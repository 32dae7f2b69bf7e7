import { codePointLength } from '../comments/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { validatePhone } from '../session/validation.ts';
import { isDay, nextDays } from '../../core/time.ts';

/** A contact name: required after trimming, at most 20 characters. */
export const CONTACT_NAME_MAX = 20;
/** Purpose of a room booking and reason of a refund: required, at most 200 characters. */
export const PURPOSE_MAX = 200;
/** Reservation days offered (doc 2 §9: custom reservation shows 7 days; commonOrderTimeList dayNum 7). */
export const RESERVATION_DAYS = 7;

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

export function validateText(value: string, field: string, max = PURPOSE_MAX): UserErrorSource[] {
  const t = value.trim();
  return t === '' || codePointLength(t) > max ? [inputError('TEXT_INVALID', field, max)] : [];
}
