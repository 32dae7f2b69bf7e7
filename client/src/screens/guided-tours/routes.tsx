import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { guidedTourTexts } from './texts';

/** The family's texts load with its screens; the skeletons come from the screens' modules (not the router's chunk, which the home loads). */
const texts = { texts: guidedTourTexts };

/** The family's texts and skeletons load with its screens (see live/routes.tsx). */

/** The guided-tours family's routes (menu code GUIDE_TOUR → /guide-scenic-list). */
export const GUIDED_TOUR_ROUTES: RouteObject[] = [
  {
    path: '/guide-scenic-list',
    lazy: lazyScreen(
      () => import('./GuideListScreen'),
      (m) => ({ loader: m.guideListLoader, node: <m.GuideListScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/guide/search',
    lazy: lazyScreen(
      () => import('./GuideSearchScreen'),
      (m) => ({ loader: m.guideSearchLoader, node: <m.GuideSearchScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/guide-map/:tourId',
    lazy: lazyScreen(
      () => import('./GuideMapScreen'),
      (m) => ({ loader: m.guideMapLoader, node: <m.GuideMapScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
];
