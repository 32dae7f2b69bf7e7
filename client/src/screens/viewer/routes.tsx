import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { userLoader } from './userLoader';
import { viewerTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [viewerTexts, bookingTexts] };

/**
 * The personal centre (on the bottom menu: its loader is the router's, so a first load sends its
 * query with the shell's while the screen's chunk loads), the credit and its records, the collection and the
 * viewer's comments.
 */
export const VIEWER_ROUTES: RouteObject[] = [
  // the bottom menu's "Mine", and the default edition's personal centre (menu code PERSONAL)
  ...['/user', '/default-personal'].map((path) => ({
    path,
    loader: userLoader,
    lazy: lazyScreen(
      () => import('./UserScreen'),
      (m) => ({ node: <m.UserScreen /> }),
      texts,
    ),
  })),
  {
    path: '/user-credit',
    lazy: lazyScreen(
      () => import('./UserCreditScreen'),
      (m) => ({ loader: m.userCreditLoader, node: <m.UserCreditScreen /> }),
      texts,
    ),
  },
  {
    path: '/user-credit-desc/:month/:type',
    lazy: lazyScreen(
      () => import('./UserCreditDescScreen'),
      (m) => ({ loader: m.userCreditDescLoader, node: <m.UserCreditDescScreen /> }),
      texts,
    ),
  },
  {
    path: '/user-collection',
    lazy: lazyScreen(
      () => import('./UserCollectionScreen'),
      (m) => ({ loader: m.userCollectionLoader, node: <m.UserCollectionScreen /> }),
      texts,
    ),
  },
  {
    path: '/user-comment',
    lazy: lazyScreen(
      () => import('./UserCommentsScreen'),
      (m) => ({ loader: m.userCommentsLoader, node: <m.UserCommentsScreen /> }),
      texts,
    ),
  },
];
