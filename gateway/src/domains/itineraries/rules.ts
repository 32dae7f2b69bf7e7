/**
 * The itineraries' rules, computed once here: the wizard's settings (destination
 * scenic areas are required; the play time is at most 120 hours — checked before any call, with
 * the spec's prompts), names, and how the upstream's codes read in the graph.
 */
import { isDay } from '../../core/time.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

/** The travel plan's play time is at most 120 hours. */
export const MAX_PLAY_HOURS = 120;
/** The most days a plan may span (the upstream's limit too). */
export const MAX_DAYS = 10;
/** Hours a day can hold. */
const HOURS_A_DAY = 24;
export const NAME_MAX = 30;
/** The most stops a day may hold (the upstream's limit). */
export const STOPS_PER_DAY_MAX = 20;

export interface Settings {
  destinationCount?: number | null;
  days?: number | null;
  playHours?: number | null;
}

/** The refusals of the wizard's settings; fields left out (null / undefined) are not checked. */
export function validateSettings(s: Settings): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  if (s.destinationCount !== undefined && s.destinationCount !== null && s.destinationCount < 1)
    errors.push(inputError('ITINERARY_DESTINATION_REQUIRED', 'destinationIds'));
  if (s.days !== undefined && s.days !== null && (!Number.isInteger(s.days) || s.days < 1 || s.days > MAX_DAYS))
    errors.push(inputError('ITINERARY_DAYS_INVALID', 'days', MAX_DAYS));
  if (s.playHours !== undefined && s.playHours !== null) {
    if (s.playHours > MAX_PLAY_HOURS) errors.push(inputError('ITINERARY_PLAY_TIME_TOO_LONG', 'playHours', MAX_PLAY_HOURS));
    else if (!Number.isInteger(s.playHours) || s.playHours < 1) errors.push(inputError('ITINERARY_PLAY_TIME_INVALID', 'playHours', null));
    else if (s.days && Number.isInteger(s.days) && s.days >= 1 && s.days <= MAX_DAYS && s.playHours > s.days * HOURS_A_DAY) {
      errors.push(inputError('ITINERARY_PLAY_TIME_INVALID', 'playHours', s.days * HOURS_A_DAY));
    }
  }
  return errors;
}

export function validateName(name: string): UserErrorSource[] {
  const t = name.trim();
  if (t === '') return [inputError('ITINERARY_NAME_REQUIRED', 'name')];
  if (codePointLength(t) > NAME_MAX) return [inputError('ITINERARY_NAME_TOO_LONG', 'name', NAME_MAX)];
  return [];
}

/** A real calendar day `yyyy-MM-dd`, or null (inputs are refused by `validateOptionalDay` before this). */
export function dayOrNull(value: string | null | undefined): string | null {
  return value && isDay(value.trim()) ? value.trim() : null;
}

export type Origin = 'RECOMMENDED' | 'GENERATED' | 'COPIED';
export function originOf(source: string | null): Origin {
  return source === 'RECOMMEND' ? 'RECOMMENDED' : source === 'COPY' ? 'COPIED' : 'GENERATED';
}

export type Mode = 'WALKING' | 'DRIVING' | 'PUBLIC_TRANSPORT';
const MODES: Record<string, Mode> = { WALK: 'WALKING', DRIVE: 'DRIVING', BUS: 'PUBLIC_TRANSPORT' };
export function modeOf(value: string | null): Mode | null {
  return value ? (MODES[value] ?? null) : null;
}

export type Reason = 'DESTINATION' | 'SPOT' | 'LUNCH' | 'DINNER' | 'PREFERENCE' | 'NEARBY' | 'HOTEL' | 'ADDED';
const REASONS: readonly Reason[] = ['DESTINATION', 'SPOT', 'LUNCH', 'DINNER', 'PREFERENCE', 'NEARBY', 'HOTEL', 'ADDED'];
export function reasonOf(value: string | null): Reason {
  return (REASONS as readonly string[]).includes(value ?? '') ? (value as Reason) : 'ADDED';
}
