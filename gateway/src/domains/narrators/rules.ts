/**
 * THE rules of booking a narrator or an interpretation session the gateway checks before the
 * upstream: the day and slot, the language, the group, the note, the people and places left.
 * Every function takes `now` explicitly so tests can pin any boundary.
 */
import { int, num, text } from '../../core/normalise.ts';
import { chinaMs } from '../../core/time.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';
import type { NarratorSlotRow, OfferRow, SessionRow } from './types.ts';

export type LanguageValue = 'CN' | 'EN' | 'FRENCH' | 'JAPANESE' | 'KOREAN';

/** The upstream's language codes and the platform's languages. */
const LANGUAGES: Readonly<Record<string, LanguageValue>> = { zh: 'CN', en: 'EN', fr: 'FRENCH', ja: 'JAPANESE', ko: 'KOREAN' };

export const languageOf = (code: unknown): LanguageValue | null => LANGUAGES[text(code) ?? ''] ?? null;
export const languageCode = (language: LanguageValue): string => Object.entries(LANGUAGES).find(([, l]) => l === language)?.[0] ?? '';
export function languagesOf(value: unknown): LanguageValue[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map(languageOf).filter((l): l is LanguageValue => l !== null))];
}

/** Upstream ids. */
export const PLACE_ID = /^\d{1,15}$/;

export const offerLimits = (row: OfferRow) => ({
  minGroup: Math.max(1, int(row.minNum) ?? 1),
  maxGroup: Math.max(1, int(row.maxNum) ?? 1),
  noteMax: int(row.noteMaxLength) ?? 200,
});

/** Price per session (or person): null when free. */
export const priceOf = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && n > 0 ? n : null;
};

/** Cancelling closes this many hours before the start; null when it cannot be cancelled (cancelStatus 0). */
export function cancelHoursOf(cancelStatus: unknown, cancelTime: unknown): number | null {
  const status = int(cancelStatus);
  if (status === null || status === 0) return null;
  return status === 1 ? 0 : (int(cancelTime) ?? 0);
}

export const slotFree = (slot: NarratorSlotRow) => int(slot.freeNum) ?? 0;
export const slotBookable = (slot: NarratorSlotRow) => slotFree(slot) > 0;
/** Whether the slot of `date` has started (it takes no booking then). */
export const slotStarted = (date: string, slot: NarratorSlotRow, now: number) =>
  (chinaMs(`${date} ${text(slot.startTime) ?? '00:00'}:00`) ?? 0) <= now;

/** The group's and the note's errors against the offer. */
export function groupAndNoteErrors(row: OfferRow, groupSize: number, note: string): UserErrorSource[] {
  const { minGroup, maxGroup, noteMax } = offerLimits(row);
  const errors: UserErrorSource[] = [];
  if (!Number.isInteger(groupSize) || groupSize < minGroup) errors.push(inputError('GROUP_TOO_SMALL', 'groupSize', minGroup));
  else if (groupSize > maxGroup) errors.push(inputError('GROUP_TOO_LARGE', 'groupSize', maxGroup));
  if ([...note].length > noteMax) errors.push(inputError('NOTE_TOO_LONG', 'note', noteMax));
  return errors;
}

export const sessionRemaining = (row: SessionRow) => Math.max(0, int(row.stock) ?? 0);
export const sessionStarted = (row: SessionRow, now: number) => (chinaMs(row.startTime) ?? 0) <= now;
export const sessionBookable = (row: SessionRow, now: number) => !sessionStarted(row, now) && sessionRemaining(row) > 0;
export const sessionMaxPerOrder = (row: SessionRow) => Math.max(1, int(row.maxPerOrder) ?? 1);

/** The people's errors against the session: 1 to its maximum per order, within its places left. */
export function peopleErrors(row: SessionRow, people: number, now: number): UserErrorSource[] {
  if (sessionStarted(row, now)) return [inputError('SESSION_STARTED', 'sessionId')];
  if (!Number.isInteger(people) || people < 1) return [inputError('SEATS_INVALID', 'people')];
  const max = sessionMaxPerOrder(row);
  if (people > max) return [inputError('TOO_MANY_SEATS', 'people', max)];
  const left = sessionRemaining(row);
  if (people > left) return [inputError('SOLD_OUT', 'people', left)];
  return [];
}

export const SUCCESS_TYPES = { NARRATOR: 'narrator', INTERPRETATION: 'interpretation' } as const;
export const successPathOf = (orderCode: string, kind: keyof typeof SUCCESS_TYPES) =>
  `/interpretation-success/${encodeURIComponent(orderCode)}/${SUCCESS_TYPES[kind]}`;
export const ORDER_TYPES = { NARRATOR: 'CONTENT_TYPE_NARRATOR', INTERPRETATION: 'CONTENT_TYPE_INTERPRETATION' } as const;
