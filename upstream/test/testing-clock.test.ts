import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_INSTANT, demoImage, testInstant, testNow } from '../src/testing/index.ts';
import { startTestUpstream } from './helpers.ts';

const chinaWall = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

describe("the suites' pinned clock", () => {
  it('starts a run at the default instant, a Wednesday 10:00 China time, unless CTP_TEST_NOW names another', () => {
    expect(testInstant('')).toBe(Date.parse(DEFAULT_TEST_INSTANT));
    expect(new Date(testInstant('') + 8 * 3_600_000).getUTCDay()).toBe(3);
    expect(chinaWall(testInstant(''))).toBe('2026-06-10T10:00');
    expect(chinaWall(testInstant('2026-12-07T23:40:00+08:00'))).toBe('2026-12-07T23:40');
    expect(testInstant('2026-12-07T15:40:00Z')).toBe(Date.parse('2026-12-07T23:40:00+08:00'));
    expect(testInstant('2026-12-07T10:40:30.250-05:00')).toBe(Date.parse('2026-12-07T15:40:30.250Z'));
    expect(chinaWall(testInstant('2026-12-06T00:00:00+08:00'))).toBe('2026-12-06T00:00');
  });

  it('refuses an instant that is not an ISO date-time with an offset, or not a real date', () => {
    for (const bad of [
      'tomorrow',
      '2026-06-10',
      '2026-06-10T10:00:00',
      '2026/06/10T10:00:00+08:00',
      '2026-02-30T10:00:00+08:00',
      '2026-13-01T10:00:00+08:00',
      '2026-06-10T24:30:00+08:00',
    ]) {
      expect(() => testInstant(bad), bad).toThrow(/CTP_TEST_NOW/);
    }
  });

  it("refuses an instant in a day's last quarter hour, China time: a run of minutes would cross midnight", () => {
    expect(testInstant('2026-12-07T23:45:00+08:00')).toBe(Date.parse('2026-12-07T15:45:00Z'));
    for (const late of ['2026-12-07T23:45:01+08:00', '2026-12-07T23:59:30+08:00', '2026-12-07T15:59:59Z', '2026-12-07T10:50:00-05:00']) {
      expect(() => testInstant(late), late).toThrow(/last 15 minutes/);
    }
  });

  it('runs every upstream of the run on it: the demo data were made at its start, and time flows from there', async () => {
    const start = testInstant();
    const now = testNow();
    expect(now).toBeGreaterThanOrEqual(start);
    // a run is minutes long, never hours
    expect(now - start).toBeLessThan(3_600_000);
    expect(demoImage()).toBeDefined();
    const c = await startTestUpstream();
    try {
      const clock = await c.dev.clock();
      expect(clock.offsetMs).toBe(0);
      expect(clock.now).toBeGreaterThanOrEqual(now);
      expect(clock.now - testNow()).toBeLessThanOrEqual(0);
      expect(Math.abs(c.upstream.now() - testNow())).toBeLessThan(1_000);
    } finally {
      await c.upstream.close();
    }
  });
});
