import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const STATIONS = `query ($mode: TrafficMode!) { trafficStations(mode: $mode) { key name city code isLocal } }`;
const SEARCH = `query ($mode: TrafficMode!, $from: ID!, $to: ID!, $date: String!, $first: Int, $after: String) {
  trafficSearch(mode: $mode, from: $from, to: $to, date: $date) {
    errors { code field limit message }
    trips(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id mode number operator vehicle durationMinutes stopsBetween lowestFare
        departure { stationKey stationName city date time } arrival { stationKey stationName date time }
        seats { kind name fare seatsLeft availability }
        bookingLink { url allowed needsDisclaimer } } }
    }
  }
}`;
const DETAIL = `query ($id: ID!) { node(id: $id) { ... on TrafficTrip { number departure { time } arrival { time }
  stops { stationName arrivalTime departureTime date stayMinutes isBoarding isAlighting } } } }`;
const SEARCH_PATHS = ['resExt/api/gov/train/search', 'traffic/aviation/search', 'coach/search'];

interface Station {
  key: string;
  name: string;
  city: string;
  code: string | null;
  isLocal: boolean;
}
interface Trip {
  id: string;
  number: string;
  operator: string | null;
  durationMinutes: number;
  lowestFare: number | null;
  departure: { stationKey: string; stationName: string; date: string; time: string };
  arrival: { stationKey: string; date: string; time: string };
  seats: { kind: string; name: string; fare: number; seatsLeft: number; availability: string }[];
  bookingLink: { url: string; allowed: boolean; needsDisclaimer: boolean } | null;
}
interface SearchData {
  trafficSearch: {
    errors: { code: string; field: string | null; limit: number | null; message: string }[];
    trips: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Trip }[] } | null;
  };
}

