import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { int, text } from '../../core/normalise.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { AGENCY_REGION_NAME_MAX, agencyListPath, agencyScope, checkAgencyArgs } from './rules.ts';
import { agencyList, agencyRegions } from './upstream.ts';
import type { AgencyRow, AgencySource } from './types.ts';

function agencySource(row: AgencyRow): AgencySource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { id, row } : null;
}

export const agencyResolvers: Resolvers = {
  Query: {
    travelAgencyRegions: async (_root, _args, ctx) =>
      (await agencyRegions(ctx.upstream)).flatMap((r) => {
        const name = text(r.regionName);
        const siteId = text(r.siteId);
        return name && siteId ? [{ name, agencyCount: Math.max(0, int(r.agencyNum) ?? 0), path: agencyListPath(siteId, name) }] : [];
      }),
    travelAgencies: (_root, args) => checkAgencyArgs(args),
  },
  TravelAgencyListResult: {
    agencies: (s, args, ctx) =>
      s.errors.length > 0
        ? null
        : buildConnection(args, (currPage, pageSize) => agencyList(ctx.upstream, s, currPage, pageSize), agencySource),
    errors: (s) => s.errors,
  },
  TravelAgency: {
    id: (s) => toGlobalId('TravelAgency', s.id),
    name: (s) => text(s.row.name) ?? '',
    licenseNumber: (s) => text(s.row.licenseNo) ?? '',
    regionName: (s) => text(s.row.regionName),
    scope: (s) => agencyScope(s.row.scope),
    scopeName: (s) => text(s.row.scopeName),
    address: (s) => text(s.row.address),
    phone: (s) => text(s.row.phone),
    mapPath: (s) => mapPathAt(s.row.longitude, s.row.latitude, text(s.row.name), text(s.row.address)),
  },
  InputLimits: {
    agencyRegionNameMaxLength: () => AGENCY_REGION_NAME_MAX,
  },
};
