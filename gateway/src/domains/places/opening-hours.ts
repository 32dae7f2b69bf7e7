import { clockTime, int, text } from '../../core/normalise.ts';

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
export const WEEKDAYS: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export interface OpeningHoursValue {
  opens: string | null;
  closes: string | null;
  days: Weekday[];
  /** Null when the hours are unknown. */
  openNow: boolean | null;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Day of week (0 = Monday) and minutes since midnight, in China time. */
export function chinaClock(now: Date): { weekday: number; minutes: number } {
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS);
  return { weekday: (shifted.getUTCDay() + 6) % 7, minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** `openWeek` "1,2,3,4,5,6,7" (1 = Monday) → weekdays; all seven when none given. */
export function openDays(openWeek: unknown): Weekday[] {
  const s = text(openWeek);
  if (!s) return [...WEEKDAYS];
  const days = new Set<number>();
  for (const part of s.split(/[,，\s]+/)) {
    const n = int(part);
    if (n !== null && n >= 1 && n <= 7) days.add(n - 1);
  }
  return days.size === 0 ? [...WEEKDAYS] : WEEKDAYS.filter((_, index) => days.has(index));
}

/**
 * Opening hours in China time. Open now when today is an opening day and the time is in
 * [opens, closes) (a closing time before the opening time runs past midnight). Without both
 * times we do not know: null.
 */
export function openingHours(start: unknown, end: unknown, openWeek: unknown, now: Date): OpeningHoursValue {
  const opens = clockTime(start);
  const closes = clockTime(end);
  const days = openDays(openWeek);
  let openNow: boolean | null = null;
  if (opens && closes) {
    const { weekday, minutes } = chinaClock(now);
    const from = toMinutes(opens);
    const to = toMinutes(closes);
    const isDay = (d: number) => days.includes(WEEKDAYS[((d % 7) + 7) % 7]!);
    if (from === to) openNow = isDay(weekday);
    else if (from < to) openNow = isDay(weekday) && minutes >= from && minutes < to;
    else openNow = (isDay(weekday) && minutes >= from) || (isDay(weekday - 1) && minutes < to);
  }
  return { opens, closes, days, openNow };
}
