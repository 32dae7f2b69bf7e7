import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { electricityTexts } from './texts';

/** The free-electricity code under the spec's URL (login required). */
export const ELECTRICITY_ROUTES: RouteObject[] = [
  { path: '/code-detail-electricity', lazy: lazyRoute(() => import('./ElectricityCodeScreen'), { texts: electricityTexts }) },
];
