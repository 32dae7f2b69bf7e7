import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';
import { rankingsTexts } from './texts';

/** The rankings: the regional ranking /regional-rank (menu code REGION_RANK) and each kind's /scenic-rank/{resourceType}. */
export const rankingRoutes: RouteObject[] = [
  {
    path: '/regional-rank',
    lazy: lazyScreen(
      () => import('./RegionalRankScreen'),
      (m) => ({ loader: m.regionalRankLoader, node: <m.RegionalRankScreen />, skeleton: <ListSkeleton /> }),
      { texts: rankingsTexts },
    ),
  },
  {
    path: '/scenic-rank/:resourceType',
    lazy: lazyScreen(
      () => import('./ScenicRankScreen'),
      (m) => ({ loader: m.scenicRankLoader, node: <m.ScenicRankScreen />, skeleton: <ListSkeleton /> }),
      { texts: rankingsTexts },
    ),
  },
];
