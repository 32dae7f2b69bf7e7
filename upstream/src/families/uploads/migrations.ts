/** The uploads family's table: every file stored, by its content-addressed name. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'uploaded files',
    sql: `
      CREATE TABLE uploaded_files (
        name TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        kind TEXT NOT NULL,
        size INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
