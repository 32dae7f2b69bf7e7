/** The votes family's tables: votes, their works and the vote records. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'votes, works and vote records',
    sql: `
      CREATE TABLE votes (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        cover TEXT NOT NULL,
        description TEXT NOT NULL,
        rules TEXT NOT NULL,
        work_type TEXT NOT NULL,
        join_start INTEGER NOT NULL,
        join_end INTEGER NOT NULL,
        vote_start INTEGER NOT NULL,
        vote_end INTEGER NOT NULL,
        day_limit INTEGER NOT NULL,
        work_day_limit INTEGER NOT NULL,
        user_work_limit INTEGER NOT NULL,
        max_images INTEGER NOT NULL,
        allow_join INTEGER NOT NULL,
        need_audit INTEGER NOT NULL,
        visit_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE TABLE vote_works (
        id INTEGER PRIMARY KEY,
        vote_id INTEGER NOT NULL REFERENCES votes (id),
        user_id INTEGER,
        number INTEGER NOT NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '',
        video TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL,
        refuse_reason TEXT NOT NULL DEFAULT '',
        vote_num INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (vote_id, number)
      );
      CREATE INDEX vote_works_vote ON vote_works (vote_id, status, vote_num);
      CREATE INDEX vote_works_user ON vote_works (user_id, vote_id);
      CREATE TABLE vote_records (
        id INTEGER PRIMARY KEY,
        vote_id INTEGER NOT NULL,
        work_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX vote_records_user_day ON vote_records (vote_id, user_id, day);
    `,
  },
];
