/** The place kinds, their list/detail routes (spec §2.6) and GraphQL type names. */
export type PlaceKindName =
  | 'SCENIC_AREA'
  | 'SCENIC_SPOT'
  | 'VENUE'
  | 'HOTEL'
  | 'FOOD'
  | 'RURAL'
  | 'ENTERTAINMENT'
  | 'SPECIALITY'
  | 'EXHIBITION'
  | 'COLLECTION';

export interface PlaceRoute {
  kind: PlaceKindName;
  /** List path segment, e.g. `scenic-list` (optionally followed by `/{siteId}`). */
  list: string;
  /** Detail path segment, e.g. `scenic-detail` (followed by `/{id}`). */
  detail: string;
  /** The GraphQL object type: the `type` of `nodeByUpstreamId` for the detail route's id. */
  typeName: string;
  /** Which level filter the list offers. */
  levelFilter: 'scenic' | 'hotel' | 'venue' | null;
}

export const PLACE_ROUTES: ReadonlyArray<PlaceRoute> = [
  { kind: 'SCENIC_AREA', list: 'scenic-list', detail: 'scenic-detail', typeName: 'ScenicArea', levelFilter: 'scenic' },
  { kind: 'SCENIC_SPOT', list: 'spot-list', detail: 'spot-detail', typeName: 'ScenicSpot', levelFilter: null },
  { kind: 'VENUE', list: 'venues-list', detail: 'venues-detail', typeName: 'Venue', levelFilter: 'venue' },
  { kind: 'HOTEL', list: 'hotel-list', detail: 'hotel-detail', typeName: 'Hotel', levelFilter: 'hotel' },
  { kind: 'FOOD', list: 'food-list', detail: 'food-detail', typeName: 'Restaurant', levelFilter: null },
  { kind: 'RURAL', list: 'rura-list', detail: 'rural-detail', typeName: 'RuralStay', levelFilter: null },
  { kind: 'ENTERTAINMENT', list: 'entertain-list', detail: 'entertain-detail', typeName: 'Entertainment', levelFilter: null },
  { kind: 'SPECIALITY', list: 'speciality-list', detail: 'speciality-detail', typeName: 'Speciality', levelFilter: null },
  { kind: 'EXHIBITION', list: 'exhibition-list', detail: 'exhibition-detail', typeName: 'Exhibition', levelFilter: null },
  { kind: 'COLLECTION', list: 'relics-list', detail: 'relics-detail', typeName: 'CollectionItem', levelFilter: null },
];

export const SCENIC_LEVELS = ['AAAAA', 'AAAA', 'AAA', 'AA', 'A'] as const;
export const HOTEL_LEVELS = ['FIVE_STAR', 'FOUR_STAR', 'THREE_STAR', 'TWO_STAR', 'ONE_STAR', 'NON_STAR'] as const;
export const VENUE_TYPES = ['MUSEUM', 'LIBRARY', 'CULTURAL_CENTRE', 'ART_GALLERY'] as const;
/** Upstream venue type codes 41-44 (spec: /venues-list?type=41 … 44). */
export const VENUE_TYPE_CODES: Record<string, (typeof VENUE_TYPES)[number]> = {
  '41': 'MUSEUM',
  '42': 'LIBRARY',
  '43': 'CULTURAL_CENTRE',
  '44': 'ART_GALLERY',
};

export function levelOptions(filter: PlaceRoute['levelFilter']): ReadonlyArray<string> {
  if (filter === 'scenic') return SCENIC_LEVELS;
  if (filter === 'hotel') return HOTEL_LEVELS;
  if (filter === 'venue') return VENUE_TYPES;
  return [];
}
