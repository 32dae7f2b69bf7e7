/** The analytics family's tables: one per kind of record the app sends, each with its site and time. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'page views, stay-time log, function clicks, browse and stream-media records',
    sql: `
      CREATE TABLE analytics_page_views (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        client_type TEXT NOT NULL,
        module TEXT NOT NULL DEFAULT '',
        path TEXT NOT NULL,
        visitor TEXT NOT NULL DEFAULT '',
        user_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_page_views_site ON analytics_page_views (site_code, created_at);
      CREATE TABLE analytics_stays (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        project TEXT NOT NULL DEFAULT '',
        client_type TEXT NOT NULL,
        status INTEGER NOT NULL,
        unique_id TEXT NOT NULL,
        region_code TEXT NOT NULL DEFAULT '',
        module TEXT NOT NULL DEFAULT '',
        special TEXT NOT NULL DEFAULT '',
        region TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_stays_site ON analytics_stays (site_code, created_at);
      CREATE TABLE analytics_function_clicks (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        function_type TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        user_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_function_clicks_site ON analytics_function_clicks (site_code, created_at);
      CREATE TABLE analytics_browses (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        user_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_browses_site ON analytics_browses (site_code, created_at);
      CREATE TABLE analytics_stream_media (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        click_type INTEGER NOT NULL,
        operation_type INTEGER NOT NULL,
        user_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_stream_media_site ON analytics_stream_media (site_code, created_at);
    `,
  },
];
