/** The convenience family's table: the facilities. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'convenience facilities',
    sql: `
      CREATE TABLE convenience_facilities (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        open_time TEXT NOT NULL DEFAULT '',
        remark TEXT NOT NULL DEFAULT '',
        parking_total INTEGER,
        parking_free INTEGER,
        scenic_id INTEGER,
        sort INTEGER NOT NULL
      );
      CREATE INDEX convenience_facilities_site ON convenience_facilities (site_code, type, sort, id);
    `,
  },
];
