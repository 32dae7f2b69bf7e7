import type { PlaceKind, PlaceTypeName } from './kind-table.ts';
import type { GeoPointValue } from '../../core/normalise.ts';

export type { GeoPointValue, PlaceKind, PlaceTypeName };
/** Upstream row types of the places domain (API.md "Places") and the sources resolvers receive. */

export interface VipResourceStatus {
  collectionStatus?: number | string | null;
  focusStatus?: number | string | null;
  likeStatus?: number | string | null;
}

/**
 * A list item, detail object, search hit or ranking row of any kind, as the upstream sends it:
 * numbers may be strings, optional values may be null or "".
 */
export interface PlaceRow {
  id: string | number;
  name?: string | null;
  images?: string | null;
  address?: string | null;
  region?: string | null;
  regionName?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  summary?: string | null;
  resourceType?: string | null;
  vipResourceStatus?: VipResourceStatus | null;
  level?: string | number | null;
  theme?: string[] | null;
  openTimeStart?: string | null;
  openTimeEnd?: string | null;
  openWeek?: string | null;
  chargeStatus?: string | number | null;
  realTimeNum?: string | number | null;
  maxNum?: string | number | null;
  audio?: string | null;
  audioTime?: string | number | null;
  type?: string | number | null;
  venueLevel?: string | number | null;
  tagName?: string[] | null;
  price?: string | number | null;
  checkInTime?: string | null;
  checkOutTime?: string | null;
  cuisine?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  venueName?: string | null;
  era?: string | null;
  scenicId?: string | number | null;
  scenicName?: string | null;
  heat?: string | number | null;
  // detail-only
  collectionNum?: string | number | null;
  likeNum?: string | number | null;
  commentNum?: string | number | null;
  phone?: string | null;
  websiteUrl?: string | null;
  content?: string | null;
  ticketPolicy?: string | null;
  trafficInfo?: string | null;
  bestTravelTime?: string | null;
  crowd?: Array<{ time?: string | null; num?: string | number | null }> | null;
  rooms?: HotelRoomRow[] | null;
  [key: string]: unknown;
}

export interface HotelRoomRow {
  id: string | number;
  hotelId?: string | number | null;
  name?: string | null;
  images?: string | null;
  price?: string | number | null;
  area?: string | number | null;
  bedType?: string | null;
  breakfast?: string | number | null;
  stock?: string | number | null;
}

/**
 * How much of a place the row holds: `summary` (search hit, ranking row, spot's parent:
 * id and name, maybe images), `list` (a list item), `detail` (the detail object).
 * Fields missing at one level are loaded through the per-request detail loader.
 */
export type PlaceCompleteness = 'summary' | 'list' | 'detail';

export interface PlaceSource {
  __typename: PlaceTypeName;
  kind: PlaceKind;
  id: string;
  row: PlaceRow;
  completeness: PlaceCompleteness;
  /** The `near` of the enclosing list, the default origin of `distance`. */
  near: GeoPointValue | null;
}

export interface HotelRoomSource {
  __typename: 'HotelRoom';
  hotelId: string;
  row: HotelRoomRow;
}

export interface RankingEntrySource {
  rank: number;
  heat: number;
  place: PlaceSource;
}
