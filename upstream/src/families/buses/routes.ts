/**
 * The buses family's calls (`busSubways/...`): lines by name, stops by name, a line with its stops
 * in both directions, the next departures from a stop at the dev clock's China time, and the
 * stops nearest a position. Numbers are strings, as the vendor's are.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, type Envelope } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { distanceMetres } from '../../geo.ts';
import { formatChinaTime } from '../../time.ts';
import { busesStore, type BusesStore, type BusLineRow, type BusStopRow, type LineStopRow } from './store.ts';
import { BUSES_TEXTS } from './texts.ts';
import { clockText, minutesOf, minutesUntil, nextCalls } from './timetable.ts';

export const BUS_PATHS = {
  lineList: 'busSubways/lineList',
  stationList: 'busSubways/stationList',
  nearStations: 'busSubways/nearStations',
  lineDetail: 'busSubways/lineDetail',
  departures: 'busSubways/departures',
} as const;

/** Departures per run a `departures` call answers at most (and by default). */
const MAX_DEPARTURES = 10;
const DEFAULT_DEPARTURES = 3;

/** A query value as a number, or null ("", "abc", "12abc" are not numbers). */
function numberParam(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** A positive whole id, or null. */
function idParam(value: string): number | null {
  return /^\d{1,15}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;
}

/** "1,2,3" → the ids (anything else in the list is left out); null when the parameter is absent. */
function idsParam(value: string): number[] | null {
  if (value.trim() === '') return null;
  return value
    .split(',')
    .map(idParam)
    .filter((id): id is number => id !== null);
}

const price = (fare: number) => (Number.isInteger(fare) ? String(fare) : fare.toFixed(2));

/** A line's list item: its outbound terminus, destination and hours. */
function lineItem(store: BusesStore, lines: readonly BusLineRow[]): Record<string, unknown>[] {
  const ids = lines.map((l) => l.id);
  const directions = store.directionsOf(ids);
  const stops = store.lineStopsOf(ids);
  return lines.map((line) => {
    const outbound = stops.filter((s) => s.line_id === line.id && s.direction === 0);
    const hours = directions.find((d) => d.line_id === line.id && d.direction === 0);
    return {
      id: String(line.id),
      lineName: line.name,
      startStation: outbound[0]?.name ?? '',
      endStation: outbound.at(-1)?.name ?? '',
      firstTime: hours?.first_time ?? '',
      lastTime: hours?.last_time ?? '',
      price: price(line.fare),
      interval: String(line.interval_minutes),
      operator: line.operator,
      stationCount: String(outbound.length),
    };
  });
}

/** Stops' list items, each with the lines calling at it. */
function stationItems(store: BusesStore, stops: readonly BusStopRow[], near: Point | null): Record<string, unknown>[] {
  const lines = store.linesAtStops(stops.map((s) => s.id));
  return stops.map((stop) => ({
    id: String(stop.id),
    stationName: stop.name,
    longitude: String(stop.longitude),
    latitude: String(stop.latitude),
    ...(near ? { distance: String(Math.round(distanceMetres(near, stop))) } : {}),
    lines: lines.filter((l) => l.stop_id === stop.id).map((l) => ({ id: String(l.line_id), lineName: l.name })),
  }));
}

interface Point {
  latitude: number;
  longitude: number;
}

function stationOf(row: LineStopRow): Record<string, unknown> {
  return {
    id: String(row.stop_id),
    stationName: row.name,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    minutes: String(row.minutes),
  };
}

/** lineDetail: lineId → the line with both directions, their hours and stops in order. */
function lineDetail(store: BusesStore, req: FastifyRequest): Envelope {
  const site = requireSite(req);
  const id = idParam(input(req, 'lineId'));
  const line = id === null ? undefined : store.linesByIds(site.site_code, [id])[0];
  if (!line) return refused(BUSES_TEXTS.noLine);
  const stops = store.lineStopsOf([line.id]);
  const directions = store.directionsOf([line.id]).map((d) => {
    const run = stops.filter((s) => s.direction === d.direction);
    return {
      direction: String(d.direction),
      startStation: run[0]?.name ?? '',
      endStation: run.at(-1)?.name ?? '',
      firstTime: d.first_time,
      lastTime: d.last_time,
      stations: run.map(stationOf),
    };
  });
  return ok({ ...lineItem(store, [line])[0], directions });
}

/** departures: stationId (lineId to keep one line; count 1–10, default 3) → the next calls of each run through it. */
function departures(store: BusesStore, ctx: AppContext, req: FastifyRequest): Envelope {
  const site = requireSite(req);
  const id = idParam(input(req, 'stationId'));
  const stop = id === null ? undefined : store.stopsByIds(site.site_code, [id])[0];
  if (!stop) return refused(BUSES_TEXTS.noStation);
  const onlyLine = idParam(input(req, 'lineId'));
  const wanted = numberParam(input(req, 'count'));
  const count = wanted === null ? DEFAULT_DEPARTURES : Math.min(MAX_DEPARTURES, Math.max(1, Math.trunc(wanted)));
  const now = ctx.clock.now();
  const nowText = formatChinaTime(now);
  const nowMinute = minutesOf(nowText.slice(11, 16));
  const calls = store.callsAt(stop.id).filter((c) => onlyLine === null || c.line_id === onlyLine);
  const lineIds = [...new Set(calls.map((c) => c.line_id))];
  const lines = store.linesByIds(site.site_code, lineIds);
  const directions = store.directionsOf(lineIds);
  const runs = store.lineStopsOf(lineIds);
  const items = calls.flatMap((call) => {
    const line = lines.find((l) => l.id === call.line_id);
    const hours = directions.find((d) => d.line_id === call.line_id && d.direction === call.direction);
    const run = runs.filter((s) => s.line_id === call.line_id && s.direction === call.direction);
    // a run's last stop is where it ends: nothing departs from it
    if (!line || !hours || call.seq === run.length) return [];
    const schedule = {
      first: minutesOf(hours.first_time),
      last: minutesOf(hours.last_time),
      interval: line.interval_minutes,
      offset: call.minutes,
    };
    const next = nextCalls(schedule, nowMinute, count);
    return [
      {
        lineId: String(line.id),
        lineName: line.name,
        direction: String(call.direction),
        towards: run.at(-1)?.name ?? '',
        firstTime: clockText(schedule.first + schedule.offset),
        lastTime: clockText(schedule.last + schedule.offset),
        nextDay: next.nextDay ? '1' : '0',
        times: next.times.map(clockText),
        waitMinutes: String(minutesUntil(next, nowMinute) ?? ''),
      },
    ];
  });
  return ok({ stationId: String(stop.id), stationName: stop.name, time: nowText, departures: items });
}

function registerSearches(api: FastifyInstance, store: BusesStore): void {
  /** lineList: lineName (contained; "" for every line) or ids ("1,2"); currPage, pageSize. */
  api.get(`/${BUS_PATHS.lineList}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const ids = idsParam(input(req, 'ids'));
    if (ids) {
      const found = lineItem(store, store.linesByIds(site.site_code, ids));
      return pageOf(found, found.length, page);
    }
    const name = input(req, 'lineName').trim();
    const rows = store.linesNamed(site.site_code, name, page.pageSize, page.offset);
    return pageOf(lineItem(store, rows), store.countLinesNamed(site.site_code, name), page);
  });
  /** stationList: stationName (contained; "" for every stop) or ids ("1,2"); currPage, pageSize. */
  api.get(`/${BUS_PATHS.stationList}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const ids = idsParam(input(req, 'ids'));
    if (ids) {
      const found = stationItems(store, store.stopsByIds(site.site_code, ids), null);
      return pageOf(found, found.length, page);
    }
    const name = input(req, 'stationName').trim();
    const rows = store.stopsNamed(site.site_code, name, page.pageSize, page.offset);
    return pageOf(stationItems(store, rows, null), store.countStopsNamed(site.site_code, name), page);
  });
  /** nearStations: lng, lat (both required); currPage, pageSize → nearest first, with `distance` in metres. */
  api.get(`/${BUS_PATHS.nearStations}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const longitude = numberParam(input(req, 'lng'));
    const latitude = numberParam(input(req, 'lat'));
    if (longitude === null || latitude === null || Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
      return refused(BUSES_TEXTS.noPosition);
    const near = { longitude, latitude };
    const rows = store.stopsNearest(site.site_code, near, page.pageSize, page.offset);
    return pageOf(stationItems(store, rows, near), store.countStops(site.site_code), page);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = busesStore(ctx.db);
  registerSearches(api, store);
  api.get(`/${BUS_PATHS.lineDetail}`, async (req) => lineDetail(store, req));
  api.get(`/${BUS_PATHS.departures}`, async (req) => departures(store, ctx, req));
}
