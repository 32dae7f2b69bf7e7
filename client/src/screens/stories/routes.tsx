import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { WaterfallSkeleton } from './WaterfallSkeleton';
import { storiesTexts as texts } from './texts';
import type { StoryForm } from './StoryFormScreen';

const waterfall = <WaterfallSkeleton />;

const storyDetail = lazyScreen(() => import('./StoryDetailScreen'), (m) => ({ loader: m.storyDetailLoader, node: <m.StoryDetailScreen />, skeleton: <DetailSkeleton /> }), { texts });

const form = (kind: StoryForm) =>
  lazyScreen(() => import('./StoryFormScreen'), (m) => ({ loader: m.storyFormLoader(kind), node: <m.StoryFormScreen form={kind} key={kind} />, skeleton: <FormSkeleton /> }), { texts });

/**
 * Stories, strategies and topics (issue 15; doc 1 §2.1, §2.7): TIME (`/time`), RAIDERS
 * (`/strategy-list`) and TOPIC (`/topic-list`) and every page they lead to.
 */
export const storiesRoutes: RouteObject[] = [
  { path: '/time', lazy: lazyScreen(() => import('./TimeScreen'), (m) => ({ loader: m.timeLoader, node: <m.TimeScreen />, skeleton: waterfall }), { texts }) },
  { path: '/time-list', lazy: lazyScreen(() => import('./TimeListScreen'), (m) => ({ loader: m.timeListLoader, node: <m.TimeListScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/tag-list', lazy: lazyScreen(() => import('./TagListScreen'), (m) => ({ loader: m.tagListLoader, node: <m.TagListScreen />, skeleton: waterfall }), { texts }) },
  { path: '/topic-list', lazy: lazyScreen(() => import('./TopicListScreen'), (m) => ({ loader: m.topicListLoader, node: <m.TopicListScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/topic-detail/:id', lazy: lazyScreen(() => import('./TopicDetailScreen'), (m) => ({ loader: m.topicDetailLoader, node: <m.TopicDetailScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/topic-rule/:id', lazy: lazyScreen(() => import('./TopicRuleScreen'), (m) => ({ loader: m.topicRuleLoader, node: <m.TopicRuleScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/story-list/:id', lazy: lazyScreen(() => import('./StoryListScreen'), (m) => ({ loader: m.storyListLoader, node: <m.StoryListScreen />, skeleton: waterfall }), { texts }) },
  { path: '/story-detail/:id', lazy: storyDetail },
  { path: '/story-detail/:id/:type', lazy: storyDetail },
  { path: '/work-detail/:id', lazy: storyDetail },
  { path: '/work-detail/:id/:type', lazy: storyDetail },
  { path: '/strategy-detail/:id', lazy: storyDetail },
  { path: '/strategy-detail/:id/:type', lazy: storyDetail },
  { path: '/strategy-list', lazy: lazyScreen(() => import('./StrategyListScreen'), (m) => ({ loader: m.strategyListLoader, node: <m.StrategyListScreen />, skeleton: waterfall }), { texts }) },
  { path: '/find-strategy', lazy: lazyScreen(() => import('./FindStrategyScreen'), (m) => ({ loader: m.findStrategyLoader, node: <m.FindStrategyScreen />, skeleton: waterfall }), { texts }) },
  { path: '/add-story/:topicId/:storyId', lazy: form('story') },
  { path: '/add-work/:topicId/:storyId/:ichWorks', lazy: form('work') },
  { path: '/add-pk/:topicId/:storyId', lazy: form('pk') },
  { path: '/add-strategy/:storyId', lazy: form('strategy') },
  { path: '/strategy-edit/:storyId', lazy: form('strategy') },
  { path: '/add-story-tag', lazy: lazyScreen(() => import('./StoryTagPickScreen'), (m) => ({ loader: m.storyTagPickLoader, node: <m.StoryTagPickScreen />, skeleton: <FormSkeleton fields={2} /> }), { texts }) },
  { path: '/now-address', lazy: lazyScreen(() => import('./NowAddressScreen'), (m) => ({ loader: m.nowAddressLoader, node: <m.NowAddressScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/user-story', lazy: lazyScreen(() => import('./UserStoryScreen'), (m) => ({ loader: m.userStoryLoader, node: <m.UserStoryScreen />, skeleton: <ListSkeleton /> }), { texts }) },
];
