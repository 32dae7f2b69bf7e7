/**
 * Pollutant concentrations that make a given air-quality index: the inverse of the individual
 * index of China's standard (HJ 633-2012), so the readings a station answers agree with its index.
 */
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import type { Pollutant } from './forecast.ts';

/** Individual index breakpoints. */
const IAQI = [0, 50, 100, 150, 200, 300, 400, 500];

/** Each pollutant's concentration at those breakpoints (24-hour means; ozone 8-hour, defined up to 300). */
const BREAKPOINTS: Readonly<Record<Pollutant, readonly number[]>> = {
  'PM2.5': [0, 35, 75, 115, 150, 250, 350, 500],
  PM10: [0, 50, 150, 250, 350, 420, 500, 600],
  O3: [0, 100, 160, 215, 265, 800],
  NO2: [0, 40, 80, 180, 280, 565, 750, 940],
  SO2: [0, 50, 150, 475, 800, 1600, 2100, 2620],
  CO: [0, 2, 4, 14, 24, 36, 48, 60],
};

export const UNITS: Readonly<Record<Pollutant, string>> = {
  'PM2.5': 'μg/m³',
  PM10: 'μg/m³',
  O3: 'μg/m³',
  NO2: 'μg/m³',
  SO2: 'μg/m³',
  CO: 'mg/m³',
};

/** The concentration whose individual index is `index`. */
function concentration(pollutant: Pollutant, index: number): number {
  const bp = BREAKPOINTS[pollutant];
  const top = IAQI[bp.length - 1]!;
  const at = Math.min(index, top);
  let i = 1;
  while (i < bp.length - 1 && IAQI[i]! < at) i++;
  const [iLo, iHi, cLo, cHi] = [IAQI[i - 1]!, IAQI[i]!, bp[i - 1]!, bp[i]!];
  const c = cLo + ((at - iLo) * (cHi - cLo)) / (iHi - iLo);
  return pollutant === 'CO' ? Math.round(c * 10) / 10 : Math.round(c);
}

export interface Reading {
  code: Pollutant;
  value: number;
  unit: string;
}

/**
 * Every pollutant's reading for an index: the main pollutant (or, at 50 or less, the season's
 * leading one) at the index itself, the others below it.
 */
export function readings(aqi: number, leading: Pollutant, seed: string): Reading[] {
  const rng = mulberry32(hashString(seed));
  const order: Pollutant[] = ['PM2.5', 'PM10', 'O3', 'NO2', 'SO2', 'CO'];
  return order.map((code) => {
    const index =
      code === leading ? aqi : Math.round(aqi * (code === 'SO2' || code === 'CO' ? 0.1 + rng.next() * 0.2 : 0.3 + rng.next() * 0.55));
    return { code, value: concentration(code, index), unit: UNITS[code] };
  });
}
