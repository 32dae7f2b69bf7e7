import type { TravelAgencyScope } from '../../generated/resolvers-types.ts';
import { codePointLength } from '../../core/validation.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

/** The longest district name the agency list takes (the longest real ones are about a dozen characters). */
export const AGENCY_REGION_NAME_MAX = 30;

/** The upstream's scope code → the enum; null for one the gateway does not know. */
export function agencyScope(value: unknown): TravelAgencyScope | null {
  return value === 'DOMESTIC' || value === 'OUTBOUND' ? value : null;
}

/** The list's arguments, trimmed, and every reason they are refused (before any upstream call). */
export function checkAgencyArgs(args: { siteId?: string | null; regionName?: string | null }): {
  siteId: string | null;
  regionName: string;
  errors: UserErrorSource[];
} {
  const siteId = args.siteId?.trim() || null;
  const regionName = (args.regionName ?? '').trim();
  const errors: UserErrorSource[] = [];
  if (siteId !== null && !isUpstreamId(siteId)) errors.push(inputError('AGENCY_SITE_INVALID', 'siteId'));
  if (codePointLength(regionName) > AGENCY_REGION_NAME_MAX)
    errors.push(inputError('AGENCY_REGION_TOO_LONG', 'regionName', AGENCY_REGION_NAME_MAX));
  return { siteId, regionName, errors };
}

/** The page of a district's agencies. */
export function agencyListPath(siteId: string, regionName: string): string {
  return `/travel-list/${encodeURIComponent(siteId)}/${encodeURIComponent(regionName)}`;
}
