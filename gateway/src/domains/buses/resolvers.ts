import type { BusDirectionKind, Resolvers } from '../../generated/resolvers-types.ts';
import type { GatewayContext } from '../../core/context.ts';
import { buildConnection, type ConnectionShape } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { geoPoint, int, strings, text } from '../../core/normalise.ts';
import { siteLanguage } from '../../core/language.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { distanceMetres } from '../../core/geo.ts';
import { distanceText, validPoint } from '../places/index.ts';
import { BUS_KEYWORD_MAX, checkKeyword, lineIdOf, positionRequired, stopIdOf, unknownLine, unknownStop } from './rules.ts';
import { linesNamed, stopsNamed, stopsNear } from './upstream.ts';
import type { BusDepartureRow, BusDirectionRow, BusLineRow, BusLineSource, BusStopRow, BusStopSource } from './types.ts';

const EMPTY: ConnectionShape<never> = {
  edges: [],
  totalCount: 0,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

function lineSource(row: BusLineRow | null): BusLineSource | null {
  const id = text(row?.id);
  return row && id && isUpstreamId(id) ? { __typename: 'BusLine', id, row } : null;
}

function stopSource(row: BusStopRow | null, near: BusStopSource['near'] = null): BusStopSource | null {
  const id = text(row?.id);
  return row && id && isUpstreamId(id) ? { __typename: 'BusStop', id, row, near } : null;
}

/** "0" outbound, "1" the return. */
const directionKind = (value: unknown): BusDirectionKind => (int(value) === 1 ? 'RETURN' : 'OUTBOUND');

const rowsOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as T[]) : []);

/** The lines of a stop (ids from its row, or from the stop read again when the row has none), in one batched read. */
async function linesOfStop(s: BusStopSource, ctx: GatewayContext): Promise<BusLineSource[]> {
  const row = Array.isArray(s.row.lines) ? s.row : await ctx.loaders.buses.stop.load(s.id);
  const ids = rowsOf<{ id?: unknown }>(row?.lines)
    .map((l) => text(l.id))
    .filter((id): id is string => id !== null && isUpstreamId(id));
  const lines = await ctx.loaders.buses.line.loadMany(ids);
  return lines.map((l) => (l instanceof Error ? null : lineSource(l))).filter((l): l is BusLineSource => l !== null);
}

