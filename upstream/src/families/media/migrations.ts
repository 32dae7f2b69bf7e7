/** The media family's tables: short videos with their likes and comments, and the multimedia library. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'stream media and the multimedia library',
    sql: `
      CREATE TABLE stream_media (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        video TEXT NOT NULL,
        cover TEXT NOT NULL,
        author TEXT NOT NULL,
        author_unid TEXT NOT NULL,
        scenic_id INTEGER,
        scenic_name TEXT NOT NULL,
        duration INTEGER NOT NULL,
        like_num INTEGER NOT NULL DEFAULT 0,
        comment_num INTEGER NOT NULL DEFAULT 0,
        view_num INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX stream_media_site ON stream_media (site_code, created_at, id);
      CREATE TABLE stream_media_likes (
        media_id INTEGER NOT NULL REFERENCES stream_media (id),
        user_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (media_id, user_id)
      );
      CREATE TABLE stream_media_comments (
        id INTEGER PRIMARY KEY,
        media_id INTEGER NOT NULL REFERENCES stream_media (id),
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX stream_media_comments_media ON stream_media_comments (media_id, created_at, id);
      CREATE TABLE media_library (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        file TEXT NOT NULL,
        cover TEXT NOT NULL,
        scenic_id INTEGER,
        scenic_name TEXT NOT NULL,
        duration INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX media_library_site ON media_library (site_code, kind, id);
    `,
  },
];
