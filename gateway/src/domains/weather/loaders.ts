import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { airQuality, scenicWeather } from './upstream.ts';
import type { AirQualityRow, ScenicWeatherRow } from './types.ts';

export interface WeatherLoaders {
  /** Today's weather by scenic area upstream id: one call for every scenic area of the request. */
  scenic: DataLoader<string, ScenicWeatherRow | null>;
  /** The city's air quality (one key, ""): one call per request. */
  airQuality: DataLoader<'', AirQualityRow | null>;
}

export function createWeatherLoaders({ upstream }: RequestScope): WeatherLoaders {
  return {
    scenic: new DataLoader(async (ids: readonly string[]) => {
      const rows = await scenicWeather(upstream, ids);
      const byId = new Map(rows.map((r) => [text(r.scenicId) ?? '', r] as const));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    airQuality: new DataLoader(async (keys: readonly ''[]) => {
      const row = await airQuality(upstream);
      return keys.map(() => row);
    }),
  };
}
