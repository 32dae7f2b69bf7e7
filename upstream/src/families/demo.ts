/**
 * What the families' demo data stand on: the demo sites with their language, each site's scenic
 * areas (names and coordinates) from the places table, and the China days around the seed's now.
 */
import type Database from 'better-sqlite3';
import { chinaDate, chinaDayStart } from '../time.ts';

/** The upstream's siteLanguage values of the demo sites. */
export type SiteLanguage = 'CN' | 'FRENCH' | 'EN' | 'JAPANESE' | 'KOREAN';

/** A family's words in every demo site language. */
export type InLanguages<T> = Readonly<Record<SiteLanguage, T>>;

/** A sites row's site_language → SiteLanguage (anything else: CN). */
export function siteLanguageOf(value: string | null | undefined): SiteLanguage {
  return value === 'FRENCH' || value === 'EN' || value === 'JAPANESE' || value === 'KOREAN' ? value : 'CN';
}

export interface DemoSite {
  siteCode: string;
  name: string;
  /** True for the French-language site (its demo content is in French). */
  french: boolean;
  /** The site's language: its demo content is written in it. */
  language: SiteLanguage;
}

export interface DemoScenic {
  id: number;
  name: string;
  longitude: number;
  latitude: number;
  regionName: string;
  /** The place's own address, in the site's language. */
  address: string;
  /** Its national A-level (5 for AAAAA), 0 when it has none. */
  level: number;
}

/** Whether a site runs the Xinjiang edition: its region is in Xinjiang (area codes 65…). */
export function isXinjiangEdition(region: string): boolean {
  return region.startsWith('65');
}

/** Every demo site in seed order, the Xinjiang edition's included. */
export function everyDemoSite(db: Database.Database): (DemoSite & { region: string })[] {
  const rows = db.prepare('SELECT site_code, name, site_language, region FROM sites ORDER BY id').all() as {
    site_code: string;
    name: string;
    site_language: string;
    region: string;
  }[];
  return rows.map((r) => ({
    siteCode: r.site_code,
    name: r.name,
    french: r.site_language === 'FRENCH',
    language: siteLanguageOf(r.site_language),
    region: r.region,
  }));
}

/**
 * The demo sites the families' generic per-site demo data covers (stand-in places at a site's
 * centre, the shared service-menu entries). The Xinjiang edition's sites carry the regional
 * family's pages and places instead: a stand-in there would put another city's coordinates under
 * their name.
 */
export function demoSites(db: Database.Database): DemoSite[] {
  return everyDemoSite(db)
    .filter((s) => !isXinjiangEdition(s.region))
    .map(({ region: _region, ...site }) => site);
}

/** The site's scenic areas (at least one: a stand-in at the site's centre when it has none). */
export function demoScenics(db: Database.Database, site: DemoSite): DemoScenic[] {
  const rows = db
    .prepare(
      `SELECT id, name, longitude, latitude, region_name, address, level FROM places
       WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' ORDER BY sort, id LIMIT 12`,
    )
    .all(site.siteCode) as {
    id: number;
    name: string;
    longitude: number;
    latitude: number;
    region_name: string;
    address: string;
    level: string | null;
  }[];
  if (rows.length > 0)
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      longitude: r.longitude,
      latitude: r.latitude,
      regionName: r.region_name,
      address: r.address,
      level: /^A{1,5}$/.test(r.level ?? '') ? (r.level ?? '').length : 0,
    }));
  return [{ id: 0, name: site.name, longitude: 98.29, latitude: 39.8, regionName: site.name, address: site.name, level: 0 }];
}

/** Spread between two demo coordinates: a few hundred metres around a scenic area. */
export function near(value: number, rng: () => number, spread = 0.01): number {
  return Math.round((value + (rng() * 2 - 1) * spread) * 1e6) / 1e6;
}

/** The media every demo video and audio points at (routes/files.ts serves them). */
export const VIDEO_FILE = (name: string) => `@/files/media/${name}.webm`;
export const AUDIO_FILE = (name: string) => `@/files/media/${name}.ogg`;

/** Instant of "HH:mm" China time on the day `dayOffset` days from the China day of `nowMs`. */
export function dayAt(nowMs: number, dayOffset: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return chinaDayStart(nowMs, dayOffset) + h * 3_600_000 + m * 60_000;
}

/** "yyyy-MM-dd" of the China day `dayOffset` days from the China day of `nowMs`. */
export function dayString(nowMs: number, dayOffset = 0): string {
  const { year, month, day } = chinaDate(chinaDayStart(nowMs, dayOffset) + 3_600_000);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
