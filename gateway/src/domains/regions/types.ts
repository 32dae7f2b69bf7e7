/** Upstream rows of the regions domain and the source of the Region type. */

export interface RegionInfoRow {
  region: string;
  name?: string | null;
  parentRegion?: string | null;
  level?: string | number | null;
}

export interface RegionTreeRow {
  name?: string | null;
  region: string;
  siteId?: string | number | null;
  subList?: RegionTreeRow[] | null;
}

export interface RegionSource {
  __typename: 'Region';
  code: string;
  name: string;
  /** Children from the region tree, when the region came from it. */
  children: readonly RegionTreeRow[] | null;
  /** The global id, computed once for a region of a shared (cached) tree. */
  globalId?: string;
}
