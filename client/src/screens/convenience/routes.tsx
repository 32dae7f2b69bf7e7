import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { convenienceTexts } from './texts';

const texts = { texts: convenienceTexts };

/** The convenient services (/service-map, /driving) under the spec's URLs. */
export const CONVENIENCE_ROUTES: RouteObject[] = [
  { path: '/service-map/:type', lazy: lazyRoute(() => import('./ServiceMapScreen'), texts) },
  { path: '/service-map/:type/:longitude/:latitude', lazy: lazyRoute(() => import('./ServiceMapScreen'), texts) },
  { path: '/driving', lazy: lazyRoute(() => import('./DrivingScreen'), texts) },
];
