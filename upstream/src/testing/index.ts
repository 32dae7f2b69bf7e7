/**
 * What the test harnesses share about the reference upstream: the run's clock and the demo
 * database image the run's global setup made (`global-setup.ts`).
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { testInstant } from './clock.ts';
import './provided.ts';

export { DEFAULT_TEST_INSTANT, testInstant } from './clock.ts';

let image: Buffer | null | undefined;
let offsetMs: number | undefined;

/**
 * The demo database image, read once per worker, or undefined when the file runs without the
 * global setup (each upstream then generates its own demo data, as `npm start` does).
 */
export function demoImage(): Buffer | undefined {
  if (image === undefined) {
    const file = inject('ctpDemoDatabase');
    image = file ? readFileSync(file) : null;
  }
  return image ?? undefined;
}

/**
 * Now by the run's clock (epoch ms): the pinned instant the run began at plus the time since.
 * Every harness starts its upstream on it (`startUpstream({ now: testNow })`); a test that needs
 * "now" (today's date, a deadline ahead) asks the system under test (`dev.clock()`, the upstream's
 * `now()`) or this, never `Date.now()`. Without the global setup the run begins at the first call.
 */
export function testNow(): number {
  offsetMs ??= inject('ctpClockOffset') ?? testInstant() - Date.now();
  return Date.now() + offsetMs;
}

/** The demo data set's live sites (a suspended site answers SERVICE_SUSPENDED), in seed order. */
export { LIVE_DEMO_SITE_CODES } from '../families/sites/index.ts';

/** The demo media catalogue, for tests that check what a seeded medium lasts. */
export { CATALOGUE as DEMO_MEDIA } from '../media/catalogue.ts';
export { demoGuide, mediaEntry } from '../media/pick.ts';
