import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const search = lazyScreen(() => import('./SearchScreen'), (m) => ({ loader: m.searchLoader, node: <m.SearchScreen /> }));

/** The search page, on all kinds or on one (`/search/{type}`). */
export const SEARCH_ROUTES: RouteObject[] = [
  { path: '/search', lazy: search },
  { path: '/search/:type', lazy: search },
];
