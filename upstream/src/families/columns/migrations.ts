/** The columns family's tables. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'news columns and their sub-channels',
    sql: `
      CREATE TABLE news_columns (
        site_code TEXT NOT NULL,
        code TEXT NOT NULL,
        parent_code TEXT,
        name TEXT NOT NULL,
        introduce TEXT NOT NULL DEFAULT '',
        image TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL,
        PRIMARY KEY (site_code, code)
      );
      CREATE INDEX news_columns_parent ON news_columns (site_code, parent_code, sort);
    `,
  },
];
