import type { Resolvers } from '../../generated/resolvers-types.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { electricityFree } from './upstream.ts';
import type { FreeRow, FreeSource, StationRow } from './types.ts';

/** kWh as a number; null when absent. */
function kwh(value: unknown): number | null {
  const s = text(value);
  const n = s === null ? Number.NaN : Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function stateOf(row: FreeRow | null): FreeSource {
  if (!row) return { state: 'NONE', row: null };
  return { state: text(row.finished) === '1' ? 'FINISHED' : 'ACTIVE', row };
}

export const electricityResolvers: Resolvers = {
  User: {
    freeElectricity: async (user, _args, ctx) => {
      const encryption = text(user.info.encryption);
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      // the service is called only for a user with an encryption value on a site with a shop
      if (!encryption || !text(site.shopUrl)) return { state: 'UNAVAILABLE', row: null };
      return stateOf(await electricityFree(ctx.upstream, encryption));
    },
  },
  FreeElectricity: {
    state: (s) => s.state,
    code: (s) => text(s.row?.code),
    totalKwh: (s) => kwh(s.row?.freeDegree),
    usedKwh: (s) => kwh(s.row?.usedDegree),
    remainingKwh: (s) => kwh(s.row?.remainDegree),
    validUntil: (s) => chinaDateTime(s.row?.validEnd),
    stations: (s) => (Array.isArray(s.row?.stations) ? (s.row.stations as StationRow[]).filter((x) => text(x?.name)) : []),
  },
  ChargingStation: {
    name: (r) => text(r.name) ?? '',
    address: (r) => text(r.address),
    mapPath: (r) => mapPathAt(r.longitude, r.latitude, text(r.name), text(r.address)),
  },
};
