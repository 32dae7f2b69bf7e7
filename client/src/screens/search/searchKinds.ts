import { LISTED_PLACE_ROUTES, type KnownPlaceKind } from '../../shell/placeKinds';

/** `/search/{type}`: the type is a place list's name without "-list" (scenic, venues, hotel, food…). */
export const searchSlug = (kind: KnownPlaceKind): string => LISTED_PLACE_ROUTES.find((r) => r.kind === kind)!.list.replace(/-list$/, '');

export function kindOfSearchType(type: string | undefined): KnownPlaceKind | null {
  if (!type) return null;
  return LISTED_PLACE_ROUTES.find((r) => r.list.replace(/-list$/, '') === type || r.kind === type.toUpperCase())?.kind ?? null;
}

/** The search address for a keyword and an optional kind. */
export function searchPath(keyword: string, kind: KnownPlaceKind | null): string {
  const base = kind ? `/search/${searchSlug(kind)}` : '/search';
  return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
}
