import type { DomainModule } from '../../core/module.ts';
import { createStoryLoaders } from './loaders.ts';
import type { StoryLoaders } from './loaders.ts';
import { storyErrorTexts } from './messages.ts';
import { storyNodeLoaders } from './nodes.ts';
import { storyResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    stories: StoryLoaders;
  }
}

/**
 * The stories domain (topics, stories, travel strategies, works, PK entries, story tags): its SDL
 * is `schema.graphql` beside this file. Stories and topics are liked, favourited (and stories
 * commented) through the interactions and comments domains.
 */
export const storiesModule: DomainModule = {
  name: 'stories',
  resolvers: storyResolvers,
  nodes: { ...storyNodeLoaders },
  loaders: { stories: createStoryLoaders },
  errorTexts: storyErrorTexts,
  refusals: [
    [/请输入标题/, 'STORY_TITLE_REQUIRED'],
    [/标题过长/, 'STORY_TITLE_TOO_LONG'],
    [/请输入内容/, 'STORY_TEXT_REQUIRED'],
    [/内容过长/, 'STORY_TEXT_TOO_LONG'],
    [/请上传图片/, 'STORY_PICTURES_REQUIRED'],
    [/最多上传\d+张图片/, 'STORY_TOO_MANY_PICTURES'],
    [/图片不存在/, 'FILE_UNKNOWN'],
    [/标签不存在/, 'STORY_TAG_UNKNOWN'],
    [/最多选择\d+个标签/, 'TOO_MANY_TAGS'],
    [/地点不存在|话题不存在/, 'RESOURCE_NOT_FOUND'],
    [/话题尚未开始/, 'TOPIC_NOT_STARTED'],
    [/话题已结束/, 'TOPIC_OVER'],
    [/请选择立场/, 'PK_SIDE_REQUIRED'],
    [/已参与过本期PK/, 'PK_ALREADY_JOINED'],
    [/请填写非遗技艺/, 'CRAFT_REQUIRED'],
    [/请填写游玩天数/, 'TRIP_DAYS_INVALID'],
    [/人均花费不正确/, 'TRIP_COST_INVALID'],
    [/出行月份不正确/, 'TRAVEL_MONTH_INVALID'],
  ],
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

// What other domains use of this one (they import it from here only): nothing yet.
