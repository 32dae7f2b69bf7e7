import type { Pollutant, Resolvers, WeatherCondition } from '../../generated/resolvers-types.ts';
import type { GatewayContext } from '../../core/context.ts';
import { chinaDateTime, int, text } from '../../core/normalise.ts';
import { badInput } from '../../core/upstream/errors.ts';
import { aqiBand } from './bands.ts';
import { LEVEL_TEXTS } from './texts.ts';
import { cityWeather } from './upstream.ts';
import type { AirQualityIndexSource, ReadingSource, WeatherDayRow } from './types.ts';

/** The most days `cityWeather(days:)` takes (the upstream's forecast reaches 15 days). */
export const WEATHER_MAX_DAYS = 15;

/** The forecast services' condition codes → the graph's conditions. */
const CONDITIONS: Readonly<Record<string, WeatherCondition>> = {
  '0': 'SUNNY',
  '1': 'CLOUDY',
  '2': 'OVERCAST',
  '3': 'SHOWERS',
  '7': 'LIGHT_RAIN',
  '8': 'RAIN',
  '9': 'RAIN',
  '10': 'RAIN',
  '13': 'SNOW',
  '14': 'SNOW',
  '15': 'SNOW',
};

/** The upstream's pollutant codes → the graph's, with their usual symbols. */
const POLLUTANTS: Readonly<Record<string, { pollutant: Pollutant; symbol: string }>> = {
  'PM2.5': { pollutant: 'PM2_5', symbol: 'PM2.5' },
  PM10: { pollutant: 'PM10', symbol: 'PM10' },
  O3: { pollutant: 'O3', symbol: 'O₃' },
  NO2: { pollutant: 'NO2', symbol: 'NO₂' },
  SO2: { pollutant: 'SO2', symbol: 'SO₂' },
  CO: { pollutant: 'CO', symbol: 'CO' },
};
const SYMBOLS = Object.fromEntries(Object.values(POLLUTANTS).map((p) => [p.pollutant, p.symbol])) as Record<Pollutant, string>;

const condition = (code: unknown): WeatherCondition => CONDITIONS[text(code) ?? ''] ?? 'OTHER';

/** An index 0-500 as the graph's source; null when the upstream gives none. */
function indexOf(value: unknown): AirQualityIndexSource | null {
  const n = int(value);
  return n !== null && n >= 0 ? { value: Math.min(n, 500) } : null;
}

async function levelWords(s: AirQualityIndexSource, ctx: GatewayContext) {
  const { language } = await ctx.siteSummary();
  return LEVEL_TEXTS[language][aqiBand(s.value).level];
}

function readingOf(item: unknown): ReadingSource | null {
  if (!item || typeof item !== 'object') return null;
  const row = item as Record<string, unknown>;
  const known = POLLUTANTS[text(row.code) ?? ''];
  const value = Number(text(row.value));
  return known && Number.isFinite(value) ? { pollutant: known.pollutant, value, unit: text(row.unit) ?? '' } : null;
}

const sky = {
  condition: (r: { code?: unknown }) => condition(r.code),
  text: (r: { txt?: unknown }) => text(r.txt) ?? '',
  high: (r: { max?: unknown }) => int(r.max) ?? 0,
  low: (r: { min?: unknown }) => int(r.min) ?? 0,
};

export const weatherResolvers: Resolvers = {
  Query: {
    cityWeather: (_root, { days }, ctx) => {
      const count = days ?? 7;
      if (!Number.isInteger(count) || count < 1 || count > WEATHER_MAX_DAYS) throw badInput(`days must be 1 to ${WEATHER_MAX_DAYS}.`);
      return cityWeather(ctx.upstream, count);
    },
  },
  InputLimits: {
    weatherMaxDays: () => WEATHER_MAX_DAYS,
  },
  CityWeather: {
    city: (r) => text(r.city) ?? '',
    issuedAt: (r) => chinaDateTime(r.updateTime),
    airQuality: (_r, _args, ctx) => ctx.loaders.weather.airQuality.load(''),
    days: (r) => (Array.isArray(r.list) ? (r.list as WeatherDayRow[]).filter((d) => text(d?.date)) : []),
  },
  WeatherDay: {
    date: (r) => text(r.date) ?? '',
    ...sky,
    wind: (r) => text(r.wind),
    airQuality: (r) => indexOf(r.aqi),
  },
  AirQuality: {
    // an unreadable index is the service failing: the part shows its own error
    index: (r) => {
      const index = indexOf(r.aqi);
      if (!index) throw new Error('air quality without an index');
      return index;
    },
    mainPollutant: (r) => POLLUTANTS[text(r.primaryPollutant) ?? '']?.pollutant ?? null,
    readings: (r) => (Array.isArray(r.pollutants) ? r.pollutants.map(readingOf).filter((x) => x !== null) : []),
    measuredAt: (r) => chinaDateTime(r.publishTime),
  },
  AirQualityIndex: {
    value: (s) => s.value,
    level: (s) => aqiBand(s.value).level,
    colour: (s) => aqiBand(s.value).colour,
    label: async (s, _args, ctx) => (await levelWords(s, ctx)).label,
    advice: async (s, _args, ctx) => (await levelWords(s, ctx)).advice,
  },
  PollutantReading: {
    pollutant: (s) => s.pollutant,
    symbol: (s) => SYMBOLS[s.pollutant],
    value: (s) => s.value,
    unit: (s) => s.unit,
  },
  PlaceWeather: sky,
  ScenicArea: {
    weather: (s, _args, ctx) => ctx.loaders.weather.scenic.load(s.id),
  },
};
