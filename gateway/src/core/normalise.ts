import { num } from './upstream/envelope.ts';

export { num };

/** An integer from a number or numeric string; null otherwise. */
export function int(value: unknown): number | null {
  const n = num(value);
  return n === null ? null : Math.trunc(n);
}

/** An upstream's yuan amount ("128.00", 128) in fen (an integer); null when it is not an amount. */
export function fen(value: unknown): number | null {
  const yuan = num(value);
  return yuan === null ? null : Math.round(yuan * 100);
}

/** A trimmed non-empty string; null for null, "" and non-strings. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** "1"/1/true → true. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((s): s is string => s !== null);
  if (typeof value === 'string')
    return value
      .split(',')
      .map(text)
      .filter((s): s is string => s !== null);
  return [];
}

export interface GeoPointValue {
  longitude: number;
  latitude: number;
}

/** Coordinates from strings or numbers; null when missing, unparsable or out of range. */
export function geoPoint(longitude: unknown, latitude: unknown): GeoPointValue | null {
  const lng = num(longitude);
  const lat = num(latitude);
  if (lng === null || lat === null) return null;
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
  if (lng === 0 && lat === 0) return null;
  return { longitude: lng, latitude: lat };
}

/**
 * `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, `yyyy/MM/dd HH:mm`) in China time → ISO-8601 with
 * +08:00. Null for "" and anything unparsable.
 */
export function chinaDateTime(value: unknown): string | null {
  const s = text(value);
  if (!s) return null;
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', se = '0'] = m;
  const pad = (v: string) => v.padStart(2, '0');
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return null;
  return `${y}-${pad(mo!)}-${pad(d!)}T${pad(h)}:${pad(mi)}:${pad(se)}+08:00`;
}

/** `H:mm`, `HH:mm` or `HH:mm:ss` → `HH:mm`; null otherwise. */
export function clockTime(value: unknown): string | null {
  const s = text(value);
  if (!s) return null;
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(s) ?? /(?:^|\s)(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(s);
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (h > 24 || mi > 59 || (h === 24 && mi !== 0)) return null;
  return `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
}

export type ScenicLevel = 'AAAAA' | 'AAAA' | 'AAA' | 'AA' | 'A';
export type HotelLevel = 'NON_STAR' | 'ONE_STAR' | 'TWO_STAR' | 'THREE_STAR' | 'FOUR_STAR' | 'FIVE_STAR';
export type VenueType = 'MUSEUM' | 'LIBRARY' | 'CULTURAL_CENTRE' | 'ART_GALLERY';

const SCENIC_LEVELS: readonly ScenicLevel[] = ['AAAAA', 'AAAA', 'AAA', 'AA', 'A'];
export function scenicLevel(value: unknown): ScenicLevel | null {
  const s = text(value)?.toUpperCase().replace(/级$/, '') ?? null;
  if (!s) return null;
  if ((SCENIC_LEVELS as readonly string[]).includes(s)) return s as ScenicLevel;
  const n = int(s.replace(/A$/, ''));
  return n !== null && n >= 1 && n <= 5 ? SCENIC_LEVELS[5 - n]! : null;
}

export const HOTEL_LEVELS: readonly HotelLevel[] = ['NON_STAR', 'ONE_STAR', 'TWO_STAR', 'THREE_STAR', 'FOUR_STAR', 'FIVE_STAR'];
/** "0" non-star, "1".."5" stars; missing → NON_STAR. */
export function hotelLevel(value: unknown): HotelLevel {
  const n = int(value);
  return n !== null && n >= 0 && n <= 5 ? HOTEL_LEVELS[n]! : 'NON_STAR';
}
export function hotelLevelParam(level: HotelLevel): string {
  return String(HOTEL_LEVELS.indexOf(level));
}

const VENUE_TYPES: Record<number, VenueType> = { 41: 'MUSEUM', 42: 'LIBRARY', 43: 'CULTURAL_CENTRE', 44: 'ART_GALLERY' };
export function venueType(value: unknown): VenueType | null {
  const n = int(value);
  return n !== null ? (VENUE_TYPES[n] ?? null) : null;
}
export function venueTypeParam(type: VenueType): string {
  const entry = Object.entries(VENUE_TYPES).find(([, v]) => v === type);
  return entry ? entry[0] : '';
}
