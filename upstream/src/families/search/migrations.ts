import type { FamilyMigration } from '../../family.ts';

/** The search service's tables (append only: never edit an applied migration). */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: "search: hot words per site and each user's search records",
    adopts: ['hot_words', 'search_records'],
    sql: `
      CREATE TABLE hot_words (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        search_num INTEGER NOT NULL DEFAULT 0,
        UNIQUE (site_code, name)
      );
      CREATE TABLE search_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        keyword TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, site_code, keyword)
      );
      CREATE INDEX search_records_user ON search_records (user_id, site_code, created_at DESC, id DESC);
    `,
  },
];
