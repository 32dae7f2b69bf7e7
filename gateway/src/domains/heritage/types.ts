/** Upstream rows of the heritage family (API.md "Intangible heritage") and the sources of its types. */

/** Likes, favourites, comments and the caller's state, as every heritage row carries them. */
export interface CountedRow {
  id: string | number;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  userResourceStatus?: { thumbStatus?: unknown; collectionStatus?: unknown; resourceFansStatus?: unknown } | null;
  content?: string | null;
  [key: string]: unknown;
}

export interface ProjectRow extends CountedRow {
  name?: string | null;
  type?: string | number | null;
  typeName?: string | null;
  level?: string | number | null;
  declareYear?: string | number | null;
  regionName?: string | null;
  protectUnit?: string | null;
  images?: string | null;
  summary?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  showNum?: string | number | null;
  inheritorNum?: string | number | null;
  inheritorList?: InheritorRow[] | null;
  baseList?: BaseRow[] | null;
}

export interface InheritorRow extends CountedRow {
  name?: string | null;
  sex?: string | number | null;
  birthYear?: string | number | null;
  nation?: string | null;
  level?: string | number | null;
  headImg?: string | null;
  images?: string | null;
  summary?: string | null;
  regionName?: string | null;
  projectId?: string | number | null;
  projectName?: string | null;
  fansNum?: string | number | null;
  projectList?: ProjectRow[] | null;
}

export interface BaseRow extends CountedRow {
  name?: string | null;
  baseType?: string | null;
  baseTypeName?: string | null;
  address?: string | null;
  regionName?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  phone?: string | null;
  openTime?: string | null;
  images?: string | null;
  summary?: string | null;
  projectNames?: string | null;
  projectList?: ProjectRow[] | null;
}

export interface FoodRow extends CountedRow {
  name?: string | null;
  images?: string | null;
  summary?: string | null;
  projectId?: string | number | null;
  projectName?: string | null;
  shopName?: string | null;
  address?: string | null;
  regionName?: string | null;
  price?: string | number | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
}

export interface NewsRow extends CountedRow {
  title?: string | null;
  summary?: string | null;
  author?: string | null;
  publishTime?: string | null;
  images?: string | null;
  showNum?: string | number | null;
  top?: string | number | null;
  projectId?: string | number | null;
  projectName?: string | null;
  inheritorId?: string | number | null;
  inheritorName?: string | null;
}

export interface MediaRow extends CountedRow {
  title?: string | null;
  summary?: string | null;
  mediaType?: string | null;
  coverImg?: string | null;
  url?: string | null;
  duration?: string | number | null;
  projectId?: string | number | null;
  projectName?: string | null;
  inheritorId?: string | number | null;
  inheritorName?: string | null;
  inheritorHeadImg?: string | null;
  publishTime?: string | null;
  playNum?: string | number | null;
}

/** An update of a followed inheritor (focusDynamicList): a news or a media row with its kind. */
export type UpdateRow = (NewsRow | MediaRow) & { dynamicType?: string | null };

export interface HomeRow {
  bannerList?: ProjectRow[] | null;
  projectList?: ProjectRow[] | null;
  inheritorList?: InheritorRow[] | null;
  newsList?: NewsRow[] | null;
  videoList?: MediaRow[] | null;
  audioList?: MediaRow[] | null;
  countInfo?: Record<string, string | number | null | undefined> | null;
}

export interface MapPointRow {
  id: string | number;
  name?: string | null;
  resourceType?: string | null;
  level?: string | number | null;
  typeName?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
}

export interface MapRow {
  mapUrl?: string | null;
  width?: string | number | null;
  height?: string | number | null;
  west?: string | number | null;
  east?: string | number | null;
  south?: string | number | null;
  north?: string | number | null;
  pointList?: MapPointRow[] | null;
}

/**
 * How much of its row a source holds: `ref` (id and name, from another object), `list` (a list
 * row), `detail` (the detail object, with `content` and the linked lists).
 */
export type Completeness = 'ref' | 'list' | 'detail';

interface Source<T extends string, R> {
  __typename: T;
  id: string;
  row: R;
  completeness: Completeness;
}

export type HeritageProjectSource = Source<'HeritageProject', ProjectRow>;
export type HeritageInheritorSource = Source<'HeritageInheritor', InheritorRow>;
export type BaseTypeName = 'HeritageExperienceBase' | 'HeritageProtectionBase' | 'HeritageTeachingBase';
export type HeritageBaseSource = Source<BaseTypeName, BaseRow>;
export type HeritageFoodSource = Source<'HeritageFood', FoodRow>;
export type HeritageNewsSource = Source<'HeritageNews', NewsRow>;
export type HeritageMediaSource = Source<'HeritageMedia', MediaRow>;
export type AnyHeritageSource =
  | HeritageProjectSource
  | HeritageInheritorSource
  | HeritageBaseSource
  | HeritageFoodSource
  | HeritageNewsSource
  | HeritageMediaSource;

export interface HeritageMapSource {
  siteCode: string;
  image: string;
  alt: string;
  width: number;
  height: number;
  points: HeritageMapPointSource[];
}

export interface HeritageMapPointSource {
  typeName: string;
  rawId: string;
  kind: 'PROJECT' | 'EXPERIENCE_BASE' | 'PROTECTION_BASE' | 'TEACHING_BASE' | 'FOOD';
  name: string;
  label: string | null;
  level: HeritageLevelValue | null;
  longitude: number;
  latitude: number;
  x: number;
  y: number;
  detailPath: string;
}

export type HeritageLevelValue = 'NATIONAL' | 'PROVINCIAL' | 'CITY' | 'COUNTY';

export interface HeritageHomeSource {
  siteCode: string;
  banners: HeritageProjectSource[];
  projects: HeritageProjectSource[];
  inheritors: HeritageInheritorSource[];
  news: HeritageNewsSource[];
  videos: HeritageMediaSource[];
  audios: HeritageMediaSource[];
  projectCount: number;
  inheritorCount: number;
  experienceBaseCount: number;
  protectionBaseCount: number;
  foodCount: number;
  newsCount: number;
  videoCount: number;
  audioCount: number;
}
