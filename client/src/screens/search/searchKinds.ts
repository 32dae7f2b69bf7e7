import { PLACE_ROUTES, type PlaceKindName } from '../../shell/placeKinds';

/** `/search/{type}`: the type is a place list's name without "-list" (scenic, venues, hotel, food…). */
export const searchSlug = (kind: PlaceKindName): string => PLACE_ROUTES.find((r) => r.kind === kind)!.list.replace(/-list$/, '');

export function kindOfSearchType(type: string | undefined): PlaceKindName | null {
  if (!type) return null;
  return PLACE_ROUTES.find((r) => r.list.replace(/-list$/, '') === type || r.kind === type.toUpperCase())?.kind ?? null;
}

/** The search address for a keyword and an optional kind. */
export function searchPath(keyword: string, kind: PlaceKindName | null): string {
  const base = kind ? `/search/${searchSlug(kind)}` : '/search';
  return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
}
