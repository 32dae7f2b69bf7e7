/** The heritage family's resource types (its content types) as the interaction and comment paths take them. */
import type { BaseKind } from './texts.ts';

export const RESOURCE = {
  /** Heritage item (an intangible-heritage project). */
  PROJECT: 'CONTENT_TYPE_HERITAGE_ITEM',
  /** Heritage person (a representative inheritor). */
  PERSON: 'CONTENT_TYPE_HERITAGE_PERSON',
  FOOD: 'CONTENT_TYPE_HERITAGE_FOOD',
  NEWS: 'CONTENT_TYPE_HERITAGE_NEWS',
  MEDIA: 'CONTENT_TYPE_HERITAGE_MEDIA',
} as const;

/** Base kind (`baseType`) → its resource type (heritage experience / protect / teaching base). */
export const BASE_TYPES: Record<BaseKind, string> = {
  EXPERIENCE: 'CONTENT_TYPE_HERITAGE_EXPERIENCE_BASE',
  PROTECT: 'CONTENT_TYPE_HERITAGE_PROTECT_BASE',
  TEACHING: 'CONTENT_TYPE_HERITAGE_TEACHING_BASE',
};

export const BASE_KINDS = Object.keys(BASE_TYPES) as BaseKind[];
