/**
 * The clock the test suites run by. Demo data, tokens, opening days, sale windows and the
 * browser's "today" all follow the clock, so a suite that ran by the wall clock would meet a
 * different week on every run (a Monday closing day, a shift under way, a day's last minute).
 * The suites run by a pinned instant instead: the run starts at `CTP_TEST_NOW` (an ISO date-time
 * with its offset, e.g. `2026-12-07T23:40:00+08:00`), or at `DEFAULT_TEST_INSTANT`, and time flows
 * from there at the wall clock's pace. A run takes minutes, and the demo data's "today" must not
 * end under it (a shift under way, a day's bookings): an instant in a day's last quarter hour,
 * China time, is refused.
 */

/** A Wednesday, 10:00 China time: the instant the suites run at unless CTP_TEST_NOW says another. */
export const DEFAULT_TEST_INSTANT = '2026-06-10T10:00:00+08:00';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** How long before midnight China time a run may start at the latest (ms). */
export const RUN_BEFORE_MIDNIGHT_MS = 15 * 60_000;

/**
 * The instant (epoch ms) a run starts at: `value` (CTP_TEST_NOW) when set, else the default.
 * Throws on a value that is not an ISO date-time with an offset, or not a real date (2026-02-30):
 * a run must never fall back silently to another instant than the one asked for. Throws, too, on
 * an instant less than `RUN_BEFORE_MIDNIGHT_MS` before midnight China time.
 */
export function testInstant(value: string | undefined = process.env.CTP_TEST_NOW): number {
  const text = value?.trim() || DEFAULT_TEST_INSTANT;
  const ms = ISO_WITH_OFFSET.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms) || !sameWallTime(text, ms)) {
    throw new Error(`CTP_TEST_NOW: "${text}" is not an ISO date-time with an offset (e.g. 2026-12-07T08:30:00+08:00)`);
  }
  const DAY = 86_400_000;
  const chinaTimeOfDay = (((ms + 8 * 3_600_000) % DAY) + DAY) % DAY;
  if (chinaTimeOfDay > DAY - RUN_BEFORE_MIDNIGHT_MS) {
    throw new Error(
      `CTP_TEST_NOW: "${text}" is in a day's last ${RUN_BEFORE_MIDNIGHT_MS / 60_000} minutes, China time: the run would cross midnight, where the demo data's day ends`,
    );
  }
  return ms;
}

/** Date.parse rolls 2026-02-30 over to March 2: the parsed instant must show the written wall time. */
function sameWallTime(text: string, ms: number): boolean {
  const offset = text.endsWith('Z') ? 0 : (text.at(-6) === '-' ? -1 : 1) * (Number(text.slice(-5, -3)) * 60 + Number(text.slice(-2)));
  const wall = new Date(ms + offset * 60_000).toISOString();
  return wall.slice(0, 16) === text.slice(0, 16);
}
