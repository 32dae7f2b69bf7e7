import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { subscriptionsTexts } from './texts';

/** The booking subscription page under the spec's URL (menu code JMG-SUB). */
export const SUBSCRIPTION_ROUTES: RouteObject[] = [
  { path: '/jmg-sub', lazy: lazyRoute(() => import('./SubscriptionScreen'), { texts: subscriptionsTexts }) },
];
