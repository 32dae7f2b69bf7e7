/**
 * What is around a point or a place (res/api/es/searchAround, foundAround): the site's places of
 * every kind (or of one), nearest first, within a radius, each with its distance. The places are
 * the places family's, read through its store (families/places/index.ts).
 */
import type Database from 'better-sqlite3';
import { distanceMetres } from '../../geo.ts';
import { imagesString, PLACE_KINDS } from '../../resources.ts';
import { placesStore, type PlaceRow } from '../places/index.ts';

/** The radius when none is asked, and the largest one (km). */
export const AROUND_RADIUS_DEFAULT_KM = 5;
export const AROUND_RADIUS_MAX_KM = 50;
/** Most places read around a point (the demo sites have far fewer). */
const READ_MAX = 1000;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface AroundQuery {
  siteCode: string;
  point: Point;
  /** One resourceType, or null for every kind. */
  type: string | null;
  radiusKm: number;
  /** A place left out (the one the search is around). */
  exceptId: number | null;
}

/** The places within the radius, nearest first, each with its distance in metres. */
export function placesAround(db: Database.Database, q: AroundQuery): { row: PlaceRow; metres: number }[] {
  const types = q.type ? [q.type] : PLACE_KINDS.map((k) => k.type);
  return placesStore(db)
    .page({ siteCode: q.siteCode, types, near: q.point }, READ_MAX, 0)
    .filter((row) => row.id !== q.exceptId)
    .map((row) => ({ row, metres: distanceMetres(q.point, { latitude: row.latitude, longitude: row.longitude }) }))
    .filter((x) => x.metres <= q.radiusKm * 1000);
}

/** A place of the site by resourceType and id, or undefined (what foundAround searches around). */
export function placeOf(db: Database.Database, siteCode: string, type: string, id: number): PlaceRow | undefined {
  return placesStore(db).place(id, siteCode, type);
}

/** The vendor's item: the search hit's fields, the position and the distance in km ("1.23"). */
export function aroundItem(row: PlaceRow, metres: number): Record<string, unknown> {
  return {
    id: String(row.id),
    resourceType: row.resource_type,
    name: row.name,
    images: imagesString(row.images),
    address: row.address,
    regionName: row.region_name,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    distance: (metres / 1000).toFixed(2),
  };
}
