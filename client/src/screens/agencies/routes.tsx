import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { agenciesTexts } from './texts';

const texts = { texts: agenciesTexts };

/** The travel-agency query (/travel-list, /travel-list/{siteId}/{regionName}) under the spec's URLs. */
export const AGENCY_ROUTES: RouteObject[] = [
  { path: '/travel-list', lazy: lazyRoute(() => import('./TravelListScreen'), texts) },
  { path: '/travel-list/:siteId/:regionName', lazy: lazyRoute(() => import('./AgencyListScreen'), texts) },
];
