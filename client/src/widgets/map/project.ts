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
 * longitude scaled by the cosine of the middle latitude (right for a city's few kilometres).
 */
export function projection(points: readonly LngLat[], width: number, height: number, margin = 16): (p: LngLat) => Projected {
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-4);
  const spanY = Math.max(maxLat - minLat, 1e-4);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return (p) => ({ x: offsetX + (p.longitude - minLng) * k * scale, y: offsetY + (maxLat - p.latitude) * scale });
}
