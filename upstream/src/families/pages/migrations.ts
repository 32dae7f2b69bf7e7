/** The pages family's tables: the operators' page definitions and their ordered sections. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'page definitions and their sections',
    sql: `
      CREATE TABLE pages (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        page_key TEXT NOT NULL,
        title TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (site_code, page_key)
      );
      CREATE TABLE page_sections (
        id INTEGER PRIMARY KEY,
        page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
        sort INTEGER NOT NULL,
        type TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        layout TEXT NOT NULL DEFAULT '',
        config TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX page_sections_page ON page_sections (page_id, sort, id);
    `,
  },
];
