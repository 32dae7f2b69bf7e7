import type { RouteObject } from 'react-router-dom';
import { lazyRoute, lazyScreen } from '../../shell/lazyScreen';
import { regionalTexts } from './texts';

const texts = { texts: regionalTexts };

const servicePage = (page: 'CONFIGURE_SERVICE' | 'GS_SERVICE') =>
  lazyScreen(
    () => import('./ServicePageScreen'),
    (m) => ({ loader: m.servicePageLoader(page), node: <m.ServicePageScreen page={page} />, skeleton: <m.ScreenSkeleton /> }),
    texts,
  );

/**
 * The regional pack's screens (the Xinjiang edition) under the spec's URLs, /xj-live being the live
 * family's; and the configurable service pages, whose entries are the site's menu data.
 */
export const REGIONAL_ROUTES: RouteObject[] = [
  { path: '/xj-index', lazy: lazyRoute(() => import('./XjIndexScreen'), texts) },
  { path: '/xj-hot', lazy: lazyRoute(() => import('./XjHotScreen'), texts) },
  { path: '/xj-driving', lazy: lazyRoute(() => import('./XjDrivingScreen'), texts) },
  { path: '/xj-panoramic', lazy: lazyRoute(() => import('./XjPanoramicScreen'), texts) },
  { path: '/xj-channl', lazy: lazyRoute(() => import('./XjChannlScreen'), texts) },
  { path: '/xj-service', lazy: lazyRoute(() => import('./XjServiceScreen'), texts) },
  { path: '/xj-health', lazy: lazyRoute(() => import('./XjHealthScreen'), texts) },
  { path: '/configure-service', lazy: servicePage('CONFIGURE_SERVICE') },
  { path: '/gs-service', lazy: servicePage('GS_SERVICE') },
];
