import type { FacilityKind, Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { geoPoint, int, text } from '../../core/normalise.ts';
import { siteLanguage } from '../../core/language.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { distanceMetres } from '../../core/geo.ts';
import { distanceText, validPoint } from '../places/index.ts';
import { FACILITY_TYPES } from './rules.ts';
import { facilityList } from './upstream.ts';
import type { FacilityRow, FacilitySource } from './types.ts';

function facilitySource(kind: FacilityKind, row: FacilityRow, near: FacilitySource['near']): FacilitySource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'Facility', id, facilityKind: kind, row, near } : null;
}

export const convenienceResolvers: Resolvers = {
  Query: {
    facilities: (_root, args, ctx) => {
      const near = validPoint(args.near, 'near');
      return buildConnection(
        args,
        (currPage, pageSize) => facilityList(ctx.upstream, FACILITY_TYPES[args.kind], near, currPage, pageSize),
        (row) => facilitySource(args.kind, row, near),
      );
    },
  },
  Facility: {
    id: (s) => toGlobalId('Facility', `${s.facilityKind}:${s.id}`),
    upstreamId: (s) => s.id,
    kind: (s) => s.facilityKind,
    name: (s) => text(s.row.name) ?? '',
    address: (s) => text(s.row.address),
    location: (s) => geoPoint(s.row.longitude, s.row.latitude),
    distance: async (s, _args, ctx) => {
      const at = geoPoint(s.row.longitude, s.row.latitude);
      if (!s.near || !at) return null;
      const meters = distanceMetres(s.near, at);
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      return { meters, text: distanceText(meters, siteLanguage(site.siteLanguage) === 'FRENCH') };
    },
    phone: (s) => text(s.row.phone),
    openingHours: (s) => text(s.row.openTime),
    note: (s) => text(s.row.remark),
    parkingSpaces: (s) => {
      if (s.facilityKind !== 'PARKING') return null;
      const total = int(s.row.parkingTotal);
      const free = int(s.row.parkingFree);
      return total !== null && free !== null && total >= 0 ? { total, free: Math.min(Math.max(free, 0), total) } : null;
    },
    mapPath: (s) => mapPathAt(s.row.longitude, s.row.latitude, text(s.row.name), text(s.row.address)),
  },
};

export const convenienceNodeLoaders: Record<string, NodeLoader<FacilitySource>> = {
  Facility: async (rawId, ctx) => {
    const colon = rawId.indexOf(':');
    const kind = colon > 0 && rawId.slice(0, colon) in FACILITY_TYPES ? (rawId.slice(0, colon) as FacilityKind) : null;
    const id = rawId.slice(colon + 1);
    if (!kind || !isUpstreamId(id)) return null;
    const row = await ctx.loaders.convenience.byId.load(`${FACILITY_TYPES[kind]}:${id}`);
    return row ? facilitySource(kind, row, null) : null;
  },
};
