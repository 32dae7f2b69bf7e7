import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { newsListLoader } from './newsListLoader';

const newsList = lazyScreen(
  () => import('./NewsListScreen'),
  (m) => ({ node: <m.NewsListScreen /> }),
);
const channelNews = lazyScreen(
  () => import('./NewsListScreen'),
  (m) => ({ node: <m.NewsListScreen layout="column" /> }),
);

/**
 * The news lists (on the bottom menu: their loader is the router's, so a first load sends the
 * list's query with the shell's while the screen's chunk loads), one channel's news in the regional
 * pack's layout (/news-list-xj/:code: the same list without the channel tabs) and an article's page.
 */
export const NEWS_ROUTES: RouteObject[] = [
  { path: '/news-list/:code', loader: newsListLoader, lazy: newsList },
  { path: '/news-list/:code/:tagId', loader: newsListLoader, lazy: newsList },
  { path: '/news-list-xj/:code', loader: newsListLoader, lazy: channelNews },
  {
    path: '/news-detail/:id',
    lazy: lazyScreen(
      () => import('./NewsDetailScreen'),
      (m) => ({ loader: m.newsDetailLoader, node: <m.NewsDetailScreen /> }),
    ),
  },
];
