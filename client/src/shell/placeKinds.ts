import type { PlaceKind } from '../__generated__/PlaceListScreenQuery.graphql';
import type { Known } from '../relay/enums';

/** A place kind of the schema (`enum PlaceKind`) that this build routes. */
export type KnownPlaceKind = Known<PlaceKind>;

/** The client's own routing of a place kind (spec §2.6). */
interface PlaceRouteSegments {
  /** List path segment, e.g. `scenic-list` (optionally followed by `/{siteId}`). */
  list: string;
  /** Detail path segment, e.g. `scenic-detail` (followed by `/{upstreamId}`). */
  detail: string;
  /** The GraphQL object type: the `type` of `nodeByUpstreamId` for the detail route's id. */
  typeName: string;
  /** Which level filter the list offers. */
  levelFilter: 'scenic' | 'hotel' | 'venue' | null;
}

export interface PlaceRoute extends PlaceRouteSegments {
  kind: KnownPlaceKind;
}

/** Kind → route segments, in the order the search tabs show them; every kind of the schema has its routes. */
const ROUTES = {
  SCENIC_AREA: { list: 'scenic-list', detail: 'scenic-detail', typeName: 'ScenicArea', levelFilter: 'scenic' },
  SCENIC_SPOT: { list: 'spot-list', detail: 'spot-detail', typeName: 'ScenicSpot', levelFilter: null },
  VENUE: { list: 'venues-list', detail: 'venues-detail', typeName: 'Venue', levelFilter: 'venue' },
  HOTEL: { list: 'hotel-list', detail: 'hotel-detail', typeName: 'Hotel', levelFilter: 'hotel' },
  FOOD: { list: 'food-list', detail: 'food-detail', typeName: 'Restaurant', levelFilter: null },
  RURAL: { list: 'rura-list', detail: 'rural-detail', typeName: 'RuralStay', levelFilter: null },
  ENTERTAINMENT: { list: 'entertain-list', detail: 'entertain-detail', typeName: 'Entertainment', levelFilter: null },
  SPECIALITY: { list: 'speciality-list', detail: 'speciality-detail', typeName: 'Speciality', levelFilter: null },
  EXHIBITION: { list: 'exhibition-list', detail: 'exhibition-detail', typeName: 'Exhibition', levelFilter: null },
  COLLECTION: { list: 'relics-list', detail: 'relics-detail', typeName: 'CollectionItem', levelFilter: null },
} satisfies Record<KnownPlaceKind, PlaceRouteSegments>;

export const PLACE_ROUTES: ReadonlyArray<PlaceRoute> = (Object.keys(ROUTES) as KnownPlaceKind[]).map((kind) => ({ kind, ...ROUTES[kind] }));
