import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { searchTexts } from './texts';

const search = lazyScreen(
  () => import('./SearchScreen'),
  (m) => ({ loader: m.searchLoader, node: <m.SearchScreen /> }),
  { texts: searchTexts },
);

/** The search page, on all kinds or on one (`/search/{type}`). */
export const SEARCH_ROUTES: RouteObject[] = [
  { path: '/search', lazy: search },
  { path: '/search/:type', lazy: search },
];
