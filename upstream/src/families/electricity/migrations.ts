/** The electricity family's tables: the users' free-electricity codes and the charging stations they work at. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'free electricity codes and charging stations',
    sql: `
      CREATE TABLE electricity_free (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        phone TEXT NOT NULL,
        code TEXT NOT NULL UNIQUE,
        free_kwh REAL NOT NULL,
        used_kwh REAL NOT NULL DEFAULT 0,
        valid_until INTEGER NOT NULL,
        issued_at INTEGER NOT NULL,
        UNIQUE (site_code, phone)
      );
      CREATE TABLE electricity_stations (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX electricity_stations_site ON electricity_stations (site_code, sort, id);
    `,
  },
];
