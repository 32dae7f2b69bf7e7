import { chinaDateTime } from './normalise.ts';

/** `yyyy-MM-dd HH:mm:ss` China time (as the upstream sends) → epoch ms; null when unparsable. */
export function chinaMs(value: unknown): number | null {
  const iso = chinaDateTime(value);
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** An epoch-ms instant → ISO-8601 at +08:00 (China time), as the schema's DateTime. */
export function isoChina(ms: number | null): string | null {
  if (ms === null) return null;
  const d = new Date(ms + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+08:00`;
}

/** The China-time calendar day `yyyy-MM-dd` of an instant. */
export function chinaDay(ms: number): string {
  return isoChina(ms)!.slice(0, 10);
}

export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** True for a real calendar day `yyyy-MM-dd`. */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** True for a real month `yyyy-MM` (01 to 12). */
export function isMonth(value: string): boolean {
  const m = MONTH_PATTERN.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** The `count` China-time days from the day of `now`, `yyyy-MM-dd`. */
export function nextDays(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => chinaDay(now + i * 86_400_000));
}
