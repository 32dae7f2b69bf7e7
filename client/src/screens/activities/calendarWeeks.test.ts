import { describe, expect, it } from 'vitest';
import { shownWeek, weeks } from './calendarWeeks';

const day = (date: string, hasActivities = false) => ({ date, hasActivities });
// November 2026 starts on a Sunday: six blanks lead (weeks start on Monday)
const november = weeks([
  ...Array.from({ length: 6 }, () => null),
  ...Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i === 19)),
]);

describe('the folded activity calendar', () => {
  it('cuts the month into rows of seven', () => {
    expect(november.map((r) => r.length)).toEqual([7, 7, 7, 7, 7, 1]);
  });
  it("shows today's week when today is in the month", () => {
    expect(shownWeek(november, '2026-11-29')).toBe(4);
    expect(shownWeek(november, '2026-11-01')).toBe(0);
  });
  it('else the first week with an activity, else the first', () => {
    expect(shownWeek(november, '2026-12-05')).toBe(3);
    expect(shownWeek(weeks([day('2027-01-01'), day('2027-01-02')]), '2026-12-05')).toBe(0);
  });
});
