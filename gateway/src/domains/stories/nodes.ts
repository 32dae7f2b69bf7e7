import type { NodeLoader } from '../../core/relay/node.ts';
import { storySource, tagSource, topicSource } from './source.ts';
import type { StorySource, StoryTagSource, TopicSource } from './types.ts';

export const storyNodeLoaders: Record<string, NodeLoader<StorySource | TopicSource | StoryTagSource>> = {
  Topic: async (rawId, ctx) => {
    const row = await ctx.loaders.stories.topic.load(rawId);
    return row ? topicSource(row, row.rule !== undefined) : null;
  },
  Story: async (rawId, ctx) => {
    const row = await ctx.loaders.stories.story.load(rawId);
    return row ? storySource(row, row.content !== undefined) : null;
  },
  StoryTag: async (rawId, ctx) => {
    const row = (await ctx.loaders.stories.tags.load(ctx.siteCode)).find((t) => String(t.id) === rawId);
    return row ? tagSource(row) : null;
  },
};
