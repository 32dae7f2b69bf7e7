/**
 * The weather of a city on a day, derived from its climate (monthly normal highs and lows, rainy
 * days, usual air quality) and the day itself: the same site and day always answer the same, on
 * any clock, without a table of forecasts to keep up to date.
 */
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { chinaDate, chinaDayStart } from '../../time.ts';
import type { CityRow } from './store.ts';

/** The forecast services' condition codes: 0 sunny, 1 cloudy, 2 overcast, 3 showers, 7 light rain, 8 moderate rain, 14 light snow. */
export const CONDITION_CODES = [0, 1, 2, 3, 7, 8, 14] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

/** The pollutants of China's air-quality index, as the monitoring stations name them. */
export const POLLUTANTS = ['PM2.5', 'PM10', 'O3', 'NO2', 'SO2', 'CO'] as const;
export type Pollutant = (typeof POLLUTANTS)[number];

export interface Climate {
  highs: number[];
  lows: number[];
  wetPercent: number[];
  aqi: number[];
  dustMonths: number[];
}

const numbers = (csv: string) => (csv === '' ? [] : csv.split(',').map(Number));

export function climateOf(row: CityRow): Climate {
  return {
    highs: numbers(row.highs),
    lows: numbers(row.lows),
    wetPercent: numbers(row.wet_percent),
    aqi: numbers(row.aqi),
    dustMonths: numbers(row.dust_months),
  };
}

export interface DayWeather {
  /** The China day's start (epoch ms). */
  dayStart: number;
  code: ConditionCode;
  high: number;
  low: number;
  /** 0 north, 1 north-east … 7 north-west. */
  windDirection: number;
  /** Beaufort force. */
  windForce: number;
  /** The day's air-quality index. */
  aqi: number;
  /** The main pollutant; "" when the index is 50 or less (no main pollutant then). */
  primary: Pollutant | '';
}

function condition(rng: Rng, wetPercent: number, high: number): ConditionCode {
  const r = rng.next() * 100;
  if (r < wetPercent) {
    if (high <= 3) return 14;
    return rng.pick([3, 7, 7, 8] as const);
  }
  if (r < wetPercent + 20) return 2;
  if (r < wetPercent + 45) return 1;
  return 0;
}

/** The main pollutant of a day with this index: dust in spring where it blows, ozone in summer, fine particles otherwise. */
function primaryOf(aqi: number, month: number, climate: Climate): Pollutant | '' {
  if (aqi <= 50) return '';
  if (climate.dustMonths.includes(month)) return 'PM10';
  if (month >= 5 && month <= 9) return 'O3';
  return 'PM2.5';
}

/** The weather of `siteCode`'s city on the China day `dayOffset` days from `nowMs`. */
export function dayWeather(siteCode: string, climate: Climate, nowMs: number, dayOffset: number): DayWeather {
  const dayStart = chinaDayStart(nowMs, dayOffset);
  const { year, month, day } = chinaDate(dayStart);
  const rng = mulberry32(hashString(`weather:${siteCode}:${year}-${month}-${day}`));
  const m = month - 1;
  const high = (climate.highs[m] ?? 20) + rng.int(-3, 3);
  const low = Math.min((climate.lows[m] ?? 10) + rng.int(-2, 2), high - 3);
  const code = condition(rng, climate.wetPercent[m] ?? 20, high);
  const wet = code === 3 || code === 7 || code === 8 || code === 14;
  const aqi = Math.max(12, Math.min(500, Math.round((climate.aqi[m] ?? 60) * (0.6 + rng.next() * 0.8) * (wet ? 0.7 : 1))));
  return {
    dayStart,
    code,
    high,
    low,
    windDirection: rng.int(0, 7),
    windForce: rng.int(1, 4),
    aqi,
    primary: primaryOf(aqi, month, climate),
  };
}

/** The index of the hour `nowMs` is in: the day's index moving by up to 15% from hour to hour. */
export function hourlyAqi(siteCode: string, day: DayWeather, nowMs: number): number {
  const hour = Math.floor((nowMs - day.dayStart) / 3_600_000);
  const rng = mulberry32(hashString(`aqi:${siteCode}:${day.dayStart}:${hour}`));
  return Math.max(10, Math.min(500, Math.round(day.aqi * (0.85 + rng.next() * 0.3))));
}
