import type { FacilityKind } from '../../generated/resolvers-types.ts';

/** A facility as `res/api/convenience/list` answers it (API.md). */
export interface FacilityRow {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  phone?: unknown;
  openTime?: unknown;
  remark?: unknown;
  parkingTotal?: unknown;
  parkingFree?: unknown;
}

/** What `Facility` resolves from: the row, its kind and the list's `near` point. */
export interface FacilitySource {
  __typename: 'Facility';
  id: string;
  facilityKind: FacilityKind;
  row: FacilityRow;
  near: { longitude: number; latitude: number } | null;
}
