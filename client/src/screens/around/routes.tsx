import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { aroundTexts } from './texts';

/** The search around (/search-around). */
export const AROUND_ROUTES: RouteObject[] = [
  { path: '/search-around', lazy: lazyRoute(() => import('./AroundScreen'), { texts: aroundTexts }) },
];
