import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const comments = () => import('./CommentsScreen');

/** All comments of a resource, and of a news article. */
export const COMMENT_ROUTES: RouteObject[] = [
  { path: '/simple-comment/:type/:id', lazy: lazyScreen(comments, (m) => ({ loader: m.commentsLoader, node: <m.CommentsScreen /> })) },
  { path: '/news-comment/:type/:id', lazy: lazyScreen(comments, (m) => ({ loader: m.newsCommentsLoader, node: <m.CommentsScreen /> })) },
];
