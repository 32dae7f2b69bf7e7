const LOCALE: Record<string, string> = { CN: 'zh-CN', EN: 'en-GB', FRENCH: 'fr-FR', JAPANESE: 'ja-JP', KOREAN: 'ko-KR' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * The date formatter of a locale and options, made once: building an Intl formatter costs far more
 * than formatting with it (a list of dated cards would build one per card, twice for a relative time).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** A date in the UI language, shown in China time (the platform's time zone). */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormat(LOCALE[lang] ?? 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Asia/Shanghai',
  }).format(d);
}

/** Today's date in China time (the platform's time zone), `yyyy-MM-dd`. */
export function chinaToday(): string {
  return chinaDay(Date.now());
}

/** The BCP 47 locale of a UI language. */
export function localeOf(lang: string): string {
  return LOCALE[lang] ?? 'zh-CN';
}

const CHINA = 'Asia/Shanghai';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The calendar day of an instant in China time, as yyyy-MM-dd (dates beyond 5 days show so). */
export function chinaDay(ms: number): string {
  // en-CA formats dates as yyyy-MM-dd
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: CHINA }).format(ms);
}

function dayIndex(ms: number): number {
  const [y, m, d] = chinaDay(ms).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY;
}

/**
 * The relative-date rules: within 5 days of now, under 10 seconds is "just now", then
 * seconds, minutes and hours; yesterday shows with the time; other days as days;
 * otherwise the date as yyyy-MM-dd. Worded by the platform (Intl.RelativeTimeFormat), not by a
 * table of our own. It tells when something happened (made, published, asked, answered): a moment
 * ahead of the device's clock (the server's clock runs ahead of it) is "just now", never "in 1
 * minute"; a date more than 5 days ahead still shows as the date.
 */
export function formatRelative(iso: string, lang: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  if (Math.abs(at - now) > 5 * DAY) return chinaDay(at);
  const locale = localeOf(lang);
  const rtf = relativeFormat(locale);
  const ago = Math.max(0, now - at);
  if (ago < 10 * SECOND) return rtf.format(0, 'second');
  if (ago < MINUTE) return rtf.format(-Math.floor(ago / SECOND), 'second');
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute');
  const days = dayIndex(at) - dayIndex(now);
  if (days === 0) return rtf.format(-Math.floor(ago / HOUR), 'hour');
  if (days === -1) {
    const time = dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: CHINA }).format(at);
    return `${rtf.format(days, 'day')} ${time}`;
  }
  return rtf.format(days, 'day');
}

/** The day-part labels: morning before 12, afternoon before 17, evening otherwise (China time). */
export function dayPart(iso: string): 'morning' | 'afternoon' | 'evening' {
  const hour = Number(dateFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: CHINA }).format(Date.parse(iso)));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** A calendar day (`yyyy-MM-dd`) in the UI language: "11月25日 周三", "Wed 25 November". */
export function formatDay(day: string, lang: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateFormat(localeOf(lang), {
    ...(options.year ? { year: 'numeric' } : {}),
    month: 'long',
    day: 'numeric',
    ...(options.weekday === false ? {} : { weekday: 'short' }),
    timeZone: 'UTC',
  }).format(at);
}

/** A month (`yyyy-MM`) in the UI language: "2026年6月", "June 2026". */
export function formatMonth(month: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return dateFormat(localeOf(lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, 1),
  );
}

/**
 * Where a place is, as a line: its region, then its address, unless the address already names the
 * region (a record's address often starts with its city and district: "成都市都江堰市…").
 */
export function placeWhere(regionName: string | null | undefined, address: string | null | undefined, separator: string): string {
  if (regionName && address?.includes(regionName)) return address;
  return [regionName, address].filter(Boolean).join(separator);
}
