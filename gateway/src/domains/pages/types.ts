import type { GeoPointValue } from '../../core/normalise.ts';

/** What `res/api/page/detail` answers (API.md "Pages"), and what the page types resolve from. */

export interface PageSectionRow {
  id?: string | number | null;
  type?: string | null;
  title?: string | null;
  layout?: string | null;
  config?: Record<string, unknown> | null;
}

export interface PageRow {
  id?: string | number | null;
  key?: string | null;
  title?: string | null;
  updateTime?: string | null;
  sections?: PageSectionRow[] | null;
}

export interface PageSource {
  __typename: 'Page';
  key: string;
  row: PageRow;
}

/** The section types of the graph, by the upstream's section type. */
export const SECTION_TYPENAMES = {
  BANNER: 'BannerSection',
  RICH_TEXT: 'RichTextSection',
  SHELF: 'ShelfSection',
  RANKING: 'RankingSection',
  MAP: 'MapSection',
  GALLERY: 'GallerySection',
  VIDEO: 'VideoSection',
  COUNTDOWN: 'CountdownSection',
  LINKS: 'LinksSection',
  FORM: 'FormSection',
} as const;

export type SectionTypename = (typeof SECTION_TYPENAMES)[keyof typeof SECTION_TYPENAMES];

/** A section of a page: its type's name in the graph, and the upstream's row (config never null). */
export interface SectionSource {
  __typename: SectionTypename;
  /** Unique within the page: the page key and the section's upstream id. */
  id: string;
  row: PageSectionRow;
  config: Record<string, unknown>;
}

/** The kinds of things a shelf or a ranking lists. */
export type PageItemKind = 'PLACE' | 'NEWS' | 'ACTIVITY' | 'STORY' | 'HERITAGE' | 'VIDEO';

/** What a shelf lists: chosen by a query (one list call), or by hand as ids (the owning domain's batch). */
export type ShelfQuery =
  | { by: 'query'; kind: PageItemKind; placeType: string | null; channelCode: string | null; keyword: string | null; size: number }
  | { by: 'ids'; kind: PageItemKind; placeType: string | null; ids: string[] };

export interface MapPointSource {
  name: string;
  location: GeoPointValue;
  path: string | null;
}

export interface GalleryPictureSource {
  picture: string;
  caption: string | null;
}
