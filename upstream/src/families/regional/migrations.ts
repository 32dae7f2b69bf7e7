/** The regional family's tables: the Xinjiang edition's places, routes, channels, services and health codes. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'the regional pages: hot places and panoramas, self-drive routes, channels, services, health codes',
    sql: `
      -- a hot place (kind HOT) or a panorama (kind PANORAMA) of the edition's site
      CREATE TABLE regional_places (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL,
        image TEXT NOT NULL,
        region_name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        heat INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX regional_places_site ON regional_places (site_code, kind, sort, id);
      -- a self-drive route: its stops in order, separated by '|'
      CREATE TABLE regional_routes (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL,
        cover TEXT NOT NULL,
        days INTEGER NOT NULL,
        distance_km INTEGER NOT NULL,
        stops TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX regional_routes_site ON regional_routes (site_code, sort, id);
      CREATE TABLE regional_channels (
        site_code TEXT NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (site_code, code)
      );
      CREATE TABLE regional_articles (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        channel_code TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        cover TEXT NOT NULL,
        published_at INTEGER NOT NULL
      );
      CREATE INDEX regional_articles_channel ON regional_articles (site_code, channel_code, published_at DESC, id);
      -- the common services: a phone line in a group
      CREATE TABLE regional_services (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        group_name TEXT NOT NULL,
        name TEXT NOT NULL,
        icon TEXT NOT NULL,
        phone TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX regional_services_site ON regional_services (site_code, sort, id);
      -- a user's health code on a site: GREEN, YELLOW or RED, issued on first request
      CREATE TABLE regional_health_codes (
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        color TEXT NOT NULL,
        checked_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, site_code)
      );
    `,
  },
];
