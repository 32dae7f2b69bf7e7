import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { storiesTexts as texts } from './texts';
import type { StoryForm } from './StoryFormScreen';

/** A screen module of this family: its screen, the loader that preloads its query and its skeleton. */
type Page = { Skeleton: (props: Record<string, never>) => ReactNode };

const page = <M extends Page>(load: () => Promise<M>, pick: (m: M) => { loader?: RouteObject['loader']; node: ReactNode }) =>
  lazyScreen(load, (m) => ({ ...pick(m), skeleton: <m.Skeleton /> }), { texts });

const form = (kind: StoryForm) =>
  page(
    () => import('./StoryFormScreen'),
    (m) => ({ loader: m.storyFormLoader(kind), node: <m.StoryFormScreen form={kind} key={kind} /> }),
  );

/**
 * The family's screens by name, each a chunk of its own loaded when its route is first visited
 * (this module is itself loaded on the first visit to any of them: the home's first load carries
 * only the paths, routes.tsx).
 */
export const SCREENS = {
  time: page(
    () => import('./TimeScreen'),
    (m) => ({ loader: m.timeLoader, node: <m.TimeScreen /> }),
  ),
  photoWall: page(
    () => import('./PhotoWallScreen'),
    (m) => ({ loader: m.photoWallLoader, node: <m.PhotoWallScreen /> }),
  ),
  find: page(
    () => import('./FindScreen'),
    (m) => ({ loader: m.findLoader, node: <m.FindScreen /> }),
  ),
  timeList: page(
    () => import('./TimeListScreen'),
    (m) => ({ loader: m.timeListLoader, node: <m.TimeListScreen /> }),
  ),
  tagList: page(
    () => import('./TagListScreen'),
    (m) => ({ loader: m.tagListLoader, node: <m.TagListScreen /> }),
  ),
  topicList: page(
    () => import('./TopicListScreen'),
    (m) => ({ loader: m.topicListLoader, node: <m.TopicListScreen /> }),
  ),
  pkList: page(
    () => import('./TopicListScreen'),
    (m) => ({ loader: m.pkListLoader, node: <m.TopicListScreen pk /> }),
  ),
  topicDetail: page(
    () => import('./TopicDetailScreen'),
    (m) => ({ loader: m.topicDetailLoader, node: <m.TopicDetailScreen /> }),
  ),
  topicRule: page(
    () => import('./TopicRuleScreen'),
    (m) => ({ loader: m.topicRuleLoader, node: <m.TopicRuleScreen /> }),
  ),
  storyList: page(
    () => import('./StoryListScreen'),
    (m) => ({ loader: m.storyListLoader, node: <m.StoryListScreen /> }),
  ),
  storyDetail: page(
    () => import('./StoryDetailScreen'),
    (m) => ({ loader: m.storyDetailLoader, node: <m.StoryDetailScreen /> }),
  ),
  strategyList: page(
    () => import('./StrategyListScreen'),
    (m) => ({ loader: m.strategyListLoader, node: <m.StrategyListScreen /> }),
  ),
  findStrategy: page(
    () => import('./FindStrategyScreen'),
    (m) => ({ loader: m.findStrategyLoader, node: <m.FindStrategyScreen /> }),
  ),
  addStory: form('story'),
  addWork: form('work'),
  addPk: form('pk'),
  strategyForm: form('strategy'),
  tagPick: page(
    () => import('./StoryTagPickScreen'),
    (m) => ({ loader: m.storyTagPickLoader, node: <m.StoryTagPickScreen /> }),
  ),
  nowAddress: page(
    () => import('./NowAddressScreen'),
    (m) => ({ loader: m.nowAddressLoader, node: <m.NowAddressScreen /> }),
  ),
  userStory: page(
    () => import('./UserStoryScreen'),
    (m) => ({ loader: m.userStoryLoader, node: <m.UserStoryScreen /> }),
  ),
  userPk: page(
    () => import('./UserStoryScreen'),
    (m) => ({ loader: m.userPkLoader, node: <m.UserStoryScreen /> }),
  ),
};

export type ScreenName = keyof typeof SCREENS;
