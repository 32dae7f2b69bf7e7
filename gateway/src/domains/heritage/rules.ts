/**
 * The heritage domain's rules, computed here once: the upstream's level, category, base-kind
 * and gender codes ↔ the graph's enums, which tabs a site shows, where a point falls on the map
 * image, the keyword limit.
 */
import type {
  HeritageBaseKind,
  HeritageCategory,
  HeritageGender,
  HeritageLevel,
  HeritageMapPointKind,
  HeritageMediaKind,
  HeritageTab,
} from '../../generated/resolvers-types.ts';
import { text } from '../../core/normalise.ts';
import type { AnyHeritageSource, BaseTypeName } from './types.ts';
import type { KindName } from './upstream.ts';

/** Level codes 1…4 (API.md). */
const LEVELS: readonly HeritageLevel[] = ['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY'];

export function levelOf(code: unknown): HeritageLevel | null {
  const n = Number(text(code));
  return Number.isInteger(n) ? (LEVELS[n - 1] ?? null) : null;
}

export function levelParam(level: HeritageLevel): number {
  return LEVELS.indexOf(level) + 1;
}

/** Category codes 1…10, in the order of the national list. */
const CATEGORIES: readonly HeritageCategory[] = [
  'FOLK_LITERATURE',
  'TRADITIONAL_MUSIC',
  'TRADITIONAL_DANCE',
  'TRADITIONAL_DRAMA',
  'QUYI',
  'SPORTS_AND_ACROBATICS',
  'TRADITIONAL_ART',
  'CRAFTSMANSHIP',
  'TRADITIONAL_MEDICINE',
  'FOLK_CUSTOM',
];

export function categoryOf(code: unknown): HeritageCategory | null {
  const n = Number(text(code));
  return Number.isInteger(n) ? (CATEGORIES[n - 1] ?? null) : null;
}

export function categoryParam(category: HeritageCategory): number {
  return CATEGORIES.indexOf(category) + 1;
}

export function genderOf(code: unknown): HeritageGender | null {
  const s = text(code);
  return s === '1' ? 'MALE' : s === '2' ? 'FEMALE' : null;
}

/** Base kinds: the upstream's `baseType`, the graph's enum, its Node type and its resourceType. */
export const BASE_KINDS: ReadonlyArray<{
  kind: HeritageBaseKind;
  baseType: string;
  typeName: BaseTypeName;
  resourceType: string;
  mapKind: HeritageMapPointKind;
  detailPath: string;
}> = [
  {
    kind: 'EXPERIENCE',
    baseType: 'EXPERIENCE',
    typeName: 'HeritageExperienceBase',
    resourceType: 'CONTENT_TYPE_HERITAGE_EXPERIENCE_BASE',
    mapKind: 'EXPERIENCE_BASE',
    detailPath: '/experience-desc/{id}',
  },
  {
    kind: 'PROTECTION',
    baseType: 'PROTECT',
    typeName: 'HeritageProtectionBase',
    resourceType: 'CONTENT_TYPE_HERITAGE_PROTECT_BASE',
    mapKind: 'PROTECTION_BASE',
    detailPath: '/inheritance-desc/{id}',
  },
  {
    kind: 'TEACHING',
    baseType: 'TEACHING',
    typeName: 'HeritageTeachingBase',
    resourceType: 'CONTENT_TYPE_HERITAGE_TEACHING_BASE',
    mapKind: 'TEACHING_BASE',
    detailPath: '/inheritance-desc/{id}',
  },
];

export function baseKindOfType(baseType: unknown): (typeof BASE_KINDS)[number] | null {
  const s = text(baseType)?.toUpperCase();
  return BASE_KINDS.find((k) => k.baseType === s) ?? null;
}

export function baseKindOfTypeName(typeName: string): (typeof BASE_KINDS)[number] | null {
  return BASE_KINDS.find((k) => k.typeName === typeName) ?? null;
}

export function mediaKindOf(value: unknown): HeritageMediaKind | null {
  const s = text(value)?.toUpperCase();
  return s === 'VIDEO' || s === 'AUDIO' ? s : null;
}

export const ALL_TABS: readonly HeritageTab[] = ['PROJECTS', 'INHERITORS', 'EXPERIENCE_BASES', 'PROTECTION_BASES'];

/**
 * The tabs of the four-tab lists a site shows: the last two (the base lists) are hidden on
 * "two site variants" — here the scenic-area edition (one scenic area has no base
 * lists of its own) and the provincial edition (its bases belong to the cities' sites).
 */
export function visibleTabs(edition: 'GENERAL' | 'SCENIC' | 'PROVINCIAL'): HeritageTab[] {
  return edition === 'GENERAL' ? [...ALL_TABS] : ['PROJECTS', 'INHERITORS'];
}

export interface MapBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/**
 * Where a point falls on the map image, as fractions of its width and height: the image is
 * an equirectangular drawing of the box (API.md mapData). Null outside the box or for a box
 * that is not one.
 */
export function mapPosition(box: MapBox, longitude: number, latitude: number): { x: number; y: number } | null {
  const w = box.east - box.west;
  const h = box.north - box.south;
  if (!(w > 0) || !(h > 0)) return null;
  const x = (longitude - box.west) / w;
  const y = (box.north - latitude) / h;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x: Math.round(x * 1e4) / 1e4, y: Math.round(y * 1e4) / 1e4 };
}

/** The loader family (`ctx.loaders.heritage[kind]`) of each heritage type. */
export const KIND_OF_TYPE: Record<AnyHeritageSource['__typename'], KindName> = {
  HeritageProject: 'project',
  HeritageInheritor: 'inheritor',
  HeritageExperienceBase: 'base',
  HeritageProtectionBase: 'base',
  HeritageTeachingBase: 'base',
  HeritageFood: 'food',
  HeritageNews: 'news',
  HeritageMedia: 'media',
};
