import { kindInfo, kindOfResourceType } from './kind-table.ts';
import type { GeoPointValue, PlaceCompleteness, PlaceKind, PlaceRow, PlaceSource } from './types.ts';

export function placeSource(
  kind: PlaceKind,
  row: PlaceRow,
  completeness: PlaceCompleteness,
  near: GeoPointValue | null = null,
): PlaceSource {
  return { __typename: kindInfo(kind).typeName, kind, id: String(row.id), row, completeness, near };
}

/** A search hit as a summary source; null for resource types that are not places. */
export function searchHitSource(row: PlaceRow, fallbackKind: PlaceKind | null): PlaceSource | null {
  const kind = kindOfResourceType(row.resourceType)?.kind ?? fallbackKind;
  return kind ? placeSource(kind, row, 'summary') : null;
}
