/** The agreements family's table: one row per site, kind and version. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'agreements',
    sql: `
      CREATE TABLE agreements (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        content TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX agreements_site_type ON agreements (site_code, type);
    `,
  },
];
