import type { CityCardSource } from '../destinations/index.ts';
import type { PlaceKind, PlaceRow, PlaceSource } from '../places/index.ts';
import type { Movement } from './rules.ts';

/** A row of `res/api/ranking/regionRank` (ranking shape). */
export interface RegionRankRow {
  rank?: string | number | null;
  region?: string | null;
  regionName?: string | null;
  cardId?: string | number | null;
  name?: string | null;
  slogan?: string | null;
  cover?: string | null;
  siteId?: string | number | null;
  heat?: string | number | null;
  lastRank?: string | number | null;
}

/** A row of `res/api/ranking/resourceRank`: a place list item with its rank. */
export interface PlaceRankRow extends PlaceRow {
  rank?: string | number | null;
  lastRank?: string | number | null;
}

export interface RegionRankingEntrySource extends Movement {
  rank: number;
  heat: number;
  destination: CityCardSource;
}

export interface PlaceRankingEntrySource extends Movement {
  rank: number;
  heat: number;
  place: PlaceSource;
}

export interface PlaceRankingConnectionSource {
  kind: PlaceKind;
}
