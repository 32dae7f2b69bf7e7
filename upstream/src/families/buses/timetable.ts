/**
 * The buses' timetable arithmetic: a run of a line (one direction) leaves its terminus every
 * `interval` minutes from the first to the last departure, and reaches each stop a fixed number of
 * minutes later; the next departures from a stop follow from the China time of day.
 */

/** Minutes a bus takes per kilometre between stops (about 25 km/h with the stops). */
const MINUTES_PER_KM = 2.4;
/** No two stops closer than this in minutes. */
const MIN_HOP_MINUTES = 2;
const DAY_MINUTES = 24 * 60;

/** Minutes from one stop to the next, by their distance. */
export function hopMinutes(km: number): number {
  return Math.max(MIN_HOP_MINUTES, Math.round(km * MINUTES_PER_KM));
}

/** "HH:mm" → minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → "HH:mm" (a time past midnight wraps). */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** One direction of a line as seen from one stop on it. */
export interface RunAtStop {
  /** First and last departure from the terminus, minutes after midnight. */
  first: number;
  last: number;
  interval: number;
  /** Minutes from the terminus to the stop. */
  offset: number;
}

/** The times (minutes after midnight) the run calls at the stop, the whole day. */
export function callsOfDay(run: RunAtStop): number[] {
  const times: number[] = [];
  for (let t = run.first; t <= run.last; t += Math.max(1, run.interval)) times.push(t + run.offset);
  return times;
}

/**
 * The next `count` calls at the stop from `nowMinute` (minutes after midnight, China time): the
 * rest of today's, or when the day's last has gone, tomorrow's first ones (`nextDay`).
 */
export function nextCalls(run: RunAtStop, nowMinute: number, count: number): { times: number[]; nextDay: boolean } {
  const day = callsOfDay(run);
  const today = day.filter((t) => t >= nowMinute).slice(0, count);
  return today.length > 0 ? { times: today, nextDay: false } : { times: day.slice(0, count), nextDay: true };
}

/** Minutes from now until the first of the calls (tomorrow's when `nextDay`); null without any. */
export function minutesUntil(next: { times: readonly number[]; nextDay: boolean }, nowMinute: number): number | null {
  const first = next.times[0];
  return first === undefined ? null : first - nowMinute + (next.nextDay ? DAY_MINUTES : 0);
}
