import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const LINE_FIELDS = 'id upstreamId name from to firstBus lastBus intervalMinutes fareYuan operator stopCount';
const LINES = `query ($keyword: String!, $first: Int, $after: String) {
  busLineSearch(keyword: $keyword) {
    keyword
    errors { code field limit message }
    lines(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${LINE_FIELDS} } } }
  }
}`;
const STOPS = `query ($keyword: String!) {
  busStopSearch(keyword: $keyword) {
    errors { code field message }
    stops(first: 20) { totalCount edges { node { id name location { longitude latitude } distance { meters } lines { id name to } } } }
  }
}`;
const NEAR = `query ($near: GeoPointInput) {
  busStopsNear(near: $near) {
    errors { code field message }
    stops(first: 3) { totalCount edges { node { name distance { meters text } lines { name } } } }
  }
}`;
const LINE = `query ($id: ID!) {
  busLine(id: $id) {
    errors { code field message }
    line { name directions { kind from to firstBus lastBus stops { minutesFromStart stop { id name lines { name } } } } }
  }
}`;
const STOP = `query ($id: ID!, $line: ID) {
  busStop(id: $id) {
    errors { code field message }
    stop { name departures(line: $line) { line { name } direction towards times nextDay waitMinutes firstBus lastBus } }
  }
}`;

interface LineNode {
  id: string;
  upstreamId: string;
  name: string;
  from: string;
  to: string;
  firstBus: string;
  lastBus: string;
  stopCount: number;
}
interface StopNode {
  id: string;
  name: string;
  lines: { id: string; name: string; to: string }[];
}

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const r = await h.gql<T>(query, variables, headers);
  expect(r.errors).toBeUndefined();
  return r.data as T;
}

async function stopNamed(name: string, headers: Record<string, string> = {}): Promise<StopNode> {
  const out = await ok(STOPS, { keyword: name }, headers);
  return (out.busStopSearch.stops.edges as { node: StopNode }[]).find((e) => e.node.name === name)!.node;
}

