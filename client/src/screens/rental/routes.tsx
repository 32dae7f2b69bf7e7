import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { rentalTexts } from './texts';

/** The car rental page under the spec's URL (menu code CAR_RENTAL). */
export const RENTAL_ROUTES: RouteObject[] = [{ path: '/use-car', lazy: lazyRoute(() => import('./UseCarScreen'), { texts: rentalTexts }) }];
