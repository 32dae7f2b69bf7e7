import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';
import { rankingsTexts } from './texts';

/** Doc 1 §2.14 discovery and rankings: /regional-rank (REGION_RANK), /scenic-rank/{resourceType}. */
export const rankingRoutes: RouteObject[] = [
  { path: '/regional-rank', lazy: lazyScreen(() => import('./RankingScreens'), (m) => ({ loader: m.regionalRankLoader, node: <m.RegionalRankScreen />, skeleton: <ListSkeleton /> }), { texts: rankingsTexts }) },
  { path: '/scenic-rank/:resourceType', lazy: lazyScreen(() => import('./RankingScreens'), (m) => ({ loader: m.scenicRankLoader, node: <m.ScenicRankScreen />, skeleton: <ListSkeleton /> }), { texts: rankingsTexts }) },
];
