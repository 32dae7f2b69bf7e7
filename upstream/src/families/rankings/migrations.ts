/** The rankings family's table: last week's boards. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: "last week's ranking boards",
    sql: `
      CREATE TABLE rank_history (
        site_code TEXT NOT NULL,
        board TEXT NOT NULL,
        item_id INTEGER NOT NULL,
        last_rank INTEGER NOT NULL,
        PRIMARY KEY (site_code, board, item_id)
      );
    `,
  },
];
