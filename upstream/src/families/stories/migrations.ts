/** The stories family's tables: topics, stories, story tags. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'topics, stories, story tags',
    sql: `
      CREATE TABLE story_topics (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        rule TEXT NOT NULL,
        cover TEXT NOT NULL,
        topic_type TEXT NOT NULL CHECK (topic_type IN ('story', 'works', 'pk')),
        ich_works INTEGER NOT NULL DEFAULT 0,
        pk_sides TEXT NOT NULL DEFAULT '',
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        show_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX story_topics_site ON story_topics (site_code, sort, start_time);
      CREATE TABLE story_tags (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX story_tags_site ON story_tags (site_code, sort);
      CREATE TABLE stories (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        story_type TEXT NOT NULL CHECK (story_type IN ('story', 'strategy')),
        topic_id INTEGER REFERENCES story_topics (id),
        pk_side TEXT CHECK (pk_side IN ('A', 'B')),
        craft TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        tag_ids TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '',
        img_width INTEGER,
        img_height INTEGER,
        resource_type TEXT,
        resource_id INTEGER,
        resource_name TEXT NOT NULL DEFAULT '',
        resource_region_name TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '',
        days INTEGER,
        cost INTEGER,
        travel_month INTEGER,
        source_url TEXT NOT NULL DEFAULT '',
        user_id INTEGER REFERENCES users (id),
        author_name TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL DEFAULT 0,
        reject_reason TEXT NOT NULL DEFAULT '',
        show_num INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        published_at INTEGER
      );
      CREATE INDEX stories_site ON stories (site_code, status, story_type, published_at);
      CREATE INDEX stories_topic ON stories (topic_id, status, pk_side);
      CREATE INDEX stories_user ON stories (user_id, created_at);
      -- one PK entry per user and debate
      CREATE UNIQUE INDEX stories_pk_once ON stories (topic_id, user_id) WHERE pk_side IS NOT NULL AND user_id IS NOT NULL;
    `,
  },
];
