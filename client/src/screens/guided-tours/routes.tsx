import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { guidedTourTexts } from './texts';

const texts = { texts: guidedTourTexts };

/** The guided-tours family's routes (doc 1 §2.14; menu code GUIDE_TOUR → /guide-scenic-list). */
export const GUIDED_TOUR_ROUTES: RouteObject[] = [
  { path: '/guide-scenic-list', lazy: lazyScreen(() => import('./GuideListScreen'), (m) => ({ loader: m.guideListLoader, node: <m.GuideListScreen />, skeleton: <ListSkeleton /> }), texts) },
  { path: '/guide/search', lazy: lazyScreen(() => import('./GuideSearchScreen'), (m) => ({ loader: m.guideSearchLoader, node: <m.GuideSearchScreen />, skeleton: <ListSkeleton /> }), texts) },
  { path: '/guide-map/:tourId', lazy: lazyScreen(() => import('./GuideMapScreen'), (m) => ({ loader: m.guideMapLoader, node: <m.GuideMapScreen />, skeleton: <DetailSkeleton /> }), texts) },
];
