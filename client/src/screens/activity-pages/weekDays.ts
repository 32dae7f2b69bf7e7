/** The seven days of the activity week strip from a day on (`yyyy-MM-dd`), with their weekday. */

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

export interface StripDay {
  date: string;
  weekday: (typeof WEEKDAYS)[number];
}

export function sevenDays(from: string): StripDay[] {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 7 }, (_, i) => {
    const at = new Date(Date.UTC(y, m - 1, d + i));
    return { date: at.toISOString().slice(0, 10), weekday: WEEKDAYS[(at.getUTCDay() + 6) % 7]! };
  });
}

/** The months (`yyyy-MM`) the days fall in: one or two. */
export function monthsOf(days: readonly StripDay[]): [string, string | null] {
  const first = days[0]!.date.slice(0, 7);
  const last = days[days.length - 1]!.date.slice(0, 7);
  return [first, last === first ? null : last];
}
