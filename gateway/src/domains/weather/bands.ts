/**
 * China's air-quality index levels (HJ 633-2012): each band's highest index and the colour the
 * standard gives it. The one place the bands are written; the client shows what the graph says.
 */
import type { AirQualityLevel } from '../../generated/resolvers-types.ts';

export interface AqiBand {
  level: AirQualityLevel;
  /** The band's highest index (the last has no ceiling). */
  max: number;
  colour: string;
}

export const AQI_BANDS: readonly AqiBand[] = [
  { level: 'EXCELLENT', max: 50, colour: '#00E400' },
  { level: 'GOOD', max: 100, colour: '#FFFF00' },
  { level: 'LIGHTLY_POLLUTED', max: 150, colour: '#FF7E00' },
  { level: 'MODERATELY_POLLUTED', max: 200, colour: '#FF0000' },
  { level: 'HEAVILY_POLLUTED', max: 300, colour: '#99004C' },
  { level: 'SEVERELY_POLLUTED', max: Number.POSITIVE_INFINITY, colour: '#7E0023' },
];

/** The band of an index. */
export function aqiBand(value: number): AqiBand {
  return AQI_BANDS.find((b) => value <= b.max) ?? AQI_BANDS[AQI_BANDS.length - 1]!;
}
