/** Place kinds: the backend's resourceType, its REST path prefix and the slug used in image names. */
export const PLACE_KINDS = [
  { type: 'CONTENT_TYPE_SCENERY', path: 'scenic', slug: 'scenic' },
  { type: 'CONTENT_TYPE_SCENIC_SPOTS', path: 'scenicSpot', slug: 'spot' },
  { type: 'CONTENT_TYPE_VENUE', path: 'venue', slug: 'venue' },
  { type: 'CONTENT_TYPE_HOTEL', path: 'hotel', slug: 'hotel' },
  { type: 'CONTENT_TYPE_RESTAURANT', path: 'dining', slug: 'food' },
  { type: 'CONTENT_TYPE_RURAL', path: 'rural', slug: 'rural' },
  { type: 'CONTENT_TYPE_ENTERTAINMENT', path: 'entertainment', slug: 'entertainment' },
  { type: 'CONTENT_TYPE_SPECIALITY', path: 'speciality', slug: 'speciality' },
  { type: 'CONTENT_TYPE_EXHIBITION', path: 'exhibition', slug: 'exhibition' },
  { type: 'CONTENT_TYPE_COLLECTION', path: 'collection', slug: 'collection' },
  // the place-kinds family (families/place-kinds): farm stays, a village's spots, research bases and a scenic
  // area's parts; `parent` names the list parameter that filters by the parent place (parent_id)
  { type: 'CONTENT_TYPE_AGRITAINMENT', path: 'agritainment', slug: 'homestay' },
  { type: 'CONTENT_TYPE_RURAL_SPOTS', path: 'ruralSpots', slug: 'rural-spot', parent: 'ruralId' },
  { type: 'CONTENT_TYPE_RESEARCH_BASE', path: 'researchBase', slug: 'studies' },
  { type: 'CONTENT_TYPE_SCENIC_PROJECT', path: 'scenicProject', slug: 'facility', parent: 'scenicId' },
  { type: 'CONTENT_TYPE_SCENIC_SHOW', path: 'scenicShow', slug: 'show', parent: 'scenicId' },
  { type: 'CONTENT_TYPE_SCENIC_THEME', path: 'scenicTheme', slug: 'theme', parent: 'scenicId' },
] as const;

export type PlaceKind = (typeof PLACE_KINDS)[number];
export type ResourceType = PlaceKind['type'];

export const SCENERY: ResourceType = 'CONTENT_TYPE_SCENERY';
export const SPOT: ResourceType = 'CONTENT_TYPE_SCENIC_SPOTS';
export const VENUE: ResourceType = 'CONTENT_TYPE_VENUE';
export const HOTEL: ResourceType = 'CONTENT_TYPE_HOTEL';
export const RESTAURANT: ResourceType = 'CONTENT_TYPE_RESTAURANT';
export const RURAL: ResourceType = 'CONTENT_TYPE_RURAL';
export const ENTERTAINMENT: ResourceType = 'CONTENT_TYPE_ENTERTAINMENT';
export const SPECIALITY: ResourceType = 'CONTENT_TYPE_SPECIALITY';
export const EXHIBITION: ResourceType = 'CONTENT_TYPE_EXHIBITION';
export const COLLECTION: ResourceType = 'CONTENT_TYPE_COLLECTION';
export const HOMESTAY: ResourceType = 'CONTENT_TYPE_AGRITAINMENT';
export const RURAL_SPOT: ResourceType = 'CONTENT_TYPE_RURAL_SPOTS';
export const STUDY_BASE: ResourceType = 'CONTENT_TYPE_RESEARCH_BASE';
export const FACILITY: ResourceType = 'CONTENT_TYPE_SCENIC_PROJECT';
export const SHOW: ResourceType = 'CONTENT_TYPE_SCENIC_SHOW';
export const SUBJECT_AREA: ResourceType = 'CONTENT_TYPE_SCENIC_THEME';

/** resourceType used for news articles in the interaction tables. */
export const NEWS_RESOURCE_TYPE = 'CONTENT';

export function kindOf(type: string): PlaceKind | undefined {
  return PLACE_KINDS.find((k) => k.type === type);
}

/** Image URL as stored: "@/files/..." is made absolute when the answer is serialised. */
export function imageRef(name: string): string {
  return `@/files/images/${name}.svg`;
}

export function iconRef(name: string): string {
  return `@/files/icons/${name}.svg`;
}

/**
 * Comma-separated stored image names → the backend's comma-separated URL string. An entry that
 * is already a file reference (`@/files/uploads/…`, a user's upload) is kept as it is.
 */
export function imagesString(names: string): string {
  return names
    .split(',')
    .filter((n) => n !== '')
    .map((n) => (n.startsWith('@/') ? n : imageRef(n)))
    .join(',');
}

/** News as the interaction and comment paths name it (stored as NEWS_RESOURCE_TYPE). */
export const NEWS_PUBLIC_TYPE = 'CONTENT_TYPE_CONTENT';
export const ACTIVITY_TYPE = 'CONTENT_TYPE_ACTIVITY';
/** Accepted by the interaction paths; a family that stores stories registers their table. */
export const STORY_TYPE = 'CONTENT_TYPE_STORY';

/**
 * A family's table of resources that can be liked, favourited, followed and commented (the
 * interaction and comment paths look them up by resourceType and id). Registered once at start
 * (families/index.ts, from each family's `resourceTables`).
 */
export interface ResourceTable {
  /** The resourceType the interaction and comment paths take and store (e.g. CONTENT_TYPE_TOPIC). */
  type: string;
  table: string;
  /** SQL expressions of the row's name and its comma-separated stored image names. */
  nameSql: string;
  imagesSql: string;
  /** Extra SQL condition on the row (e.g. "status = 'PUBLISHED'"); none by default. */
  whereSql?: string;
}

const TABLES = new Map<string, ResourceTable>();

export function registerResourceTable(table: ResourceTable): void {
  TABLES.set(table.type, table);
}

/** The registered table of a resourceType (a family's), or undefined. */
export function resourceTable(type: string): ResourceTable | undefined {
  return TABLES.get(type);
}

/** A resourceType parameter → the type stored in the interaction tables, or null when unknown. */
export function storedType(type: string): string | null {
  if (kindOf(type)) return type;
  if (type === NEWS_PUBLIC_TYPE || type === NEWS_RESOURCE_TYPE) return NEWS_RESOURCE_TYPE;
  if (type === ACTIVITY_TYPE || type === STORY_TYPE || TABLES.has(type)) return type;
  return null;
}

/** Stored type → the resourceType the interaction and comment paths answer with. */
export function publicType(stored: string): string {
  return stored === NEWS_RESOURCE_TYPE ? NEWS_PUBLIC_TYPE : stored;
}
