import type { FamilyMigration } from '../../family.ts';

/**
 * The content's tables (append only: never edit an applied migration). The links of news to other
 * resources (`content_links`) are the brands family's, which made them.
 */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'news channels and news',
    adopts: ['news_channels', 'news'],
    sql: `
      CREATE TABLE news_channels (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        channel_code TEXT NOT NULL,
        channel_name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        UNIQUE (site_code, channel_code)
      );
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        channel_code TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        author TEXT,
        publish_time TEXT NOT NULL,
        content_type TEXT NOT NULL,
        top TEXT NOT NULL DEFAULT '0',
        show_num INTEGER NOT NULL DEFAULT 0,
        images TEXT NOT NULL,
        video TEXT,
        audio TEXT,
        source_url TEXT NOT NULL DEFAULT '',
        content_source TEXT NOT NULL DEFAULT 'ORIGINAL',
        content TEXT NOT NULL
      );
      CREATE INDEX news_site_order ON news (site_code, top, publish_time, id);
    `,
  },
  {
    version: 2,
    name: 'the news demo data is the family seed',
    // the places seed wrote the news before the family seeded them itself: a database that has them
    // already records the family's seed as done, so it does not write them twice
    sql: `
      INSERT OR IGNORE INTO family_seeds (family, seeded_at)
      SELECT 'content', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM news);
    `,
  },
];
