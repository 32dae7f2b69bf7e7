import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';

/**
 * The demo data set is generated relative to the clock it is seeded at (bookable days, shifts under
 * way, recent orders): it must generate at any hour of any weekday in China time, the edges of a
 * day included, since the suites and `npm start` run whenever they are run.
 */
describe('the demo data set generates at any time', () => {
  // 2026-06-08 is a Monday; one day of each weekday, at a day's first and last minute and at noon
  const days = ['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14'];
  for (const day of days) {
    it(`on ${day} (${new Date(`${day}T12:00:00+08:00`).toUTCString().slice(0, 3)}) at 00:00:30, 12:00 and 23:59:30 China time`, () => {
      for (const time of ['00:00:30', '12:00:00', '23:59:30']) {
        const db = openDatabase(':memory:', Date.parse(`${day}T${time}+08:00`));
        try {
          expect((db.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number }).n).toBeGreaterThan(5);
        } finally {
          db.close();
        }
      }
    });
  }
});
