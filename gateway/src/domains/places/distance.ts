import type { GeoPointValue } from './types.ts';

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: GeoPointValue, b: GeoPointValue): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Doc 1 §9: metres with two decimals under 1000 m, else kilometres with two decimals;
 * French sites use a comma as decimal separator. `856.25m`, `12.40km`, `12,40km`.
 */
export function distanceText(meters: number, french: boolean): string {
  const roundedMeters = Math.round(meters * 100) / 100;
  const textValue = roundedMeters < 1000 ? `${roundedMeters.toFixed(2)}m` : `${(meters / 1000).toFixed(2)}km`;
  return french ? textValue.replace('.', ',') : textValue;
}
