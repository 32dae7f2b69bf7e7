import type { FamilyMigration } from '../../family.ts';

/** The comments' tables (append only: never edit an applied migration). */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'emoticons, review tags in each site language, comments with their tags, replies',
    adopts: ['emoticons', 'comment_tags', 'comments', 'comment_tag_links', 'comment_replies'],
    sql: `
      CREATE TABLE emoticons (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        face TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE comment_tags (
        id INTEGER PRIMARY KEY,
        resource_type TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        -- a site lists the review tags of its own language (CN where it has none of its own)
        language TEXT NOT NULL DEFAULT 'CN'
      );
      CREATE INDEX comment_tags_type ON comment_tags (resource_type, language, sort, id);
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users (id),
        content TEXT NOT NULL,
        star INTEGER,
        emoticon_ids TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX comments_resource ON comments (resource_type, resource_id, created_at, id);
      CREATE INDEX comments_user ON comments (user_id, created_at, id);
      CREATE TABLE comment_tag_links (
        comment_id INTEGER NOT NULL REFERENCES comments (id),
        tag_id INTEGER NOT NULL REFERENCES comment_tags (id),
        PRIMARY KEY (comment_id, tag_id)
      );
      CREATE TABLE comment_replies (
        id INTEGER PRIMARY KEY,
        comment_id INTEGER NOT NULL REFERENCES comments (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX comment_replies_comment ON comment_replies (comment_id, created_at, id);
    `,
  },
];