describe('bus lines and stops', () => {
  it('finds lines by a part of their name, in pages', async () => {
    const out = await ok(LINES, { keyword: ' 路 ', first: 2 });
    expect(out.busLineSearch.keyword).toBe('路');
    expect(out.busLineSearch.errors).toEqual([]);
    const lines = out.busLineSearch.lines;
    expect(lines.totalCount).toBe(4);
    expect(lines.pageInfo.hasNextPage).toBe(true);
    expect(lines.edges.map((e: { node: LineNode }) => e.node.name)).toEqual(['1路', '58路']);
    expect(lines.edges[0].node).toMatchObject({
      from: '火车北站',
      to: '省体育馆',
      firstBus: '06:00',
      lastBus: '22:30',
      fareYuan: 2,
      stopCount: 7,
    });
    const next = await ok(LINES, { keyword: '路', first: 2, after: lines.pageInfo.endCursor });
    expect(next.busLineSearch.lines.edges.map((e: { node: LineNode }) => e.node.name)).toEqual(['82路', '87路']);
    expect(next.busLineSearch.lines.pageInfo.hasNextPage).toBe(false);
    const none = await ok(LINES, { keyword: '999' });
    expect(none.busLineSearch).toMatchObject({ errors: [], lines: { totalCount: 0, edges: [] } });
  });

  it('finds a stop with the lines calling there, their names read in one batched call', async () => {
    await h.dev.resetCalls();
    const stop = await stopNamed('天府广场');
    expect(stop.lines.map((l) => `${l.name}→${l.to}`)).toEqual(['1路→省体育馆', '58路→太古里']);
    const paths = (await h.dev.calls()).calls.map((c) => c.path).filter((p) => p.startsWith('busSubways'));
    expect(paths.sort()).toEqual(['busSubways/lineList', 'busSubways/stationList']);
  });

  it('gives a line both ways with its stops in order, the return backwards', async () => {
    const stop = await stopNamed('熊猫基地');
    const out = await ok(LINE, { id: stop.lines[0]!.id });
    const [outbound, back] = out.busLine.line.directions;
    expect(out.busLine.line.name).toBe('87路');
    expect(outbound).toMatchObject({ kind: 'OUTBOUND', from: '火车北站', to: '熊猫基地', firstBus: '07:00', lastBus: '18:00' });
    expect(back).toMatchObject({ kind: 'RETURN', from: '熊猫基地', to: '火车北站' });
    const names = outbound.stops.map((s: { stop: { name: string } }) => s.stop.name);
    expect(names).toEqual(['火车北站', '昭觉寺', '动物园', '熊猫大道', '熊猫基地']);
    expect(back.stops.map((s: { stop: { name: string } }) => s.stop.name)).toEqual([...names].reverse());
    expect(outbound.stops[0].minutesFromStart).toBe(0);
    expect(outbound.stops[0].stop.lines.map((l: { name: string }) => l.name)).toEqual(['1路', '87路']);
  });

  it('gives the next departures from a stop by the clock, one entry per line and direction', async () => {
    const stop = await stopNamed('天府广场');
    const out = await ok(STOP, { id: stop.id });
    const deps = out.busStop.stop.departures as {
      line: { name: string };
      direction: string;
      times: string[];
      nextDay: boolean;
      waitMinutes: number;
    }[];
    expect(deps.map((d) => `${d.line.name}:${d.direction}`).sort()).toEqual(['1路:OUTBOUND', '1路:RETURN', '58路:OUTBOUND', '58路:RETURN']);
    const china = new Date(h.now() + 8 * 3600_000);
    const nowMinute = china.getUTCHours() * 60 + china.getUTCMinutes();
    for (const d of deps) {
      expect(d.times.length).toBeGreaterThan(0);
      const [hh, mm] = d.times[0]!.split(':').map(Number) as [number, number];
      if (!d.nextDay) expect(d.waitMinutes).toBe(hh * 60 + mm - nowMinute);
    }
    const only = await ok(STOP, { id: stop.id, line: stop.lines[1]!.id });
    expect(new Set(only.busStop.stop.departures.map((d: { line: { name: string } }) => d.line.name))).toEqual(new Set(['58路']));
  });

  it('gives the stops nearest the visitor with distances and lines', async () => {
    const out = await ok(NEAR, { near: { longitude: 108.9645, latitude: 34.2195 } }, { 'x-site-code': 'site610100' });
    const stops = out.busStopsNear.stops.edges.map((e: { node: { name: string; distance: { meters: number } } }) => e.node);
    expect(stops[0].name).toBe('大雁塔');
    expect(stops.map((s: { distance: { meters: number } }) => s.distance.meters)).toEqual(
      [...stops.map((s: { distance: { meters: number } }) => s.distance.meters)].sort((a, b) => a - b),
    );
    expect(out.busStopsNear.errors).toEqual([]);
  });

  it('keeps each site to its own lines and languages', async () => {
    const en = await ok(LINES, { keyword: 'Line' }, { 'x-site-code': 'site450300' });
    expect(en.busLineSearch.lines.edges.map((e: { node: LineNode }) => e.node.name)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 10']);
    const chengdu = await stopNamed('天府广场');
    const other = await ok(LINE, { id: chengdu.lines[0]!.id }, { 'x-site-code': 'site450300' });
    expect(other.busLine).toMatchObject({ line: null, errors: [{ code: 'BUS_LINE_UNKNOWN' }] });
  });
});

describe('the input rules, checked before the upstream', () => {
  it('refuses a blank or too long keyword with a localized message and an empty list, without calling the upstream', async () => {
    const limits = await ok('{ inputLimits { busKeywordMaxLength } }');
    const max = limits.inputLimits.busKeywordMaxLength as number;
    expect(max).toBe(30);
    await h.dev.resetCalls();
    const blank = await ok(LINES, { keyword: '   ' }, { 'x-language': 'EN' });
    expect(blank.busLineSearch).toEqual({
      keyword: '',
      errors: [{ code: 'BUS_KEYWORD_REQUIRED', field: 'keyword', limit: null, message: 'Please enter a line or stop name.' }],
      lines: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
    });
    const long = await ok(LINES, { keyword: '路'.repeat(max + 1) }, { 'x-language': 'FRENCH' });
    expect(long.busLineSearch.errors).toEqual([
      { code: 'BUS_KEYWORD_TOO_LONG', field: 'keyword', limit: max, message: `${max} caractères au maximum.` },
    ]);
    expect(long.busLineSearch.lines.edges).toEqual([]);
    const stops = await ok(STOPS, { keyword: '' }, { 'x-language': 'KOREAN' });
    expect(stops.busStopSearch).toEqual({
      errors: [{ code: 'BUS_KEYWORD_REQUIRED', field: 'keyword', message: '노선 또는 정류장 이름을 입력하세요.' }],
      stops: { totalCount: 0, edges: [] },
    });
    expect((await ok(LINES, { keyword: '路'.repeat(max) })).busLineSearch.errors).toEqual([]);
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['busSubways/lineList']);
  });

  it('refuses an unknown line: a malformed id without an upstream call, a missing one after it', async () => {
    await h.dev.resetCalls();
    for (const id of ['nonsense', toGlobalId('BusLine', 'abc'), toGlobalId('BusStop', '1')]) {
      const out = await ok(LINE, { id }, { 'x-language': 'JAPANESE' });
      expect(out.busLine).toEqual({
        line: null,
        errors: [{ code: 'BUS_LINE_UNKNOWN', field: 'id', message: 'このバス路線は見つかりません。' }],
      });
    }
    expect((await h.dev.calls()).total).toBe(0);
    const missing = await ok(LINE, { id: toGlobalId('BusLine', '999999') });
    expect(missing.busLine).toEqual({ line: null, errors: [{ code: 'BUS_LINE_UNKNOWN', field: 'id', message: '没有找到这条公交线路' }] });
  });

  it('refuses an unknown stop', async () => {
    for (const id of ['', toGlobalId('BusStop', '999999'), toGlobalId('BusLine', '1')]) {
      const out = await ok(STOP, { id }, { 'x-language': 'EN' });
      expect(out.busStop).toEqual({
        stop: null,
        errors: [{ code: 'BUS_STOP_UNKNOWN', field: 'id', message: 'This bus stop could not be found.' }],
      });
    }
  });

  it('refuses the nearby stops without a position, before any upstream call', async () => {
    await h.dev.resetCalls();
    const out = await ok(NEAR, {}, { 'x-language': 'CN' });
    expect(out.busStopsNear).toEqual({
      errors: [{ code: 'BUS_POSITION_REQUIRED', field: 'near', message: '需要您的位置才能查找附近的公交站' }],
      stops: { totalCount: 0, edges: [] },
    });
    expect((await h.dev.calls()).total).toBe(0);
  });
});

describe('the buses service failing', () => {
  it('fails only the bus fields: the rest of the same request answers', async () => {
    for (const path of ['busSubways/lineList', 'busSubways/stationList', 'busSubways/departures']) {
      await h.dev.clearFaults();
      await h.dev.addFault({ path, mode: 'http500' });
      const stop = path === 'busSubways/departures' ? await stopNamed('天府广场') : null;
      const query = stop
        ? `query ($id: ID!) { site { name } busStop(id: $id) { stop { name departures { times } } } }`
        : `{ site { name } busLineSearch(keyword: "1") { lines { edges { node { name } } } } busStopSearch(keyword: "天府") { stops { edges { node { name } } } } }`;
      const r = await h.gql<Record<string, any>>(query, stop ? { id: stop.id } : {});
      expect(r.data?.site?.name, path).toBe('成都文旅云');
      expect(r.errors?.length, path).toBeGreaterThan(0);
      for (const e of r.errors ?? []) expect(String(e.path?.[0]), path).toMatch(/^bus/);
    }
    await h.dev.clearFaults();
    const again = await ok(LINES, { keyword: '1' });
    expect(again.busLineSearch.lines.totalCount).toBeGreaterThan(0);
  });
});
