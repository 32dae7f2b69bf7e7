/** Upstream rows of the brands domain (API.md "Brands") and the sources its types resolve from. */
import type { VipResourceStatus } from '../places/index.ts';

export interface BrandRow {
  id: string | number;
  name?: string | null;
  slogan?: string | null;
  brandImage?: string | null;
  bannerImage?: string | null;
  logo?: string | null;
  images?: string | null;
  mainColor?: string | null;
  siteCount?: string | number | null;
  relationResourceCount?: string | number | null;
  newsCount?: string | number | null;
  introduce?: string | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  vipResourceStatus?: VipResourceStatus | null;
}

export interface BrandSource {
  __typename: 'Brand';
  id: string;
  row: BrandRow;
  /** The row is the detail object (images, introduction, counts). */
  detailed: boolean;
}
