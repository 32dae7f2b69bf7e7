import type { Resolvers, TrafficSeatKind } from '../../generated/resolvers-types.ts';
import { EXTERNAL_LINK_DEFAULTS, evaluateExternalLink } from '../../core/external-links.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { flag, int, num, text } from '../../core/normalise.ts';
import { parseTripRawId, tripRawId } from './loaders.ts';
import { availabilityOf, SEARCH_DAYS, validateSearch } from './rules.ts';
import { tripPage } from './upstream.ts';
import type { SeatRow, StopRow, Stretch, TripRow, TripSource } from './types.ts';

const SEAT_KINDS: readonly TrafficSeatKind[] = [
  'BUSINESS',
  'FIRST',
  'SECOND',
  'SOFT_SLEEPER',
  'HARD_SLEEPER',
  'HARD_SEAT',
  'CABIN_BUSINESS',
  'CABIN_ECONOMY',
  'COACH_SEAT',
];

const seatKind = (row: SeatRow): TrafficSeatKind | null => SEAT_KINDS.find((k) => k === text(row.code)) ?? null;

function seatsOf(row: TripRow): SeatRow[] {
  return Array.isArray(row.seats) ? (row.seats as SeatRow[]).filter((s) => seatKind(s) !== null) : [];
}

function tripSource(stretch: Stretch, row: TripRow): TripSource | null {
  const id = text(row.id);
  return id && /^\d{1,12}$/.test(id) ? { __typename: 'TrafficTrip', id, stretch, row } : null;
}

const seatsLeft = (s: SeatRow) => Math.max(0, int(s.remain) ?? 0);

export const trafficResolvers: Resolvers = {
  Query: {
    trafficStations: (_root, { mode }, ctx) => ctx.loaders.traffic.stations.load(mode),
    trafficSearch: async (_root, args, ctx) => {
      const stations = await ctx.loaders.traffic.stations.load(args.mode);
      const keys = new Set(stations.map((s) => text(s.id)).filter((k): k is string => k !== null));
      const errors = validateSearch(args, keys, ctx.now.getTime());
      if (errors.length > 0) return { errors, stretch: null };
      return { errors: [], stretch: { mode: args.mode, from: args.from.trim(), to: args.to.trim(), date: args.date.trim() } };
    },
  },
  TrafficSearchResult: {
    trips: (result, args, ctx) => {
      const { stretch } = result;
      if (!stretch) return null;
      return buildConnection(
        args,
        (currPage, pageSize) => tripPage(ctx.upstream, stretch, currPage, pageSize),
        (row) => tripSource(stretch, row),
      );
    },
  },
  InputLimits: {
    trainSearchDays: () => SEARCH_DAYS.TRAIN,
    flightSearchDays: () => SEARCH_DAYS.FLIGHT,
    coachSearchDays: () => SEARCH_DAYS.COACH,
  },
  TrafficStation: {
    key: (s) => text(s.id) ?? '',
    name: (s) => text(s.name) ?? '',
    city: (s) => text(s.city) ?? '',
    code: (s) => text(s.code),
    isLocal: (s) => flag(s.local),
  },
  TrafficTrip: {
    id: (t) => toGlobalId('TrafficTrip', tripRawId(t.stretch, t.id)),
    mode: (t) => t.stretch.mode,
    number: (t) => text(t.row.number) ?? '',
    operator: (t) => text(t.row.operator),
    vehicle: (t) => text(t.row.vehicle),
    departure: (t) => ({
      stationKey: text(t.row.fromStationId) ?? t.stretch.from,
      stationName: text(t.row.fromStation) ?? '',
      city: text(t.row.fromCity) ?? '',
      date: text(t.row.departDate) ?? t.stretch.date,
      time: text(t.row.departTime) ?? '',
    }),
    arrival: (t) => ({
      stationKey: text(t.row.toStationId) ?? t.stretch.to,
      stationName: text(t.row.toStation) ?? '',
      city: text(t.row.toCity) ?? '',
      date: text(t.row.arriveDate) ?? t.stretch.date,
      time: text(t.row.arriveTime) ?? '',
    }),
    hasDeparted: (t, _args, ctx) => {
      const at = Date.parse(`${text(t.row.departDate) ?? t.stretch.date}T${text(t.row.departTime) ?? '00:00'}:00+08:00`);
      return !Number.isNaN(at) && at <= ctx.now.getTime();
    },
    durationMinutes: (t) => Math.max(0, int(t.row.duration) ?? 0),
    stopsBetween: (t) => Math.max(0, int(t.row.stopCount) ?? 0),
    seats: (t) => seatsOf(t.row),
    lowestFare: (t) => {
      const fares = seatsOf(t.row)
        .filter((s) => seatsLeft(s) > 0)
        .map((s) => num(s.price))
        .filter((f): f is number => f !== null);
      return fares.length > 0 ? Math.min(...fares) : null;
    },
    bookingLink: (t, _args, ctx) => {
      const raw = text(t.row.bookingUrl);
      if (!raw) return null;
      const link = {
        ...evaluateExternalLink(raw, ctx.siteCode, ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS),
        siteCode: ctx.siteCode,
      };
      return link.url ? link : null;
    },
    stops: async (t, _args, ctx) => {
      const row = Array.isArray(t.row.stops) ? t.row : await ctx.loaders.traffic.detail.load(tripRawId(t.stretch, t.id));
      const stops = Array.isArray(row?.stops) ? (row.stops as StopRow[]) : [];
      return stops.map((s) => ({ row: s, from: t.stretch.from, to: t.stretch.to }));
    },
  },
  TrafficSeat: {
    kind: (s) => seatKind(s) ?? 'COACH_SEAT',
    name: (s) => text(s.name) ?? '',
    fare: (s) => num(s.price) ?? 0,
    seatsLeft: (s) => seatsLeft(s),
    availability: (s) => availabilityOf(seatsLeft(s)),
  },
  TrafficStop: {
    stationName: (s) => text(s.row.station) ?? '',
    city: (s) => text(s.row.city) ?? '',
    arrivalTime: (s) => text(s.row.arriveTime),
    departureTime: (s) => text(s.row.departTime),
    date: (s) => text(s.row.arriveDate) ?? text(s.row.departDate) ?? '',
    stayMinutes: (s) => int(s.row.stay),
    isBoarding: (s) => text(s.row.stationId) === s.from,
    isAlighting: (s) => text(s.row.stationId) === s.to,
  },
};

export const trafficNodeLoaders: Record<string, NodeLoader<TripSource>> = {
  TrafficTrip: async (rawId, ctx) => {
    const parsed = parseTripRawId(rawId);
    if (!parsed) return null;
    const row = await ctx.loaders.traffic.detail.load(rawId);
    return row ? tripSource(parsed.stretch, row) : null;
  },
};
