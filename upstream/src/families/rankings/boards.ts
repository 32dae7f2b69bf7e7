/**
 * The two boards, both ranked by heat ("热度"):
 * - the region board: the site's destinations (its city cards below the city itself) by the
 *   card's own heat plus the heat of the places in its region;
 * - a resource board: the places of one resourceType by their heat (scenic areas carry one; other
 *   kinds take likes × 3 + favourites × 5 + comments × 8).
 */
import type Database from 'better-sqlite3';
import type { PlaceRow } from '../places/index.ts';
import { regionPrefix } from '../../regions/division.ts';
import type { CityCardRow } from '../destinations/index.ts';
import { rankingsStore } from './store.ts';

export interface Ranked<T> {
  row: T;
  heat: number;
}

export function regionBoard(db: Database.Database, siteCode: string): Ranked<CityCardRow>[] {
  const store = rankingsStore(db);
  const places = store.placeHeats(siteCode);
  return store
    .destinationCards(siteCode)
    .map((row) => {
      const prefix = regionPrefix(row.region) ?? row.region;
      const placesHeat = places.filter((p) => p.region.startsWith(prefix)).reduce((sum, p) => sum + p.heat, 0);
      return { row, heat: row.heat + placesHeat };
    })
    .sort((a, b) => b.heat - a.heat || a.row.id - b.row.id);
}

export function resourceBoard(db: Database.Database, siteCode: string, type: string): Ranked<PlaceRow>[] {
  return rankingsStore(db)
    .countedPlaces(siteCode, type)
    .map((row) => ({ row: row as PlaceRow, heat: row.heat > 0 ? row.heat : row.likes * 3 + row.favourites * 5 + row.comments * 8 }))
    .sort((a, b) => b.heat - a.heat || a.row.id - b.row.id);
}
