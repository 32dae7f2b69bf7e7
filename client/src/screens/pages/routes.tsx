import { redirect, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { ALIAS_STEMS, DETAIL_STEMS, DEVICE_PAGE_STEMS, PAGE_STEMS, TYPED_PAGE_STEMS } from './stems';
import { pagesTexts } from './texts';

/**
 * Every operator-made page's route (`/<stem>`, the stem its key), one engine for all; the stems
 * that name another family's object, answered by that object's detail screen (stems.ts); a typed
 * stem's pages (`/other-guide/{type}`: the page `other-guide-<type>`); an edition's alias of
 * another family's screen (`/cc-user`); and the
 * device pages: `/clear` (clears what the app keeps on the device) and `/vConsole` (the debug panel).
 */
export const pageRoutes: RouteObject[] = [
  ...PAGE_STEMS.map((stem) => ({
    path: `/${stem}`,
    lazy: lazyScreen(
      () => import('./PageScreen'),
      (m) => ({ loader: m.pageLoader(stem), node: <m.PageScreen />, skeleton: <DetailSkeleton picture cards={3} /> }),
      { texts: pagesTexts },
    ),
  })),
  ...TYPED_PAGE_STEMS.map((stem) => ({
    path: `/${stem}/:type`,
    lazy: lazyScreen(
      () => import('./PageScreen'),
      (m) => ({ loader: m.typedPageLoader(stem), node: <m.PageScreen />, skeleton: <DetailSkeleton picture cards={3} /> }),
      { texts: pagesTexts },
    ),
  })),
  ...ALIAS_STEMS.map(({ stem, to }) => ({ path: `/${stem}`, loader: () => redirect(to) })),
  ...DETAIL_STEMS.map(({ stem, to }) => ({
    path: `/${stem}/:id`,
    loader: ({ params }: { params: { id?: string } }) => redirect(to.replace('{id}', encodeURIComponent(params.id ?? ''))),
  })),
  {
    path: `/${DEVICE_PAGE_STEMS[0]}`,
    lazy: lazyScreen(
      () => import('./ClearScreen'),
      (m) => ({ node: <m.ClearScreen /> }),
      { texts: pagesTexts },
    ),
  },
  {
    path: `/${DEVICE_PAGE_STEMS[1]}`,
    lazy: lazyScreen(
      () => import('./VConsoleScreen'),
      (m) => ({ node: <m.VConsoleScreen /> }),
      { texts: pagesTexts },
    ),
  },
];
