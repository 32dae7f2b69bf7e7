/** Dates as the backend prints them: "yyyy-MM-dd HH:mm:ss" in China time (UTC+8). */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function formatChinaTime(epochMs: number): string {
  const d = new Date(epochMs + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Fixed reference instant for the demo data set (2025-11-20 10:00:00 China time): keeps seeding deterministic. */
export const DEMO_NOW_MS = Date.UTC(2025, 10, 20, 2, 0, 0);

export const DAY_MS = 24 * 3600 * 1000;

/** Calendar date of an instant in China time (month 1-12). */
export function chinaDate(epochMs: number): { year: number; month: number; day: number } {
  const d = new Date(epochMs + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Epoch ms of a China-time wall clock; month may overflow (13 = January next year), day is clamped to the month. */
export function chinaInstant(year: number, month: number, day: number, h = 0, m = 0, s = 0): number {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, daysInMonth), h, m, s) - CHINA_OFFSET_MS;
}

/** Midnight (China time) of the day of `epochMs`, shifted by `days`. */
export function chinaDayStart(epochMs: number, days = 0): number {
  const { year, month, day } = chinaDate(epochMs);
  return chinaInstant(year, month, day) + days * DAY_MS;
}

/** "yyyy-MM-dd" → [start, end) of that China day, or null when it is no such date. */
export function parseDay(text: string): [number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const start = chinaInstant(y, mo, d);
  if (formatChinaTime(start).slice(0, 10) !== text.trim()) return null;
  return [start, start + DAY_MS];
}
