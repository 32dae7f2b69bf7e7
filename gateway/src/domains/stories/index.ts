import type { DomainModule } from '../../core/module.ts';
import { STORY_REFUSALS } from './refusals.ts';
import { createStoryLoaders } from './loaders.ts';
import type { StoryLoaders } from './loaders.ts';
import { storyErrorTexts } from './messages.ts';
import { storyNodeLoaders } from './nodes.ts';
import { storyResolvers } from './resolvers.ts';
import { photoWallResolvers } from './photo-wall.ts';
import { findResolvers } from './find.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    stories: StoryLoaders;
  }
}

/**
 * The stories domain (topics, stories, travel strategies, works, PK entries, story tags): its SDL
 * is `schema.graphql` beside this file. Stories and topics are liked, favourited (and stories
 * commented) through the interactions and comments domains; the photo wall of their pictures
 * (photo-wall.ts) and the find feed mixing them with the short videos (find.ts).
 */
export const storiesModule: DomainModule = {
  name: 'stories',
  resolvers: {
    ...storyResolvers,
    ...findResolvers,
    Query: { ...storyResolvers.Query, ...photoWallResolvers.Query, ...findResolvers.Query },
  },
  nodes: { ...storyNodeLoaders },
  loaders: { stories: createStoryLoaders },
  errorTexts: storyErrorTexts,
  // the upstream answers in the site's language: the vendor's Chinese words, and the reference
  // upstream's French, English, Japanese and Korean ones (upstream/src/families/stories/texts.ts)
  refusals: STORY_REFUSALS,
  resourceTypes: [
    { typeName: 'Story', resourceType: 'CONTENT_TYPE_STORY', detailPath: '/story-detail/{id}' },
    { typeName: 'Topic', resourceType: 'CONTENT_TYPE_TOPIC', detailPath: '/topic-detail/{id}' },
  ],
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'Story') {
      loaders.stories.story.clear(rawId);
      loaders.stories.storyDetail.clear(rawId);
    }
    if (typeName === 'Topic') {
      loaders.stories.topic.clear(rawId);
      loaders.stories.topicDetail.clear(rawId);
    }
  },
};

// What other domains use of this one (they import it from here only).
export { storySource } from './source.ts';
export { storyList } from './upstream.ts';
