/** The points family's table: the points ledger, one row per award. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'points ledger',
    sql: `
      CREATE TABLE point_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        award_key TEXT NOT NULL,
        points INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX point_records_award ON point_records (user_id, award_key);
      CREATE INDEX point_records_history ON point_records (user_id, created_at);
    `,
  },
];
