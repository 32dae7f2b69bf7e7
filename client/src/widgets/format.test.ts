import { describe, expect, it } from 'vitest';
import { chinaDay, dayPart, formatMonth, formatRelative, placeWhere } from './format';

const NOW = Date.parse('2026-11-25T10:00:00+08:00');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelative (relative-date rules)', () => {
  it('under 10 seconds is "just now", then seconds, minutes and hours', () => {
    expect(formatRelative(at(-5 * S), 'EN', NOW)).toBe('now');
    expect(formatRelative(at(-5 * S), 'CN', NOW)).toBe('现在');
    expect(formatRelative(at(-42 * S), 'EN', NOW)).toBe('42 seconds ago');
    expect(formatRelative(at(-7 * M), 'EN', NOW)).toBe('7 minutes ago');
    expect(formatRelative(at(-3 * H), 'EN', NOW)).toBe('3 hours ago');
    expect(formatRelative(at(-3 * H), 'CN', NOW)).toBe('3小时前');
  });

  it('yesterday and tomorrow with the time; other days within 5 days as days; beyond, yyyy-MM-dd', () => {
    expect(formatRelative('2026-11-24T20:15:00+08:00', 'EN', NOW)).toBe('yesterday 20:15');
    expect(formatRelative('2026-11-24T20:15:00+08:00', 'CN', NOW)).toBe('昨天 20:15');
    expect(formatRelative(at(-3 * D), 'EN', NOW)).toBe('3 days ago');
    expect(formatRelative(at(-3 * D), 'JAPANESE', NOW)).toBe('3 日前');
    expect(formatRelative(at(-6 * D), 'EN', NOW)).toBe('2026-11-19');
    expect(formatRelative(at(40 * D), 'KOREAN', NOW)).toBe('2027-01-04');
  });

  it('counts days in China time, whatever the device zone', () => {
    expect(chinaDay(Date.parse('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    // 00:30 China time today is 9.5 hours ago: still today, in hours
    expect(formatRelative('2026-11-25T00:30:00+08:00', 'EN', NOW)).toBe('9 hours ago');
  });
});

describe('formatRelative edge cases', () => {
  it('the boundaries: 10 s, a minute, an hour, 5 days', () => {
    expect(formatRelative(at(-9.999 * S), 'EN', NOW)).toBe('now');
    expect(formatRelative(at(-10 * S), 'EN', NOW)).toBe('10 seconds ago');
    expect(formatRelative(at(-59 * S), 'EN', NOW)).toBe('59 seconds ago');
    expect(formatRelative(at(-60 * S), 'EN', NOW)).toBe('1 minute ago');
    expect(formatRelative(at(-59 * M), 'EN', NOW)).toBe('59 minutes ago');
    expect(formatRelative(at(-60 * M), 'EN', NOW)).toBe('1 hour ago');
    expect(formatRelative(at(-5 * D), 'EN', NOW)).toBe('5 days ago');
    expect(formatRelative(at(-5 * D - S), 'EN', NOW)).toBe('2026-11-20');
    expect(formatRelative(at(5 * D + S), 'EN', NOW)).toBe('2026-11-30');
  });

  it('a moment ahead of the device clock (the server runs ahead) is "just now", never in the future; beyond 5 days the date', () => {
    expect(formatRelative(at(5 * S), 'EN', NOW)).toBe('now');
    expect(formatRelative(at(42 * S), 'EN', NOW)).toBe('now');
    expect(formatRelative(at(1 * M), 'CN', NOW)).toBe('现在');
    expect(formatRelative(at(7 * M), 'KOREAN', NOW)).toBe('지금');
    expect(formatRelative(at(2 * H), 'FRENCH', NOW)).toBe('maintenant');
    expect(formatRelative('2026-11-26T09:05:00+08:00', 'EN', NOW)).toBe('now');
    expect(formatRelative(at(2 * D), 'JAPANESE', NOW)).toBe('今');
    expect(formatRelative(at(5 * D + S), 'EN', NOW)).toBe('2026-11-30');
  });

  it('across midnight: minutes first, then "yesterday" with the time (China time)', () => {
    const justAfterMidnight = Date.parse('2026-11-25T00:10:00+08:00');
    expect(formatRelative('2026-11-24T23:30:00+08:00', 'EN', justAfterMidnight)).toBe('40 minutes ago');
    expect(formatRelative('2026-11-24T22:05:00+08:00', 'EN', justAfterMidnight)).toBe('yesterday 22:05');
    expect(formatRelative('2026-11-24T22:05:00+08:00', 'FRENCH', justAfterMidnight)).toBe('hier 22:05');
  });

  it('an instant given in UTC is counted in China time', () => {
    // 2026-11-24 17:30 UTC is 01:30 on the 25th in China: today, 8 hours 30 minutes before 10:00
    expect(formatRelative('2026-11-24T17:30:00Z', 'EN', NOW)).toBe('8 hours ago');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatRelative('not a date', 'EN', NOW)).toBe('not a date');
  });
});

describe('dayPart (day-part labels)', () => {
  it('reads the hour in China time, whatever zone the instant is written in', () => {
    expect(dayPart('2026-11-25T03:59:00Z')).toBe('morning');
    expect(dayPart('2026-11-25T04:00:00Z')).toBe('afternoon');
    expect(dayPart('2026-11-25T09:00:00Z')).toBe('evening');
    expect(dayPart('2026-11-25T16:00:00Z')).toBe('morning');
  });

  it('morning before 12, afternoon before 17, evening otherwise', () => {
    expect(dayPart('2026-11-25T11:59:00+08:00')).toBe('morning');
    expect(dayPart('2026-11-25T12:00:00+08:00')).toBe('afternoon');
    expect(dayPart('2026-11-25T16:59:00+08:00')).toBe('afternoon');
    expect(dayPart('2026-11-25T17:00:00+08:00')).toBe('evening');
    expect(dayPart('2026-11-25T01:00:00+08:00')).toBe('morning');
  });
});

describe('formatMonth', () => {
  it('names a month in the UI language and leaves anything else as it is', () => {
    expect(formatMonth('2026-06', 'CN')).toBe('2026年6月');
    expect(formatMonth('2026-06', 'EN')).toBe('June 2026');
    expect(formatMonth('2026-12', 'FRENCH')).toBe('décembre 2026');
    expect(formatMonth('2026-6', 'EN')).toBe('2026-6');
  });
});

describe('placeWhere', () => {
  it('leads with the region unless the address already names it', () => {
    expect(placeWhere('都江堰市', '成都市都江堰市公园路1号', ' · ')).toBe('成都市都江堰市公园路1号');
    expect(placeWhere('锦江区', '红星路二段', ' · ')).toBe('锦江区 · 红星路二段');
    expect(placeWhere('Yangshuo County', '12 West Street, Yangshuo County, Guilin', ' ')).toBe('12 West Street, Yangshuo County, Guilin');
    expect(placeWhere(null, '红星路', ' ')).toBe('红星路');
    expect(placeWhere('锦江区', null, ' ')).toBe('锦江区');
  });
});
