import { describe, expect, it } from 'vitest';
import { chinaClock, openDays, openingHours, WEEKDAYS } from '../../src/domains/places/opening-hours.ts';

// 2026-11-23 is a Monday. 01:30Z = 09:30 China time.
const at = (iso: string) => new Date(iso);

describe('opening hours (China time)', () => {
  it('China clock is UTC+8', () => {
    expect(chinaClock(at('2026-11-23T01:30:00Z'))).toEqual({ weekday: 0, minutes: 9 * 60 + 30 });
    // Sunday 20:00Z is Monday 04:00 in China.
    expect(chinaClock(at('2026-11-22T20:00:00Z'))).toEqual({ weekday: 0, minutes: 4 * 60 });
  });

  it('open inside [opens, closes), closed outside', () => {
    expect(openingHours('08:30', '17:30', null, at('2026-11-23T00:29:00Z')).openNow).toBe(false); // 08:29
    expect(openingHours('08:30', '17:30', null, at('2026-11-23T00:30:00Z')).openNow).toBe(true); // 08:30
    expect(openingHours('08:30', '17:30', null, at('2026-11-23T09:29:00Z')).openNow).toBe(true); // 17:29
    expect(openingHours('08:30', '17:30', null, at('2026-11-23T09:30:00Z')).openNow).toBe(false); // 17:30
  });

  it('normalises HH:mm:ss and H:mm', () => {
    expect(openingHours('8:00:00', '18:00:00', null, at('2026-11-23T01:00:00Z'))).toMatchObject({
      opens: '08:00',
      closes: '18:00',
      openNow: true,
    });
  });

  it('respects opening days (1 = Monday)', () => {
    const days = openDays('2,3,4,5,6,7');
    expect(days).toEqual(['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(openingHours('09:00', '17:00', '2,3,4,5,6,7', at('2026-11-23T03:00:00Z')).openNow).toBe(false); // Monday, closed
    expect(openingHours('09:00', '17:00', '2,3,4,5,6,7', at('2026-11-24T03:00:00Z')).openNow).toBe(true); // Tuesday
  });

  it('all seven days when none given', () => {
    expect(openDays(null)).toEqual([...WEEKDAYS]);
    expect(openDays('')).toEqual([...WEEKDAYS]);
  });

  it('overnight hours run past midnight', () => {
    expect(openingHours('18:00', '02:00', null, at('2026-11-23T17:00:00Z')).openNow).toBe(true); // 01:00 Tuesday
    expect(openingHours('18:00', '02:00', null, at('2026-11-23T19:00:00Z')).openNow).toBe(false); // 03:00
  });

  it('unknown hours are not reported open', () => {
    expect(openingHours(null, '', null, at('2026-11-23T03:00:00Z'))).toEqual({
      opens: null,
      closes: null,
      days: [...WEEKDAYS],
      openNow: null,
    });
  });
});
