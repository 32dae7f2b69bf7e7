/**
 * The guided-tours domain's rules, computed here once: point kinds, where a position falls on a
 * tour's map, and when the visitor is at a point.
 */
import { num, text } from '../../core/normalise.ts';
import { distanceMetres } from '../../core/geo.ts';
import type { TourMapSource, TourPointRow } from './types.ts';

export type TourPointKind = 'SPOT' | 'ENTRANCE' | 'SERVICE_CENTRE' | 'TOILET' | 'PARKING' | 'OTHER';

const KINDS: Record<string, TourPointKind> = {
  SPOT: 'SPOT',
  ENTRANCE: 'ENTRANCE',
  SERVICE: 'SERVICE_CENTRE',
  TOILET: 'TOILET',
  PARKING: 'PARKING',
};

export function pointKind(type: unknown): TourPointKind {
  return KINDS[text(type)?.toUpperCase() ?? ''] ?? 'OTHER';
}

/** Within this many metres of a point, the visitor is there (a commentary may start). */
export const AT_POINT_METERS = 30;

/**
 * A position on the map of a small area: linear in degrees between the map's edges (north up),
 * as the map is drawn. x and y are 0..1 inside; beyond that the visitor is off the map.
 */
export function projectOnMap(
  map: Pick<TourMapSource, 'west' | 'east' | 'south' | 'north'>,
  longitude: number,
  latitude: number,
): { x: number; y: number; onMap: boolean } {
  const x = (longitude - map.west) / (map.east - map.west);
  const y = (map.north - latitude) / (map.north - map.south);
  return { x, y, onMap: x >= 0 && x <= 1 && y >= 0 && y <= 1 };
}

/** The nearest point with a commentary to a position, and how far it is (metres). */
export function nearestCommentedPoint<P extends { row: TourPointRow }>(
  points: readonly P[],
  longitude: number,
  latitude: number,
): { point: P; meters: number } | null {
  let best: { point: P; meters: number } | null = null;
  for (const point of points) {
    if (!text(point.row.audioUrl)) continue;
    const lng = num(point.row.longitude);
    const lat = num(point.row.latitude);
    if (lng === null || lat === null) continue;
    const meters = distanceMetres({ longitude, latitude }, { longitude: lng, latitude: lat });
    if (!best || meters < best.meters) best = { point, meters };
  }
  return best;
}
