import type { UserErrorSource } from '../../core/user-errors.ts';

/** A district as `res/api/travelAgency/regions` answers it (API.md "Travel agencies"). */
export interface AgencyRegionRow {
  siteId?: unknown;
  regionName?: unknown;
  agencyNum?: unknown;
}

/** An agency as `res/api/travelAgency/list` answers it. */
export interface AgencyRow {
  id?: unknown;
  name?: unknown;
  licenseNo?: unknown;
  regionName?: unknown;
  scope?: unknown;
  scopeName?: unknown;
  address?: unknown;
  phone?: unknown;
  longitude?: unknown;
  latitude?: unknown;
}

/** What `TravelAgency` resolves from. */
export interface AgencySource {
  id: string;
  row: AgencyRow;
}

/** What `TravelAgencyListResult` resolves from: the checked request, or its refusal. */
export interface AgencyListSource {
  siteId: string | null;
  regionName: string;
  errors: UserErrorSource[];
}
