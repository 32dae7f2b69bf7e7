/**
 * Weather and air quality of each site's city: the weather for today and the coming days
 * (`res/api/weather/list`), the air-quality index now with its pollutants
 * (`res/api/weather/airQuality`) and today's weather at scenic areas (`res/api/weather/scenic`,
 * the weather line of a scenic area's detail). Forecasts derive from each city's climate and the
 * day (forecast.ts); the index's levels are the gateway's, not the upstream's.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const weatherFamily: UpstreamFamily = {
  name: 'weather',
  migrations,
  seed,
  routes,
};
