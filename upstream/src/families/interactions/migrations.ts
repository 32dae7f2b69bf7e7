import type { FamilyMigration } from '../../family.ts';

/** The interactions' tables (append only: never edit an applied migration). */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'interaction counters and per-user interaction state (likes, favourites, follows)',
    adopts: ['interactions', 'user_interactions'],
    sql: `
      CREATE TABLE interactions (
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        like_num INTEGER NOT NULL DEFAULT 0,
        collection_num INTEGER NOT NULL DEFAULT 0,
        comment_num INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (resource_type, resource_id)
      );
      CREATE TABLE user_interactions (
        user_id TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        liked INTEGER NOT NULL DEFAULT 0,
        collected INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL,
        followed INTEGER NOT NULL DEFAULT 0,
        collected_at INTEGER,
        PRIMARY KEY (user_id, resource_type, resource_id)
      );
    `,
  },
];
