import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { newsListLoader } from './newsListLoader';

const newsList = lazyScreen(
  () => import('./NewsListScreen'),
  (m) => ({ node: <m.NewsListScreen /> }),
);

/**
 * The news lists (on the bottom menu: their loader is the router's, so a first load sends the
 * list's query with the shell's while the screen's chunk loads) and an article's page.
 */
export const NEWS_ROUTES: RouteObject[] = [
  { path: '/news-list/:code', loader: newsListLoader, lazy: newsList },
  { path: '/news-list/:code/:tagId', loader: newsListLoader, lazy: newsList },
  {
    path: '/news-detail/:id',
    lazy: lazyScreen(
      () => import('./NewsDetailScreen'),
      (m) => ({ loader: m.newsDetailLoader, node: <m.NewsDetailScreen /> }),
    ),
  },
];
