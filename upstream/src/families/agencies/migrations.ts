/** The agencies family's table: the licensed travel agencies of each site. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'travel agencies',
    sql: `
      CREATE TABLE travel_agencies (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        region_name TEXT NOT NULL,
        name TEXT NOT NULL,
        license_no TEXT NOT NULL,
        scope TEXT NOT NULL,
        address TEXT NOT NULL,
        phone TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX travel_agencies_site ON travel_agencies (site_code, region_name, sort, id);
    `,
  },
];