export const busesResolvers: Resolvers = {
  Query: {
    busLineSearch: (_root, args) => checkKeyword(args.keyword),
    busStopSearch: (_root, args) => checkKeyword(args.keyword),
    busStopsNear: (_root, args) => {
      const near = validPoint(args.near, 'near');
      return near ? { near, errors: [] } : { near: null, errors: [positionRequired()] };
    },
    busLine: async (_root, args, ctx) => {
      const id = lineIdOf(args.id);
      const line = id ? lineSource(await ctx.loaders.buses.line.load(id)) : null;
      return line ? { line, errors: [] } : { line: null, errors: [unknownLine()] };
    },
    busStop: async (_root, args, ctx) => {
      const id = stopIdOf(args.id);
      const stop = id ? stopSource(await ctx.loaders.buses.stop.load(id)) : null;
      return stop ? { stop, errors: [] } : { stop: null, errors: [unknownStop()] };
    },
  },
  InputLimits: {
    busKeywordMaxLength: () => BUS_KEYWORD_MAX,
  },
  BusLineSearch: {
    keyword: (s) => s.keyword,
    errors: (s) => s.errors,
    lines: (s, args, ctx) =>
      s.errors.length > 0 ? EMPTY : buildConnection(args, (page, size) => linesNamed(ctx.upstream, s.keyword, page, size), lineSource),
  },
  BusStopSearch: {
    keyword: (s) => s.keyword,
    errors: (s) => s.errors,
    stops: (s, args, ctx) =>
      s.errors.length > 0
        ? EMPTY
        : buildConnection(
            args,
            (page, size) => stopsNamed(ctx.upstream, s.keyword, page, size),
            (r) => stopSource(r),
          ),
  },
  BusStopsNear: {
    errors: (s) => s.errors,
    stops: (s, args, ctx) => {
      const near = s.near;
      return near
        ? buildConnection(
            args,
            (page, size) => stopsNear(ctx.upstream, near, page, size),
            (r) => stopSource(r, near),
          )
        : EMPTY;
    },
  },
  BusLine: {
    id: (s) => toGlobalId('BusLine', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.lineName) ?? '',
    from: (s) => text(s.row.startStation) ?? '',
    to: (s) => text(s.row.endStation) ?? '',
    firstBus: (s) => text(s.row.firstTime) ?? '',
    lastBus: (s) => text(s.row.lastTime) ?? '',
    intervalMinutes: (s) => Math.max(0, int(s.row.interval) ?? 0),
    fareYuan: (s) => {
      const fare = Number(text(s.row.price));
      return Number.isFinite(fare) && fare >= 0 ? fare : 0;
    },
    operator: (s) => text(s.row.operator),
    stopCount: (s) => Math.max(0, int(s.row.stationCount) ?? 0),
    directions: async (s, _args, ctx) =>
      rowsOf<BusDirectionRow>((await ctx.loaders.buses.detail.load(s.id))?.directions).map((row) => ({ row })),
  },
  BusDirection: {
    kind: (s) => directionKind(s.row.direction),
    from: (s) => text(s.row.startStation) ?? '',
    to: (s) => text(s.row.endStation) ?? '',
    firstBus: (s) => text(s.row.firstTime) ?? '',
    lastBus: (s) => text(s.row.lastTime) ?? '',
    stops: (s) => rowsOf<BusStopRow>(s.row.stations).flatMap((row) => (stopSource(row) ? [{ row }] : [])),
  },
  BusLineStop: {
    stop: (s) => stopSource(s.row)!,
    minutesFromStart: (s) => Math.max(0, int(s.row.minutes) ?? 0),
  },
  BusStop: {
    id: (s) => toGlobalId('BusStop', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.stationName) ?? '',
    location: (s) => geoPoint(s.row.longitude, s.row.latitude),
    distance: async (s, _args, ctx) => {
      const at = geoPoint(s.row.longitude, s.row.latitude);
      if (!s.near || !at) return null;
      const meters = distanceMetres(s.near, at);
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      return { meters, text: distanceText(meters, siteLanguage(site.siteLanguage) === 'FRENCH') };
    },
    lines: (s, _args, ctx) => linesOfStop(s, ctx),
    departures: async (s, args, ctx) => {
      const only = args.line ? lineIdOf(args.line) : null;
      if (args.line && !only) return [];
      const rows = rowsOf<BusDepartureRow>((await ctx.loaders.buses.departures.load(s.id))?.departures);
      return rows.filter((row) => only === null || text(row.lineId) === only).map((row) => ({ row }));
    },
  },
  BusDeparture: {
    line: async (s, _args, ctx) => {
      const id = text(s.row.lineId);
      const line = id && isUpstreamId(id) ? lineSource(await ctx.loaders.buses.line.load(id)) : null;
      if (!line) throw new Error('bus departure of a line the site does not have');
      return line;
    },
    direction: (s) => directionKind(s.row.direction),
    towards: (s) => text(s.row.towards) ?? '',
    times: (s) => strings(s.row.times),
    nextDay: (s) => int(s.row.nextDay) === 1,
    waitMinutes: (s) => int(s.row.waitMinutes),
    firstBus: (s) => text(s.row.firstTime) ?? '',
    lastBus: (s) => text(s.row.lastTime) ?? '',
  },
};

export const busesNodeLoaders: Record<string, NodeLoader<BusLineSource | BusStopSource>> = {
  BusLine: async (rawId, ctx) => (isUpstreamId(rawId) ? lineSource(await ctx.loaders.buses.line.load(rawId)) : null),
  BusStop: async (rawId, ctx) => (isUpstreamId(rawId) ? stopSource(await ctx.loaders.buses.stop.load(rawId)) : null),
};
