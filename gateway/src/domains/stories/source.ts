import type { StoryRow, StorySource, StoryTagRow, StoryTagSource, TopicRow, TopicSource } from './types.ts';
import { int, text } from '../../core/normalise.ts';

export function topicSource(row: TopicRow, detailed: boolean): TopicSource {
  return { __typename: 'Topic', id: String(row.id), row, detailed };
}

export function storySource(row: StoryRow, detailed: boolean): StorySource {
  return { __typename: 'Story', id: String(row.id), row, detailed, completeness: detailed ? 'detail' : 'list' };
}

export function tagSource(row: StoryTagRow): StoryTagSource {
  return {
    __typename: 'StoryTag',
    id: String(row.id),
    name: text(row.name) ?? String(row.id),
    storyCount: Math.max(0, int(row.storyNum) ?? 0),
  };
}
