import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '../src/time.ts';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

const LIVE = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const LINE_KEYS = [
  'id',
  'lineName',
  'startStation',
  'endStation',
  'firstTime',
  'lastTime',
  'price',
  'interval',
  'operator',
  'stationCount',
];
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

interface Direction {
  direction: string;
  startStation: string;
  endStation: string;
  firstTime: string;
  lastTime: string;
  stations: { id: string; stationName: string; minutes: string }[];
}
interface Departure {
  lineId: string;
  lineName: string;
  direction: string;
  towards: string;
  firstTime: string;
  lastTime: string;
  nextDay: string;
  times: string[];
  waitMinutes: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('busSubways lines and stops', () => {
  it('every live demo site has lines and stops in its language, each line in the agreed shape', async () => {
    const script: Record<string, RegExp> = {
      site510100: /[\u4e00-\u9fff]/,
      site513225: /[\u4e00-\u9fff]/,
      site530700: /^[\p{Script=Latin}\d\s’'-]+$/u,
      site450300: /^[A-Za-z\d\s'-]+$/,
      site610100: /[\u4e00-\u9fff\u3040-\u30ff]/,
      site222400: /[\uac00-\ud7af]/,
    };
    for (const siteCode of LIVE) {
      const lines = await c.list('busSubways/lineList', { siteCode, pageSize: 50 });
      expect(lines.code).toBe(0);
      expect(lines.datas.length, siteCode).toBeGreaterThanOrEqual(3);
      for (const line of lines.datas) {
        expect(Object.keys(line).sort()).toEqual([...LINE_KEYS].sort());
        for (const key of LINE_KEYS) expect(typeof line[key], key).toBe('string');
        expect(line.firstTime).toMatch(HHMM);
        expect(line.lastTime).toMatch(HHMM);
        expect(Number(line.stationCount)).toBeGreaterThanOrEqual(3);
        expect(String(line.startStation)).toMatch(script[siteCode]!);
      }
      const stops = await c.list('busSubways/stationList', { siteCode, pageSize: 50 });
      expect(stops.datas.length, siteCode).toBeGreaterThanOrEqual(8);
      for (const stop of stops.datas) {
        expect(String(stop.stationName)).toMatch(script[siteCode]!);
        expect((stop.lines as unknown[]).length, `${siteCode} ${String(stop.stationName)}`).toBeGreaterThan(0);
      }
    }
  });

  it('finds lines by a part of their name and stops by a part of theirs, with the lines calling there', async () => {
    const lines = await c.list('busSubways/lineList', { siteCode: 'site510100', lineName: '87' });
    expect(lines.datas.map((l) => l.lineName)).toEqual(['87路']);
    expect(lines.datas[0]).toMatchObject({ startStation: '火车北站', endStation: '熊猫基地' });
    const stops = await c.list('busSubways/stationList', { siteCode: 'site510100', stationName: '火车北' });
    expect(stops.datas.map((s) => s.stationName)).toEqual(['火车北站']);
    expect((stops.datas[0]!.lines as Item[]).map((l) => l.lineName)).toEqual(['1路', '87路']);
    const none = await c.list('busSubways/lineList', { siteCode: 'site510100', lineName: '999路' });
    expect(none.datas).toEqual([]);
    expect(none.page.total).toBe(0);
    const byIds = await c.list('busSubways/lineList', { siteCode: 'site510100', ids: `${String(lines.datas[0]!.id)},999999` });
    expect(byIds.datas.map((l) => l.lineName)).toEqual(['87路']);
    expect(byIds.page.total).toBe(1);
  });

  it('keeps each site to its own lines', async () => {
    const chengdu = await c.list('busSubways/lineList', { siteCode: 'site510100', pageSize: 50 });
    const other = await c.list('busSubways/lineList', { siteCode: 'site450300', ids: chengdu.datas.map((l) => l.id).join(',') });
    expect(other.datas).toEqual([]);
    const detail = await c.get('busSubways/lineDetail', { siteCode: 'site450300', lineId: String(chengdu.datas[0]!.id) });
    expect(detail.code).toBe(1);
  });
});

describe('busSubways/lineDetail', () => {
  it('gives both directions with their stops in order, the return running the outbound backwards', async () => {
    const [line] = (await c.list('busSubways/lineList', { siteCode: 'site450300', lineName: 'Line 3' })).datas;
    const res = await c.get<{ code: number; data: Item & { directions: Direction[] } }>('busSubways/lineDetail', {
      siteCode: 'site450300',
      lineId: String(line!.id),
    });
    expect(res.code).toBe(0);
    const [outbound, inbound] = res.data.directions;
    expect(outbound!.direction).toBe('0');
    expect(inbound!.direction).toBe('1');
    const names = outbound!.stations.map((s) => s.stationName);
    expect(names).toEqual(['Guilin Railway Station', 'Shan Lake', 'Xishan Park', 'Reed Flute Cave']);
    expect(inbound!.stations.map((s) => s.stationName)).toEqual([...names].reverse());
    expect(outbound).toMatchObject({
      startStation: 'Guilin Railway Station',
      endStation: 'Reed Flute Cave',
      firstTime: '06:30',
      lastTime: '21:30',
    });
    const offsets = outbound!.stations.map((s) => Number(s.minutes));
    expect(offsets[0]).toBe(0);
    for (let i = 1; i < offsets.length; i++) expect(offsets[i]!).toBeGreaterThan(offsets[i - 1]!);
  });

  it('refuses an unknown or malformed line', async () => {
    for (const lineId of ['999999', 'abc', '']) {
      const res = await c.get('busSubways/lineDetail', { siteCode: 'site510100', lineId });
      expect(res.code).toBe(1);
      expect(res.message).toBe('线路不存在');
    }
  });
});

describe('busSubways/departures', () => {
  async function stopId(siteCode: string, name: string): Promise<string> {
    const res = await c.list('busSubways/stationList', { siteCode, stationName: name });
    return String(res.datas.find((s) => s.stationName === name)!.id);
  }

  it('gives the next calls of each run through the stop from the clock’s China time', async () => {
    const id = await stopId('site510100', '天府广场');
    const res = await c.get<{ code: number; data: { time: string; stationName: string; departures: Departure[] } }>(
      'busSubways/departures',
      {
        siteCode: 'site510100',
        stationId: id,
      },
    );
    expect(res.code).toBe(0);
    expect(res.data.stationName).toBe('天府广场');
    const clock = await c.dev.clock();
    expect(res.data.time.slice(0, 16)).toBe(formatChinaTime(clock.now).slice(0, 16));
    const now = minutes(res.data.time.slice(11, 16));
    // 1路 both ways and 58路 both ways (天府广场 is the last stop of neither)
    expect(res.data.departures.map((d) => `${d.lineName}:${d.direction}`).sort()).toEqual(['1路:0', '1路:1', '58路:0', '58路:1']);
    for (const d of res.data.departures) {
      expect(d.times.length).toBeGreaterThan(0);
      expect(d.times.length).toBeLessThanOrEqual(3);
      for (const t of d.times) expect(t).toMatch(HHMM);
      if (d.nextDay === '0') {
        expect(minutes(d.times[0]!)).toBeGreaterThanOrEqual(now);
        expect(Number(d.waitMinutes)).toBe(minutes(d.times[0]!) - now);
      } else {
        expect(d.times[0]).toBe(d.firstTime);
      }
    }
  });

  it('follows the clock: before the first bus it is the first, after the last it is tomorrow’s first', async () => {
    const id = await stopId('site450300', 'Guilin Railway Station');
    const clock = await c.dev.clock();
    const chinaMinute = minutes(formatChinaTime(clock.now).slice(11, 16));
    const at = async (hhmm: string) => {
      await c.dev.setClock({ advanceMs: (((minutes(hhmm) - chinaMinute + 1440) % 1440) - 0) * 60_000 - (clock.now % 60_000) });
      const res = await c.get<{ data: { departures: Departure[] } }>('busSubways/departures', {
        siteCode: 'site450300',
        stationId: id,
        count: '2',
      });
      await c.dev.resetClock();
      return res.data.departures.find((d) => d.lineName === 'Line 3' && d.direction === '0')!;
    };
    const early = await at('05:00');
    expect(early).toMatchObject({ nextDay: '0', times: ['06:30', '06:40'], waitMinutes: '90', firstTime: '06:30', lastTime: '21:30' });
    const late = await at('23:00');
    expect(late).toMatchObject({ nextDay: '1', times: ['06:30', '06:40'], waitMinutes: String(24 * 60 - 23 * 60 + 6 * 60 + 30) });
  });

  it('nothing departs from a run’s last stop; a line filter keeps one line; unknown stops are refused', async () => {
    const id = await stopId('site510100', '熊猫基地');
    const res = await c.get<{ data: { departures: Departure[] } }>('busSubways/departures', { siteCode: 'site510100', stationId: id });
    expect(res.data.departures.map((d) => `${d.lineName}:${d.direction}`)).toEqual(['87路:1']);
    const square = await stopId('site510100', '天府广场');
    const [line1] = (await c.list('busSubways/lineList', { siteCode: 'site510100', lineName: '1路' })).datas;
    const one = await c.get<{ data: { departures: Departure[] } }>('busSubways/departures', {
      siteCode: 'site510100',
      stationId: square,
      lineId: String(line1!.id),
      count: '5',
    });
    expect(new Set(one.data.departures.map((d) => d.lineName))).toEqual(new Set(['1路']));
    for (const stationId of ['999999', 'x', '']) {
      const bad = await c.get('busSubways/departures', { siteCode: 'site510100', stationId });
      expect(bad.code).toBe(1);
      expect(bad.message).toBe('站点不存在');
    }
  });
});

describe('busSubways/nearStations', () => {
  it('gives the stops nearest first with their distance and lines', async () => {
    const res = await c.list('busSubways/nearStations', { siteCode: 'site610100', lng: '108.9645', lat: '34.2195', pageSize: '3' });
    expect(res.code).toBe(0);
    expect(res.datas[0]!.stationName).toBe('大雁塔');
    const distances = res.datas.map((s) => Number(s.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(200);
    expect((res.datas[0]!.lines as Item[]).map((l) => l.lineName)).toEqual(['610路', '603路']);
    expect(res.page.total).toBe(11);
  });

  it('refuses a call without a usable position', async () => {
    const queries: Record<string, string>[] = [{}, { lng: '108.9' }, { lng: 'a', lat: 'b' }, { lng: '500', lat: '34' }];
    for (const q of queries) {
      const res = await c.get('busSubways/nearStations', { siteCode: 'site610100', ...q });
      expect(res.code).toBe(1);
      expect(res.message).toBe('请提供经纬度');
    }
  });
});

describe('the bus menu entry', () => {
  it('is on every live demo site’s service menu in the site’s language', async () => {
    const names: Record<string, string> = {
      site510100: '公交查询',
      site513225: '公交查询',
      site530700: 'Bus urbains',
      site450300: 'City buses',
      site610100: '路線バス',
      site222400: '버스 조회',
    };
    for (const [siteCode, name] of Object.entries(names)) {
      const entries = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas;
      expect(entries.find((e) => e.menuCode === 'BUS_INQUIRY')?.name, siteCode).toBe(name);
      expect(String(entries.find((e) => e.menuCode === 'BUS_INQUIRY')?.unSelectIcon)).toMatch(/\/files\/icons\/bus\.svg$/);
    }
  });
});
