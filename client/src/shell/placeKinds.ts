import type { PlaceKind } from '../__generated__/PlaceListScreenQuery.graphql';
import type { Known } from '../relay/enums';

/** A place kind of the schema (`enum PlaceKind`) that this build routes. */
export type KnownPlaceKind = Known<PlaceKind>;

/** The client's own routing of a place kind: its list and detail paths. */
interface PlaceRouteSegments {
  /** List path segment, e.g. `scenic-list` (optionally followed by `/{siteId}`). */
  list: string;
  /**
   * The list's path parameter is the parent scenic area's id (`/subject-area/{scenicId}`…): such a
   * list is a screen of the scenic area (screens/scenic), not the generic list, and not a search tab.
   */
  underScenicArea?: true;
  /** The list of such a kind across the whole site, every scenic area's (`show-list`: all the shows). */
  siteList?: string;
  /** Detail path segment, e.g. `scenic-detail` (followed by `/{upstreamId}`). */
  detail: string;
  /** The kind's introduce page segment (`scenic-introduce`), for the eight kinds that have one. */
  introduce?: string;
  /** The GraphQL object type: the `type` of `nodeByUpstreamId` for the detail route's id. */
  typeName: string;
  /** Which level filter the list offers. */
  levelFilter: 'scenic' | 'hotel' | 'venue' | 'homestay' | 'study' | null;
}

export interface PlaceRoute extends PlaceRouteSegments {
  kind: KnownPlaceKind;
}

/** Kind → route segments, in the order the search tabs show them; every kind of the schema has its routes. */
const ROUTES = {
  SCENIC_AREA: {
    introduce: 'scenic-introduce',
    list: 'scenic-list',
    detail: 'scenic-detail',
    typeName: 'ScenicArea',
    levelFilter: 'scenic',
  },
  SCENIC_SPOT: { list: 'spot-list', detail: 'spot-detail', typeName: 'ScenicSpot', levelFilter: null },
  VENUE: { introduce: 'venues-introduce', list: 'venues-list', detail: 'venues-detail', typeName: 'Venue', levelFilter: 'venue' },
  HOTEL: { introduce: 'hotel-introduce', list: 'hotel-list', detail: 'hotel-detail', typeName: 'Hotel', levelFilter: 'hotel' },
  FOOD: { introduce: 'food-introduce', list: 'food-list', detail: 'food-detail', typeName: 'Restaurant', levelFilter: null },
  RURAL: { introduce: 'rural-introduce', list: 'rura-list', detail: 'rural-detail', typeName: 'RuralStay', levelFilter: null },
  ENTERTAINMENT: {
    introduce: 'entertain-introduce',
    list: 'entertain-list',
    detail: 'entertain-detail',
    typeName: 'Entertainment',
    levelFilter: null,
  },
  SPECIALITY: {
    introduce: 'speciality-introduce',
    list: 'speciality-list',
    detail: 'speciality-detail',
    typeName: 'Speciality',
    levelFilter: null,
  },
  EXHIBITION: { list: 'exhibition-list', detail: 'exhibition-detail', typeName: 'Exhibition', levelFilter: null },
  COLLECTION: { list: 'relics-list', detail: 'relics-detail', typeName: 'CollectionItem', levelFilter: null },
  HOMESTAY: { list: 'homestay-list', detail: 'homestay-detail', typeName: 'Homestay', levelFilter: 'homestay' },
  RURAL_SPOT: { list: 'rural-spots-list', detail: 'rural-spots-detail', typeName: 'RuralSpot', levelFilter: null },
  STUDY_BASE: {
    introduce: 'studies-base-introduce',
    list: 'studies-base',
    detail: 'studies-base-detail',
    typeName: 'StudyBase',
    levelFilter: 'study',
  },
  SUBJECT_AREA: {
    list: 'subject-area',
    detail: 'amusement-facility-theme',
    typeName: 'SubjectArea',
    levelFilter: null,
    underScenicArea: true,
  },
  AMUSEMENT_FACILITY: {
    list: 'amusement-facility',
    detail: 'amusement-facility-desc',
    typeName: 'AmusementFacility',
    levelFilter: null,
    underScenicArea: true,
  },
  SCENIC_SHOW: {
    list: 'wonderful-show',
    siteList: 'show-list',
    detail: 'wonderful-show-desc',
    typeName: 'ScenicShow',
    levelFilter: null,
    underScenicArea: true,
  },
} satisfies Record<KnownPlaceKind, PlaceRouteSegments>;

export const PLACE_ROUTES: ReadonlyArray<PlaceRoute> = (Object.keys(ROUTES) as KnownPlaceKind[]).map((kind) => ({ kind, ...ROUTES[kind] }));

/** The kinds with a list of their own (the search tabs); a scenic area's parts list under it. */
export const LISTED_PLACE_ROUTES: ReadonlyArray<PlaceRoute> = PLACE_ROUTES.filter((r) => !r.underScenicArea && r.kind !== 'RURAL_SPOT');
