/** The live family's table: the streams. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'live streams',
    sql: `
      CREATE TABLE live_streams (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        anchor TEXT NOT NULL,
        summary TEXT NOT NULL,
        cover TEXT NOT NULL,
        scenic_id INTEGER,
        scenic_name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER,
        replay INTEGER NOT NULL DEFAULT 1,
        top INTEGER NOT NULL DEFAULT 0,
        view_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX live_streams_site ON live_streams (site_code, sort, id);
    `,
  },
];
