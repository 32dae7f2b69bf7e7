/** The activities family's tables: activities, their classifies and their sessions. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'activities, classifies, sessions',
    adopts: ['activities', 'activity_classifies', 'activity_sessions'],
    sql: `
      CREATE TABLE activities (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        type TEXT NOT NULL,
        method TEXT NOT NULL,
        faith_use_status TEXT NOT NULL DEFAULT '0',
        faith_audit_status TEXT NOT NULL DEFAULT '0',
        faith_score INTEGER,
        address TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        classify_name TEXT NOT NULL,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        -- the seats as first written (the sessions hold them now: stock is derived from them)
        stock INTEGER NOT NULL,
        total_stock INTEGER NOT NULL,
        -- the dates as first written, day offsets from the seed's today (sign_start… hold them now)
        sign_start_day INTEGER NOT NULL,
        sign_end_day INTEGER NOT NULL,
        use_start_day INTEGER NOT NULL,
        use_end_day INTEGER NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL,
        classify_id INTEGER,
        tag_names TEXT NOT NULL DEFAULT '',
        city_region_names TEXT NOT NULL DEFAULT '',
        latitude REAL,
        longitude REAL,
        jump_url TEXT NOT NULL DEFAULT '',
        need_audit TEXT NOT NULL DEFAULT '0',
        cancel_status TEXT NOT NULL DEFAULT '1',
        cancel_time TEXT NOT NULL DEFAULT '24',
        max_order_num INTEGER NOT NULL DEFAULT 2,
        phone TEXT NOT NULL DEFAULT '',
        sign_start INTEGER,
        sign_end INTEGER,
        use_start INTEGER,
        use_end INTEGER,
        entry_notes TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX activities_site ON activities (site_code, sort, id);
      CREATE TABLE activity_classifies (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        icon TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE activity_sessions (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES activities (id),
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        total_stock INTEGER NOT NULL,
        -- seats taken outside the demo users' orders (other visitors): stock = total - external - live orders
        external_taken INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX activity_sessions_activity ON activity_sessions (activity_id, start_time);
    `,
  },
];
