import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { busesTexts } from './texts';

const texts = { texts: busesTexts };

/** The bus enquiry (menu code BUS_INQUIRY) under the spec's URLs. */
export const BUSES_ROUTES: RouteObject[] = [
  { path: '/bus-search', lazy: lazyRoute(() => import('./BusSearchScreen'), texts) },
  { path: '/bus-results', lazy: lazyRoute(() => import('./BusResultsScreen'), texts) },
  { path: '/bus-desc', lazy: lazyRoute(() => import('./BusDescScreen'), texts) },
  { path: '/near-bus', lazy: lazyRoute(() => import('./NearBusScreen'), texts) },
];
