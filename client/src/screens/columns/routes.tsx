import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { columnsTexts } from './texts';

/** The columns: a column's page /column-list/{code} (menu code ART_FUND → scysjj) and a sub-channel's news /column-news-list/{code}. */
export const columnRoutes: RouteObject[] = [
  {
    path: '/column-list/:code',
    lazy: lazyScreen(
      () => import('./ColumnListScreen'),
      (m) => ({ loader: m.columnListLoader, node: <m.ColumnListScreen />, skeleton: <DetailSkeleton /> }),
      { texts: columnsTexts },
    ),
  },
  {
    path: '/column-news-list/:code',
    lazy: lazyScreen(
      () => import('./ColumnNewsListScreen'),
      (m) => ({ loader: m.columnNewsListLoader, node: <m.ColumnNewsListScreen />, skeleton: <ListSkeleton /> }),
      { texts: columnsTexts },
    ),
  },
];
