/**
 * How a timetable answers for a date: which services run that day, when they leave and arrive,
 * what a seat class costs for the stretch travelled and how many seats are left. Availability is
 * the demo's stand-in for a ticketing system: drawn from the service, the date and the class, so
 * one date always answers the same and another date differently.
 */
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS, chinaDayStart, parseDay } from '../../time.ts';
import type { SeatRow, TrafficMode } from './store.ts';

/** The seat classes (a seat row's `code`). */
export const SEAT_CODES = [
  'BUSINESS',
  'FIRST',
  'SECOND',
  'SOFT_SLEEPER',
  'HARD_SLEEPER',
  'HARD_SEAT',
  'CABIN_BUSINESS',
  'CABIN_ECONOMY',
  'COACH_SEAT',
] as const;
export type SeatCode = (typeof SEAT_CODES)[number];

/** A class as the seed writes it: fare = base + perMinute × minutes travelled; seats on board. */
export interface SeatClassPlan {
  code: SeatCode;
  base: number;
  perMinute: number;
  capacity: number;
}

/** The classes of a service by its kind (a train's letter; every flight; every coach with its fare). */
export function seatPlan(mode: TrafficMode, kind: string, fare = 0): SeatClassPlan[] {
  if (mode === 'COACH') return [{ code: 'COACH_SEAT', base: fare, perMinute: 0, capacity: 45 }];
  if (mode === 'FLIGHT')
    return [
      { code: 'CABIN_BUSINESS', base: 600, perMinute: 12, capacity: 8 },
      { code: 'CABIN_ECONOMY', base: 150, perMinute: 4, capacity: 150 },
    ];
  if (kind === 'G')
    return [
      { code: 'BUSINESS', base: 0, perMinute: 3.3, capacity: 10 },
      { code: 'FIRST', base: 0, perMinute: 1.75, capacity: 56 },
      { code: 'SECOND', base: 0, perMinute: 1.05, capacity: 480 },
    ];
  if (kind === 'K')
    return [
      { code: 'SOFT_SLEEPER', base: 0, perMinute: 0.42, capacity: 36 },
      { code: 'HARD_SLEEPER', base: 0, perMinute: 0.28, capacity: 198 },
      { code: 'HARD_SEAT', base: 0, perMinute: 0.16, capacity: 500 },
    ];
  return [
    { code: 'FIRST', base: 0, perMinute: 1.2, capacity: 56 },
    { code: 'SECOND', base: 0, perMinute: 0.75, capacity: 500 },
  ];
}

/** The fare of a class for `minutes` of travel, to half a yuan. */
export function fareOf(seat: SeatRow, minutes: number): number {
  return Math.round((seat.base + seat.per_minute * minutes) * 2) / 2;
}

/** Seats left in a class on the date: none for about one in seven, a few for one in five, else many. */
export function seatsLeft(serviceId: number, date: string, seat: SeatRow): number {
  const rng = mulberry32(hashString(`traffic:${serviceId}:${date}:${seat.code}`));
  const roll = rng.next();
  if (roll < 0.14) return 0;
  if (roll < 0.34) return Math.min(seat.capacity, rng.int(1, 19));
  return Math.max(1, Math.floor(seat.capacity * (0.25 + 0.75 * rng.next())));
}

/** How many days ahead each timetable answers (today is the first): the railway sells 15 days ahead. */
export const SEARCH_DAYS: Readonly<Record<TrafficMode, number>> = { TRAIN: 15, FLIGHT: 30, COACH: 7 };

/** The run-days mask of weekdays 1 (Monday) … 7 (Sunday); every day when none are given. */
export function runDaysMask(days: readonly number[] | undefined): number {
  return (days ?? [1, 2, 3, 4, 5, 6, 7]).reduce((mask, d) => mask | (1 << (d - 1)), 0);
}

/** Weekday 1 (Monday) … 7 (Sunday) of a China day's start. */
function weekdayOf(dayStart: number): number {
  const utcDay = new Date(dayStart + 8 * 3_600_000).getUTCDay();
  return utcDay === 0 ? 7 : utcDay;
}

/** Whether a service whose boarding stop leaves at `departMinute` (of its first day) runs when boarded on the day. */
export function runsOn(runDays: number, dayStart: number, departMinute: number): boolean {
  const firstDay = dayStart - Math.floor(departMinute / 1440) * DAY_MS;
  return (runDays & (1 << (weekdayOf(firstDay) - 1))) !== 0;
}

/** "HH:mm" of a minute of the service's day (past midnight wraps). */
export function clockOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export type DateCheck = { ok: true; dayStart: number } | { ok: false; reason: 'bad' | 'past' | 'tooFar' };

/** The date asked against today (China time) and the mode's horizon. */
export function checkDate(text: string, mode: TrafficMode, nowMs: number): DateCheck {
  const day = parseDay(text);
  if (!day) return { ok: false, reason: 'bad' };
  const today = chinaDayStart(nowMs);
  if (day[0] < today) return { ok: false, reason: 'past' };
  if (day[0] >= today + SEARCH_DAYS[mode] * DAY_MS) return { ok: false, reason: 'tooFar' };
  return { ok: true, dayStart: day[0] };
}
