import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { columnsTexts } from './texts';
import type { ColumnLayout } from './ColumnListScreen';

const columnPage = (layout: ColumnLayout) =>
  lazyScreen(
    () => import('./ColumnListScreen'),
    (m) => ({ loader: m.columnListLoader, node: <m.ColumnListScreen layout={layout} />, skeleton: <DetailSkeleton /> }),
    { texts: columnsTexts },
  );

/**
 * The columns: a column's page /column-list/{code} (menu code ART_FUND → scysjj), the same page
 * in its newer tiled layout /column-list-new/{code}, a sub-channel's news /column-news-list/{code}
 * and a news channel in the regional pack's layout /news-list-xj/{code} (the news list's screen
 * without its channel tabs; here rather than with the news routes so the home's first load does
 * not carry it).
 */
export const columnRoutes: RouteObject[] = [
  { path: '/column-list/:code', lazy: columnPage('rows') },
  { path: '/column-list-new/:code', lazy: columnPage('tiles') },

  {
    path: '/column-news-list/:code',
    lazy: lazyScreen(
      () => import('./ColumnNewsListScreen'),
      (m) => ({ loader: m.columnNewsListLoader, node: <m.ColumnNewsListScreen />, skeleton: <ListSkeleton /> }),
      { texts: columnsTexts },
    ),
  },
];
