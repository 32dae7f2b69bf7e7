/** Points on a small drawn map: longitude and latitude into a box, north up, kept to scale. */
export interface LngLat {
  longitude: number;
  latitude: number;
}

export interface Projected {
  x: number;
  y: number;
}

/**
 * A projection of `points` into `width` × `height` with a margin: equirectangular with the
 * longitude scaled by the cosine of the middle latitude (right for a city's few kilometres), the
 * points' middle at the box's middle (a lone point, or points in a line, stand centred).
 */
export function projection(points: readonly LngLat[], width: number, height: number, margin = 16): (p: LngLat) => Projected {
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [midLng, midLat] = [(minLng + maxLng) / 2, (minLat + maxLat) / 2];
  const k = Math.cos((midLat * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-4);
  const spanY = Math.max(maxLat - minLat, 1e-4);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  return (p) => ({ x: width / 2 + (p.longitude - midLng) * k * scale, y: height / 2 - (p.latitude - midLat) * scale });
}

/**
 * The point that two texts (a link's longitude and latitude) name: numbers in degrees, the
 * longitude within ±180 and the latitude within ±90; null for anything else (empty, not a
 * number, off the globe).
 */
export function lngLatOf(longitude: string, latitude: string): LngLat | null {
  if (longitude.trim() === '' || latitude.trim() === '') return null;
  const [lng, lat] = [Number(longitude), Number(latitude)];
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return { longitude: lng, latitude: lat };
}
