import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { regionalTexts } from './texts';

const texts = { texts: regionalTexts };

/** The regional pack's screens (the Xinjiang edition) under the spec's URLs; /xj-live is the live family's. */
export const REGIONAL_ROUTES: RouteObject[] = [
  { path: '/xj-index', lazy: lazyRoute(() => import('./XjIndexScreen'), texts) },
  { path: '/xj-hot', lazy: lazyRoute(() => import('./XjHotScreen'), texts) },
  { path: '/xj-driving', lazy: lazyRoute(() => import('./XjDrivingScreen'), texts) },
  { path: '/xj-panoramic', lazy: lazyRoute(() => import('./XjPanoramicScreen'), texts) },
  { path: '/xj-channl', lazy: lazyRoute(() => import('./XjChannlScreen'), texts) },
  { path: '/xj-service', lazy: lazyRoute(() => import('./XjServiceScreen'), texts) },
  { path: '/xj-health', lazy: lazyRoute(() => import('./XjHealthScreen'), texts) },
];
