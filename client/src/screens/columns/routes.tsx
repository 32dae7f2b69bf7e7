import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { columnsTexts } from './texts';

/** Doc 1 §2.2 columns: /column-list/{code} (ART_FUND → scysjj), /column-news-list/{code}. */
export const columnRoutes: RouteObject[] = [
  { path: '/column-list/:code', lazy: lazyScreen(() => import('./ColumnScreens'), (m) => ({ loader: m.columnListLoader, node: <m.ColumnListScreen />, skeleton: <DetailSkeleton /> }), { texts: columnsTexts }) },
  { path: '/column-news-list/:code', lazy: lazyScreen(() => import('./ColumnScreens'), (m) => ({ loader: m.columnNewsListLoader, node: <m.ColumnNewsListScreen />, skeleton: <ListSkeleton /> }), { texts: columnsTexts }) },
];
