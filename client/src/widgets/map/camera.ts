import type { LngLat } from './project';

/** The street-block zoom a lone place is shown at: its streets around it, not the inside of a building. */
export const SPOT_ZOOM = 14;

/** Where a map first looks: at the box around its points, or at the one spot they all stand on. */
export type Camera = { bounds: [[number, number], [number, number]] } | { center: [number, number]; zoom: number };

/**
 * The view of `points`: their bounding box (west-south, east-north) to fit, or, when they are one
 * spot (a single place, or several at the same coordinates), that spot at `SPOT_ZOOM`: a box of no
 * size has no zoom of its own, and fitting it would zoom as far in as the fit allows.
 */
export function cameraFor(points: readonly LngLat[]): Camera {
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  if (west === east && south === north) return { center: [west, south], zoom: SPOT_ZOOM };
  return {
    bounds: [
      [west, south],
      [east, north],
    ],
  };
}
