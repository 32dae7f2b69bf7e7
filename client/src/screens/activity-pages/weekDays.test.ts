import { describe, expect, it } from 'vitest';
import { monthsOf, sevenDays } from './weekDays';

describe('the week strip', () => {
  it('counts seven days on across a month end, each with its weekday', () => {
    const days = sevenDays('2026-11-28');
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days[0]!.weekday).toBe('SATURDAY');
    expect(days[2]!.weekday).toBe('MONDAY');
    expect(monthsOf(days)).toEqual(['2026-11', '2026-12']);
    expect(monthsOf(sevenDays('2026-11-02'))).toEqual(['2026-11', null]);
  });
});
