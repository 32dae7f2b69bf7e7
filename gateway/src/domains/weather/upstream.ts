import type { UpstreamClient } from '../../core/upstream/client.ts';
import { decodeList } from '../../core/upstream/envelope.ts';
import type { AirQualityRow, CityWeatherRow, ScenicWeatherRow } from './types.ts';

/** The city's weather for `days` days from today (API.md). */
export function cityWeather(upstream: UpstreamClient, days: number): Promise<CityWeatherRow | null> {
  return upstream.getData<CityWeatherRow>('res/api/weather/list', { days });
}

/** The city's air quality this hour (API.md). */
export function airQuality(upstream: UpstreamClient): Promise<AirQualityRow | null> {
  return upstream.getData<AirQualityRow>('res/api/weather/airQuality');
}

/** Today's weather at scenic areas, one call for all of them (API.md). */
export async function scenicWeather(upstream: UpstreamClient, ids: readonly string[]): Promise<ScenicWeatherRow[]> {
  return decodeList<ScenicWeatherRow>(await upstream.get('res/api/weather/scenic', { ids: ids.join(',') })).items;
}
