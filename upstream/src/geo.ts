/** Mean Earth radius (IUGG), metres: every distance the upstream works out uses it. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** A point on the map in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance between two points, metres (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
