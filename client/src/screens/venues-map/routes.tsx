import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { venuesMapTexts } from './texts';

/** The venues map under the spec's URL. */
export const VENUES_MAP_ROUTES: RouteObject[] = [
  { path: '/venues-map/:type', lazy: lazyRoute(() => import('./VenuesMapScreen'), { texts: venuesMapTexts }) },
];
