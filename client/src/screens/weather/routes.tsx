import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { weatherTexts } from './texts';

/** The air-quality page under the spec's URL (menu code AIR_QUALITY). */
export const WEATHER_ROUTES: RouteObject[] = [
  { path: '/air-quality', lazy: lazyRoute(() => import('./AirQualityScreen'), { texts: weatherTexts }) },
];
