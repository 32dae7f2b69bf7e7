/** The place kinds of the graph (enum PlaceKind) and their GraphQL object types. */
export type PlaceKind =
  | 'SCENIC_AREA'
  | 'SCENIC_SPOT'
  | 'VENUE'
  | 'HOTEL'
  | 'FOOD'
  | 'RURAL'
  | 'ENTERTAINMENT'
  | 'SPECIALITY'
  | 'EXHIBITION'
  | 'COLLECTION'
  | 'HOMESTAY'
  | 'RURAL_SPOT'
  | 'STUDY_BASE'
  | 'SUBJECT_AREA'
  | 'AMUSEMENT_FACILITY'
  | 'SCENIC_SHOW';
export type PlaceTypeName =
  | 'ScenicArea'
  | 'ScenicSpot'
  | 'Venue'
  | 'Hotel'
  | 'Restaurant'
  | 'RuralStay'
  | 'Entertainment'
  | 'Speciality'
  | 'Exhibition'
  | 'CollectionItem'
  | 'Homestay'
  | 'RuralSpot'
  | 'StudyBase'
  | 'SubjectArea'
  | 'AmusementFacility'
  | 'ScenicShow';

export interface PlaceKindInfo {
  kind: PlaceKind;
  /** The upstream's resourceType. */
  resourceType: string;
  /** Path prefix of the upstream's list/detail calls. */
  prefix: string;
  typeName: PlaceTypeName;
  /** In-app detail page, `{id}` replaced. */
  detailPath: string;
  /** In-app list page (the "more" link of home shelves). */
  listPath: string;
  /** How it opens (the words of its open and closed states): grounds, doors or trade. */
  opening: OpeningStyle;
}

export type OpeningStyle = 'GROUNDS' | 'DOORS' | 'TRADE';

