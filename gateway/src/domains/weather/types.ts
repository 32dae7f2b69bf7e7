/** A day of `res/api/weather/list` (API.md). */
export interface WeatherDayRow {
  date?: unknown;
  code?: unknown;
  txt?: unknown;
  max?: unknown;
  min?: unknown;
  wind?: unknown;
  aqi?: unknown;
}

/** `res/api/weather/list`'s data. */
export interface CityWeatherRow {
  city?: unknown;
  updateTime?: unknown;
  list?: unknown;
}

/** `res/api/weather/airQuality`'s data. */
export interface AirQualityRow {
  aqi?: unknown;
  primaryPollutant?: unknown;
  publishTime?: unknown;
  pollutants?: unknown;
}

/** An item of `res/api/weather/scenic`. */
export interface ScenicWeatherRow {
  scenicId?: unknown;
  code?: unknown;
  txt?: unknown;
  max?: unknown;
  min?: unknown;
}

/** What `AirQualityIndex` resolves from: the index itself. */
export interface AirQualityIndexSource {
  value: number;
}

/** What `PollutantReading` resolves from. */
export interface ReadingSource {
  pollutant: import('../../generated/resolvers-types.ts').Pollutant;
  value: number;
  unit: string;
}
