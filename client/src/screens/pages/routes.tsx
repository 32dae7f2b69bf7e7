import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { PAGE_STEMS } from './stems';
import { pagesTexts } from './texts';

/** Every operator-made page's route (`/<stem>`, the stem its key), one engine for all. */
export const pageRoutes: RouteObject[] = PAGE_STEMS.map((stem) => ({
  path: `/${stem}`,
  lazy: lazyScreen(
    () => import('./PageScreen'),
    (m) => ({ loader: m.pageLoader(stem), node: <m.PageScreen />, skeleton: <DetailSkeleton picture cards={3} /> }),
    { texts: pagesTexts },
  ),
}));
