/**
 * The stories family (API.md "Stories, travel strategies and topics"): topics (story, works and
 * PK debates) with their rules and dates, the stories, works and PK entries people post to them,
 * travel strategies, story tags; saving through `saveStoryStrategy` with moderation (waiting,
 * published, rejected with a reason), deleting one's own; likes, favourites and comments through
 * the interaction and comment paths (resourceTables).
 */
import type { UpstreamFamily } from '../../family.ts';
import { STORY_TYPE } from '../../resources.ts';
import { migrations } from './migrations.ts';
import { PUBLISHED, TOPIC_TYPE } from './store.ts';
import { registerStoryDevRoutes, registerStoryRoutes } from './routes.ts';
import { seedStories } from './seed.ts';

export const storiesFamily: UpstreamFamily = {
  name: 'stories',
  migrations,
  seed: seedStories,
  routes: registerStoryRoutes,
  devRoutes: registerStoryDevRoutes,
  resourceTables: [
    // only published stories can be liked, favourited and commented
    { type: STORY_TYPE, table: 'stories', nameSql: 'title', imagesSql: 'images', whereSql: `status = ${PUBLISHED}` },
    { type: TOPIC_TYPE, table: 'story_topics', nameSql: 'title', imagesSql: 'cover' },
  ],
  referencePaths: ['res/api/story/tags'],
};
