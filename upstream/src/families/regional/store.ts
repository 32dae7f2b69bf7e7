/** Every SQL statement of the regional family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export type RegionalPlaceKind = 'HOT' | 'PANORAMA';
export type HealthColor = 'GREEN' | 'YELLOW' | 'RED';

export interface RegionalPlaceRow {
  id: number;
  name: string;
  summary: string;
  image: string;
  region_name: string;
  address: string;
  longitude: number;
  latitude: number;
  heat: number;
}

export interface RegionalRouteRow {
  id: number;
  name: string;
  summary: string;
  cover: string;
  days: number;
  distance_km: number;
  stops: string;
}

export interface RegionalChannelRow {
  code: string;
  name: string;
}

export interface RegionalArticleRow {
  id: number;
  channel_code: string;
  title: string;
  summary: string;
  cover: string;
  published_at: number;
}

export interface RegionalServiceRow {
  id: number;
  group_name: string;
  name: string;
  icon: string;
  phone: string;
}

export interface HealthCodeRow {
  color: HealthColor;
  checked_at: number;
}

interface Page {
  offset: number;
  pageSize: number;
}

export function regionalStore(db: Database.Database) {
  const sql = statementsOf(db);
  const count = (text: string, ...args: unknown[]) => (sql(text).get(...args) as { n: number }).n;
  return {
    places(site: string, kind: RegionalPlaceKind, page: Page): { rows: RegionalPlaceRow[]; total: number } {
      return {
        rows: sql('SELECT * FROM regional_places WHERE site_code = ? AND kind = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(
          site,
          kind,
          page.pageSize,
          page.offset,
        ) as RegionalPlaceRow[],
        total: count('SELECT COUNT(*) AS n FROM regional_places WHERE site_code = ? AND kind = ?', site, kind),
      };
    },
    routes(site: string, page: Page): { rows: RegionalRouteRow[]; total: number } {
      return {
        rows: sql('SELECT * FROM regional_routes WHERE site_code = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(
          site,
          page.pageSize,
          page.offset,
        ) as RegionalRouteRow[],
        total: count('SELECT COUNT(*) AS n FROM regional_routes WHERE site_code = ?', site),
      };
    },
    channels: (site: string) =>
      sql('SELECT code, name FROM regional_channels WHERE site_code = ? ORDER BY sort, code').all(site) as RegionalChannelRow[],
    channelExists: (site: string, code: string) =>
      sql('SELECT 1 FROM regional_channels WHERE site_code = ? AND code = ?').get(site, code) !== undefined,
    articles(site: string, channel: string, page: Page): { rows: RegionalArticleRow[]; total: number } {
      return {
        rows: sql(
          'SELECT * FROM regional_articles WHERE site_code = ? AND channel_code = ? ORDER BY published_at DESC, id LIMIT ? OFFSET ?',
        ).all(site, channel, page.pageSize, page.offset) as RegionalArticleRow[],
        total: count('SELECT COUNT(*) AS n FROM regional_articles WHERE site_code = ? AND channel_code = ?', site, channel),
      };
    },
    services: (site: string) =>
      sql('SELECT * FROM regional_services WHERE site_code = ? ORDER BY sort, id').all(site) as RegionalServiceRow[],
    /** The user's health code on the site, issued green at `now` on the first request. */
    healthCode(user: number, site: string, now: number): HealthCodeRow {
      sql(`INSERT OR IGNORE INTO regional_health_codes (user_id, site_code, color, checked_at) VALUES (?, ?, 'GREEN', ?)`).run(
        user,
        site,
        now,
      );
      return sql('SELECT color, checked_at FROM regional_health_codes WHERE user_id = ? AND site_code = ?').get(
        user,
        site,
      ) as HealthCodeRow;
    },
  };
}
