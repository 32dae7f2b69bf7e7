import type { Known } from '../../relay/enums';

export type HeritageTab = Known<'PROJECTS' | 'INHERITORS' | 'EXPERIENCE_BASES' | 'PROTECTION_BASES' | '%future added value'>;

/** The four tabs of the heritage lists and their addresses. */
export const TAB_PATHS: Record<HeritageTab, string> = {
  PROJECTS: '/project-list',
  INHERITORS: '/successor-list',
  EXPERIENCE_BASES: '/experience-list',
  PROTECTION_BASES: '/inheritance-list',
};

export const LEVELS = ['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY'] as const;
export type Level = (typeof LEVELS)[number];

export const CATEGORIES = [
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
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A value of the address's query when it is one of `values`, else null. */
export function pick<V extends string>(values: readonly V[], raw: string | null): V | null {
  return raw && (values as readonly string[]).includes(raw) ? (raw as V) : null;
}
