/** The activity calendar's rows of days. */

/** Cells in rows of seven (the grid's rows). */
export function weeks<T>(cells: T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/**
 * The week a folded calendar shows: today's when today is in the month, else the first with an
 * activity, else the first.
 */
export function shownWeek(rows: readonly (readonly ({ date: string; hasActivities: boolean } | null)[])[], today: string): number {
  const at = (test: (d: { date: string; hasActivities: boolean }) => boolean) =>
    rows.findIndex((row) => row.some((d) => d != null && test(d)));
  const todays = at((d) => d.date === today);
  if (todays >= 0) return todays;
  return Math.max(
    0,
    at((d) => d.hasActivities),
  );
}
