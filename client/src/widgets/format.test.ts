import { describe, expect, it } from 'vitest';
import { chinaDay, dayPart, formatRelative } from './format';

const NOW = Date.parse('2026-11-25T10:00:00+08:00');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelative (doc 3 relative-date rules)', () => {
  it('under 10 seconds is "just now", then seconds, minutes and hours', () => {
    expect(formatRelative(at(-5 * S), 'EN', NOW)).toBe('now');
    expect(formatRelative(at(-5 * S), 'CN', NOW)).toBe('现在');
    expect(formatRelative(at(-42 * S), 'EN', NOW)).toBe('42 seconds ago');
    expect(formatRelative(at(-7 * M), 'EN', NOW)).toBe('7 minutes ago');
    expect(formatRelative(at(-3 * H), 'EN', NOW)).toBe('3 hours ago');
    expect(formatRelative(at(-3 * H), 'CN', NOW)).toBe('3小时前');
    expect(formatRelative(at(2 * H), 'FRENCH', NOW)).toBe('dans 2 heures');
  });

  it('yesterday and tomorrow with the time; other days within 5 days as days; beyond, yyyy-MM-dd', () => {
    expect(formatRelative('2026-11-24T20:15:00+08:00', 'EN', NOW)).toBe('yesterday 20:15');
    expect(formatRelative('2026-11-24T20:15:00+08:00', 'CN', NOW)).toBe('昨天 20:15');
    expect(formatRelative('2026-11-26T09:05:00+08:00', 'EN', NOW)).toBe('tomorrow 09:05');
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

describe('dayPart (doc 3 day-part labels)', () => {
  it('morning before 12, afternoon before 17, evening otherwise', () => {
    expect(dayPart('2026-11-25T11:59:00+08:00')).toBe('morning');
    expect(dayPart('2026-11-25T12:00:00+08:00')).toBe('afternoon');
    expect(dayPart('2026-11-25T16:59:00+08:00')).toBe('afternoon');
    expect(dayPart('2026-11-25T17:00:00+08:00')).toBe('evening');
    expect(dayPart('2026-11-25T01:00:00+08:00')).toBe('morning');
  });
});