/** The kinds table: PlaceKind ↔ resourceType ↔ upstream prefix ↔ GraphQL type ↔ app paths. */
export const PLACE_KINDS: readonly PlaceKindInfo[] = [
  {
    kind: 'SCENIC_AREA',
    resourceType: 'CONTENT_TYPE_SCENERY',
    prefix: 'res/api/scenic',
    typeName: 'ScenicArea',
    detailPath: '/scenic-detail/{id}',
    listPath: '/scenic-list',
    opening: 'GROUNDS',
  },
  {
    kind: 'SCENIC_SPOT',
    resourceType: 'CONTENT_TYPE_SCENIC_SPOTS',
    prefix: 'res/api/scenicSpot',
    typeName: 'ScenicSpot',
    detailPath: '/spot-detail/{id}',
    listPath: '/spot-list',
    opening: 'GROUNDS',
  },
  {
    kind: 'VENUE',
    resourceType: 'CONTENT_TYPE_VENUE',
    prefix: 'res/api/venue',
    typeName: 'Venue',
    detailPath: '/venues-detail/{id}',
    listPath: '/venues-list',
    opening: 'DOORS',
  },
  {
    kind: 'HOTEL',
    resourceType: 'CONTENT_TYPE_HOTEL',
    prefix: 'res/api/hotel',
    typeName: 'Hotel',
    detailPath: '/hotel-detail/{id}',
    listPath: '/hotel-list',
    opening: 'TRADE',
  },
  {
    kind: 'FOOD',
    resourceType: 'CONTENT_TYPE_RESTAURANT',
    prefix: 'res/api/dining',
    typeName: 'Restaurant',
    detailPath: '/food-detail/{id}',
    listPath: '/food-list',
    opening: 'TRADE',
  },
  {
    kind: 'RURAL',
    resourceType: 'CONTENT_TYPE_RURAL',
    prefix: 'res/api/rural',
    typeName: 'RuralStay',
    detailPath: '/rural-detail/{id}',
    listPath: '/rura-list',
    opening: 'GROUNDS',
  },
  {
    kind: 'ENTERTAINMENT',
    resourceType: 'CONTENT_TYPE_ENTERTAINMENT',
    prefix: 'res/api/entertainment',
    typeName: 'Entertainment',
    detailPath: '/entertain-detail/{id}',
    listPath: '/entertain-list',
    opening: 'TRADE',
  },
  {
    kind: 'SPECIALITY',
    resourceType: 'CONTENT_TYPE_SPECIALITY',
    prefix: 'res/api/speciality',
    typeName: 'Speciality',
    detailPath: '/speciality-detail/{id}',
    listPath: '/speciality-list',
    opening: 'TRADE',
  },
  {
    kind: 'EXHIBITION',
    resourceType: 'CONTENT_TYPE_EXHIBITION',
    prefix: 'res/api/exhibition',
    typeName: 'Exhibition',
    detailPath: '/exhibition-detail/{id}',
    listPath: '/exhibition-list',
    opening: 'DOORS',
  },
  {
    kind: 'COLLECTION',
    resourceType: 'CONTENT_TYPE_COLLECTION',
    prefix: 'res/api/collection',
    typeName: 'CollectionItem',
    detailPath: '/relics-detail/{id}',
    listPath: '/relics-list',
    opening: 'DOORS',
  },
  // a scenic area's parts list under their scenic area (`listPath` + `/{scenicId}`)
  {
    kind: 'HOMESTAY',
    resourceType: 'CONTENT_TYPE_AGRITAINMENT',
    prefix: 'res/api/agritainment',
    typeName: 'Homestay',
    detailPath: '/homestay-detail/{id}',
    listPath: '/homestay-list',
    opening: 'TRADE',
  },
  {
    kind: 'RURAL_SPOT',
    resourceType: 'CONTENT_TYPE_RURAL_SPOTS',
    prefix: 'res/api/ruralSpots',
    typeName: 'RuralSpot',
    detailPath: '/rural-spots-detail/{id}',
    listPath: '/rural-spots-list',
    opening: 'GROUNDS',
  },
  {
    kind: 'STUDY_BASE',
    resourceType: 'CONTENT_TYPE_RESEARCH_BASE',
    prefix: 'res/api/researchBase',
    typeName: 'StudyBase',
    detailPath: '/studies-base-detail/{id}',
    listPath: '/studies-base',
    opening: 'GROUNDS',
  },
  {
    kind: 'SUBJECT_AREA',
    resourceType: 'CONTENT_TYPE_SCENIC_THEME',
    prefix: 'res/api/scenicTheme',
    typeName: 'SubjectArea',
    detailPath: '/amusement-facility-theme/{id}',
    listPath: '/subject-area',
    opening: 'GROUNDS',
  },
  {
    kind: 'AMUSEMENT_FACILITY',
    resourceType: 'CONTENT_TYPE_SCENIC_PROJECT',
    prefix: 'res/api/scenicProject',
    typeName: 'AmusementFacility',
    detailPath: '/amusement-facility-desc/{id}',
    listPath: '/amusement-facility',
    opening: 'TRADE',
  },
  {
    kind: 'SCENIC_SHOW',
    resourceType: 'CONTENT_TYPE_SCENIC_SHOW',
    prefix: 'res/api/scenicShow',
    typeName: 'ScenicShow',
    detailPath: '/wonderful-show-desc/{id}',
    listPath: '/wonderful-show',
    opening: 'TRADE',
  },
];

const BY_KIND = new Map(PLACE_KINDS.map((info) => [info.kind, info]));
const BY_RESOURCE_TYPE = new Map(PLACE_KINDS.map((info) => [info.resourceType, info]));
const BY_TYPE_NAME = new Map<string, PlaceKindInfo>(PLACE_KINDS.map((info) => [info.typeName, info]));

export function kindInfo(kind: PlaceKind): PlaceKindInfo {
  const info = BY_KIND.get(kind);
  if (!info) throw new Error(`Unknown place kind ${kind}`);
  return info;
}

export function kindOfResourceType(resourceType: string | null | undefined): PlaceKindInfo | null {
  return resourceType ? (BY_RESOURCE_TYPE.get(resourceType) ?? null) : null;
}

export function kindOfTypeName(typeName: string): PlaceKindInfo | null {
  return BY_TYPE_NAME.get(typeName) ?? null;
}

export function placeDetailPath(kind: PlaceKind, id: string | number): string {
  return kindInfo(kind).detailPath.replace('{id}', encodeURIComponent(String(id)));
}

/** The places' resource types as the interaction and comment paths know them, with their detail pages. */
export const PLACE_RESOURCE_TYPES = PLACE_KINDS.map(({ typeName, resourceType, detailPath }) => ({ typeName, resourceType, detailPath }));
