/** The feedback family's tables: each site's feedback types and the users' feedback with its answer. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'feedback types and feedback',
    sql: `
      CREATE TABLE feedback_types (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX feedback_types_site ON feedback_types (site_code, sort);
      CREATE TABLE feedbacks (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        type_id INTEGER NOT NULL REFERENCES feedback_types (id),
        content TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '',
        contact TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL DEFAULT 0,
        reply TEXT,
        replier TEXT,
        replied_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX feedbacks_user ON feedbacks (user_id, site_code, created_at);
    `,
  },
];
