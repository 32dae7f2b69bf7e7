import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { heritageTexts } from './texts';
import type { HeritageTab } from './tabs';

const texts = { texts: heritageTexts };

const lists = (tab: HeritageTab) =>
  lazyScreen(
    () => import('./HeritageListsScreen'),
    (m) => ({ loader: m.heritageListsLoader(tab), node: <m.HeritageListsScreen />, skeleton: <ListSkeleton /> }),
    texts,
  );
const baseDetail = (experience: boolean) =>
  lazyScreen(
    () => import('./HeritageBaseDetailScreen'),
    (m) => ({ loader: m.heritageBaseDetailLoader(experience), node: <m.HeritageBaseDetailScreen />, skeleton: <DetailSkeleton /> }),
    texts,
  );
const media = (kind: 'VIDEO' | 'AUDIO') =>
  lazyScreen(
    () => import('./HeritageMediaScreen'),
    (m) => ({ loader: m.heritageMediaLoader(kind), node: <m.HeritageMediaScreen />, skeleton: <ListSkeleton /> }),
    texts,
  );
const video = media('VIDEO');
const audio = media('AUDIO');

/** The intangible-heritage screens under the spec's addresses. */
export const HERITAGE_ROUTES: RouteObject[] = [
  {
    path: '/intangible-index',
    lazy: lazyScreen(
      () => import('./HeritageHomeScreen'),
      (m) => ({ loader: m.heritageHomeLoader, node: <m.HeritageHomeScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/project-list', lazy: lists('PROJECTS') },
  { path: '/successor-list', lazy: lists('INHERITORS') },
  { path: '/experience-list', lazy: lists('EXPERIENCE_BASES') },
  { path: '/inheritance-list', lazy: lists('PROTECTION_BASES') },
  {
    path: '/project-desc/:id',
    lazy: lazyScreen(
      () => import('./HeritageProjectDetailScreen'),
      (m) => ({ loader: m.heritageProjectDetailLoader, node: <m.HeritageProjectDetailScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/successor-desc/:id',
    lazy: lazyScreen(
      () => import('./HeritageInheritorDetailScreen'),
      (m) => ({ loader: m.heritageInheritorDetailLoader, node: <m.HeritageInheritorDetailScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/experience-desc/:id', lazy: baseDetail(true) },
  { path: '/inheritance-desc/:id', lazy: baseDetail(false) },
  {
    path: '/intangible-food',
    lazy: lazyScreen(
      () => import('./HeritageFoodListScreen'),
      (m) => ({ loader: m.heritageFoodListLoader, node: <m.HeritageFoodListScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/intangible-food-desc/:id',
    lazy: lazyScreen(
      () => import('./HeritageFoodDetailScreen'),
      (m) => ({ loader: m.heritageFoodDetailLoader, node: <m.HeritageFoodDetailScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/intangible-news',
    lazy: lazyScreen(
      () => import('./HeritageNewsListScreen'),
      (m) => ({ loader: m.heritageNewsListLoader, node: <m.HeritageNewsListScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/intangible-news-desc/:id',
    lazy: lazyScreen(
      () => import('./HeritageNewsDetailScreen'),
      (m) => ({ loader: m.heritageNewsDetailLoader, node: <m.HeritageNewsDetailScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/intangible-video', lazy: video },
  { path: '/intangible-video/:id', lazy: video },
  { path: '/intangible-audio', lazy: audio },
  { path: '/intangible-audio/:id', lazy: audio },
  {
    path: '/intangible-map',
    lazy: lazyScreen(
      () => import('./HeritageMapScreen'),
      (m) => ({ loader: m.heritageMapLoader, node: <m.HeritageMapScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/user-intangible',
    lazy: lazyScreen(
      () => import('./UserIntangibleScreen'),
      (m) => ({ loader: m.userIntangibleLoader, node: <m.UserIntangibleScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/intangible-attention',
    lazy: lazyScreen(
      () => import('./IntangibleAttentionScreen'),
      (m) => ({ loader: m.intangibleAttentionLoader, node: <m.IntangibleAttentionScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
];