const day = (offset: number) => new Date(h.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
async function stations(mode: string, headers: Record<string, string> = {}): Promise<Station[]> {
  const r = await h.gql<{ trafficStations: Station[] }>(STATIONS, { mode }, headers);
  expect(r.errors).toBeUndefined();
  return r.data!.trafficStations;
}
const keyOf = (list: Station[], name: string) => list.find((s) => s.name === name)!.key;

describe('traffic: pickers and searches', () => {
  it('lists each timetable’s stations, the site’s own city first; airports with their codes', async () => {
    const trains = await stations('TRAIN');
    expect(trains[0]).toMatchObject({ isLocal: true, city: '成都', code: null });
    expect(trains.map((s) => s.name)).toEqual(expect.arrayContaining(['成都东', '成都南', '西安北']));
    expect((await stations('FLIGHT')).slice(0, 2).map((s) => s.code)).toEqual(['CTU', 'TFU']);
    const english = await stations('COACH', { 'x-site-code': 'site450300' });
    expect(english[0]!.name).toBe('Guilin Coach Terminal');
  });

  it('answers tomorrow’s trains with seats, fares and the railway’s own booking site through the link verdict', async () => {
    const list = await stations('TRAIN');
    const vars = { mode: 'TRAIN', from: keyOf(list, '成都东'), to: keyOf(list, '西安北'), date: day(1), first: 10 };
    const r = await h.gql<SearchData>(SEARCH, vars);
    expect(r.errors).toBeUndefined();
    const { errors, trips } = r.data!.trafficSearch;
    expect(errors).toEqual([]);
    expect(trips!.totalCount).toBe(4);
    for (const { node } of trips!.edges) {
      expect(node.number).toMatch(/^G\d+$/);
      expect(node.departure).toMatchObject({ stationName: '成都东', date: day(1) });
      expect(node.durationMinutes).toBe(248);
      expect(node.bookingLink).toMatchObject({ url: 'https://www.12306.cn/' });
      expect(node.seats.map((s) => s.kind)).toEqual(['BUSINESS', 'FIRST', 'SECOND']);
      for (const s of node.seats) expect(s.availability).toBe(s.seatsLeft === 0 ? 'SOLD_OUT' : s.seatsLeft < 20 ? 'FEW' : 'PLENTY');
      const open = node.seats.filter((s) => s.seatsLeft > 0).map((s) => s.fare);
      expect(node.lowestFare).toBe(open.length ? Math.min(...open) : null);
    }
    // pages with cursors to the end
    const first = await h.gql<SearchData>(SEARCH, { ...vars, first: 3 });
    expect(first.data!.trafficSearch.trips!.pageInfo.hasNextPage).toBe(true);
    const rest = await h.gql<SearchData>(SEARCH, { ...vars, first: 3, after: first.data!.trafficSearch.trips!.pageInfo.endCursor });
    expect(rest.data!.trafficSearch.trips!.edges).toHaveLength(1);
    expect(rest.data!.trafficSearch.trips!.pageInfo.hasNextPage).toBe(false);
  });

  it('opens one trip by id with every stop, the stretch’s boarding and alighting marked', async () => {
    const list = await stations('TRAIN');
    const vars = { mode: 'TRAIN', from: keyOf(list, '成都东'), to: keyOf(list, '松潘'), date: day(1) };
    const trip = (await h.gql<SearchData>(SEARCH, vars)).data!.trafficSearch.trips!.edges[0]!.node;
    const r = await h.gql<{ node: { number: string; stops: Record<string, unknown>[] } }>(DETAIL, { id: trip.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.node.number).toBe(trip.number);
    const stops = r.data!.node.stops;
    expect(stops.map((s) => s.stationName)).toEqual(['成都东', '三星堆', '茂县', '松潘', '黄龙九寨']);
    expect(stops[0]).toMatchObject({ arrivalTime: null, departureTime: trip.departure.time, isBoarding: true, stayMinutes: null });
    expect(stops[3]).toMatchObject({ isAlighting: true, arrivalTime: trip.arrival.time, stayMinutes: 2 });
    expect(stops.at(-1)).toMatchObject({ departureTime: null, isAlighting: false });
  });

  it('answers flights with their airline and coaches with their fare', async () => {
    const air = await stations('FLIGHT');
    const flights = await h.gql<SearchData>(SEARCH, {
      mode: 'FLIGHT',
      from: keyOf(air, '成都天府国际机场'),
      to: keyOf(air, '北京首都国际机场'),
      date: day(2),
    });
    const flight = flights.data!.trafficSearch.trips!.edges[0]!.node;
    expect(flight).toMatchObject({ operator: '中国国际航空', bookingLink: { url: 'https://www.airchina.com.cn/' } });
    expect(flight.seats.map((s) => s.kind)).toEqual(['CABIN_BUSINESS', 'CABIN_ECONOMY']);
    const coach = await stations('COACH');
    const coaches = await h.gql<SearchData>(SEARCH, {
      mode: 'COACH',
      from: keyOf(coach, '成都茶店子客运站'),
      to: keyOf(coach, '都江堰客运中心'),
      date: day(0),
    });
    // today's timetable lists the trips that have left too, marked
    const today = await h.gql<{
      trafficSearch: { trips: { edges: { node: { hasDeparted: boolean; departure: { date: string; time: string } } }[] } };
    }>(
      `query ($from: ID!, $to: ID!, $date: String!) { trafficSearch(mode: COACH, from: $from, to: $to, date: $date) { trips(first: 20) { edges { node { hasDeparted departure { date time } } } } } }`,
      { from: keyOf(coach, '成都茶店子客运站'), to: keyOf(coach, '都江堰客运中心'), date: day(0) },
    );
    for (const { node } of today.data!.trafficSearch.trips.edges)
      expect(node.hasDeparted).toBe(Date.parse(`${node.departure.date}T${node.departure.time}:00+08:00`) <= h.now());
    expect(coaches.data!.trafficSearch.trips!.edges[0]!.node.seats).toEqual([expect.objectContaining({ kind: 'COACH_SEAT', fare: 21 })]);
  });
});

describe('traffic: input rules, checked before any search', () => {
  async function refused(vars: Record<string, unknown>, language = 'CN') {
    await h.dev.resetCalls();
    const r = await h.gql<SearchData>(SEARCH, vars, { 'x-language': language });
    expect(r.errors).toBeUndefined();
    expect(r.data!.trafficSearch.trips).toBeNull();
    const searched = (await h.dev.calls()).calls.filter((c) => SEARCH_PATHS.some((p) => c.path.includes(p)));
    expect(searched).toEqual([]);
    return r.data!.trafficSearch.errors;
  }

  it('refuses a station not from the picker, another timetable’s or another site’s', async () => {
    const list = await stations('TRAIN');
    const to = keyOf(list, '重庆北');
    expect(await refused({ mode: 'TRAIN', from: '999999', to, date: day(1) })).toEqual([
      { code: 'TRAFFIC_STATION_UNKNOWN', field: 'from', limit: null, message: '请从列表中选择车站' },
    ]);
    const airport = (await stations('FLIGHT'))[0]!.key;
    expect((await refused({ mode: 'TRAIN', from: airport, to, date: day(1) }))[0]!.code).toBe('TRAFFIC_STATION_UNKNOWN');
    const guilin = (await stations('TRAIN', { 'x-site-code': 'site450300' }))[0]!.key;
    expect((await refused({ mode: 'TRAIN', from: keyOf(list, '成都东'), to: guilin, date: day(1) }, 'EN'))[0]).toMatchObject({
      code: 'TRAFFIC_STATION_UNKNOWN',
      field: 'to',
      message: 'Please choose a station from the list.',
    });
  });

  it('refuses the same station twice', async () => {
    const from = (await stations('COACH'))[0]!.key;
    expect(await refused({ mode: 'COACH', from, to: from, date: day(1) }, 'FRENCH')).toEqual([
      { code: 'TRAFFIC_SAME_STATION', field: 'to', limit: null, message: 'Le départ et l’arrivée doivent être différents.' },
    ]);
  });

  it('refuses a day that is no date, a day before today (China time) and a day beyond the horizon', async () => {
    const list = await stations('TRAIN');
    const base = { mode: 'TRAIN', from: keyOf(list, '成都东'), to: keyOf(list, '重庆北') };
    expect((await refused({ ...base, date: '2026-02-30' }))[0]!.code).toBe('TRAFFIC_DATE_INVALID');
    expect((await refused({ ...base, date: 'tomorrow' }))[0]!.code).toBe('TRAFFIC_DATE_INVALID');
    expect(await refused({ ...base, date: day(-1) }, 'JAPANESE')).toEqual([
      { code: 'TRAFFIC_DATE_PAST', field: 'date', limit: null, message: '今日より前の日付は検索できません。' },
    ]);
    const limits = await h.gql<{ inputLimits: Record<string, number> }>(
      `{ inputLimits { trainSearchDays flightSearchDays coachSearchDays } }`,
    );
    expect(limits.data!.inputLimits).toEqual({ trainSearchDays: 15, flightSearchDays: 30, coachSearchDays: 7 });
    expect(await refused({ ...base, date: day(15) }, 'KOREAN')).toEqual([
      { code: 'TRAFFIC_DATE_TOO_FAR', field: 'date', limit: 15, message: '앞으로 15일 이내만 조회할 수 있습니다.' },
    ]);
    const coach = await stations('COACH');
    expect((await refused({ mode: 'COACH', from: coach[0]!.key, to: coach[2]!.key, date: day(7) }))[0]).toMatchObject({
      code: 'TRAFFIC_DATE_TOO_FAR',
      limit: 7,
    });
    // the last day of the horizon and today answer
    for (const date of [day(14), day(0)]) {
      const r = await h.gql<SearchData>(SEARCH, { ...base, date });
      expect(r.data!.trafficSearch.errors).toEqual([]);
    }
  });
});

describe('traffic: the timetable service failing', () => {
  it('fails the traffic fields only: the site, its menus and the other families keep answering', async () => {
    const list = await stations('TRAIN');
    for (const path of ['resExt/api/gov/train/stations', ...SEARCH_PATHS]) await h.dev.addFault({ path, mode: 'http500' });
    const r = await h.gql<{ site: { name: string }; trafficStations: Station[] | null; facilities: { totalCount: number } }>(
      `query { site { name } trafficStations(mode: TRAIN) { key } facilities(kind: TOILET) { totalCount } }`,
    );
    expect(r.data!.site.name).toBeTruthy();
    expect(r.data!.facilities.totalCount).toBeGreaterThan(0);
    expect(r.data!.trafficStations).toBeNull();
    expect(r.errors!.map((e) => e.path?.[0])).toEqual(['trafficStations']);
    // the search fails alone, with a typed error; the flights still answer
    const search = await h.gql<SearchData & { airports: Station[] }>(
      `query ($from: ID!, $to: ID!, $date: String!) { trafficSearch(mode: TRAIN, from: $from, to: $to, date: $date) { trips { totalCount } } airports: trafficStations(mode: FLIGHT) { key } }`,
      { from: keyOf(list, '成都东'), to: keyOf(list, '西安北'), date: day(1) },
    );
    expect(search.data!.trafficSearch).toBeNull();
    expect(search.data!.airports.length).toBeGreaterThan(0);
    expect(search.errors![0]!.extensions?.code).toBeTruthy();
    await h.dev.clearFaults();
    const again = await h.gql<SearchData>(SEARCH, { mode: 'TRAIN', from: keyOf(list, '成都东'), to: keyOf(list, '西安北'), date: day(1) });
    expect(again.data!.trafficSearch.trips!.totalCount).toBe(4);
  });
});
