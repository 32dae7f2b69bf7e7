/** The place-news family's schema: the links are `content_links` rows; an index to list a news item's places. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'the places a news item is linked to',
    sql: `
      CREATE INDEX IF NOT EXISTS content_links_news ON content_links (news_id);
    `,
  },
];
