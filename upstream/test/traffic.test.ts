import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, formatChinaTime } from '../src/time.ts';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

const PATHS = {
  TRAIN: { stations: 'resExt/api/gov/train/stations', search: 'resExt/api/gov/train/search', detail: 'resExt/api/gov/train/detail' },
  FLIGHT: { stations: 'traffic/aviation/airports', search: 'traffic/aviation/search', detail: 'traffic/aviation/detail' },
  COACH: { stations: 'coach/stations', search: 'coach/search', detail: 'coach/detail' },
} as const;
const SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const day = (offset: number) => formatChinaTime(c.upstream.now() + offset * DAY_MS).slice(0, 10);
const stations = async (mode: keyof typeof PATHS, siteCode = 'site510100') => (await c.list(PATHS[mode].stations, { siteCode })).datas;
const named = (list: Item[], name: string) => list.find((s) => s.name === name)!;

describe('traffic: stations', () => {
  it('every live demo site has stations, airports and coach stations of its own city first, in its language', async () => {
    for (const siteCode of SITES)
      for (const mode of ['TRAIN', 'FLIGHT', 'COACH'] as const) {
        const list = await stations(mode, siteCode);
        expect(list.length, `${siteCode} ${mode}`).toBeGreaterThan(2);
        expect(list[0]!.local).toBe('1');
        for (const s of list) expect(Object.keys(s).sort()).toEqual(['city', 'code', 'id', 'local', 'name']);
        if (siteCode === 'site450300') for (const s of list) expect(`${s.name} ${s.city}`).not.toMatch(CJK);
        if (mode === 'FLIGHT') for (const s of list) expect(s.code).toMatch(/^[A-Z]{3}$/);
      }
    const cd = (await stations('TRAIN')).map((s) => s.name);
    expect(cd).toEqual(expect.arrayContaining(['成都东', '成都南', '西安北', '黄龙九寨']));
    const air = (await stations('FLIGHT')).map((s) => s.code);
    expect(air.slice(0, 2)).toEqual(['CTU', 'TFU']);
    expect((await stations('FLIGHT', 'site513225'))[0]!.code).toBe('JZH');
  });
});

describe('traffic: search by date', () => {
  it('answers the trains between two stations on the date, by departure, with stops, durations, fares and seats left', async () => {
    const list = await stations('TRAIN');
    const from = named(list, '成都东').id as string;
    const to = named(list, '西安北').id as string;
    const res = await c.list(PATHS.TRAIN.search, { from, to, date: day(1), pageSize: 50 });
    expect(res.code).toBe(0);
    expect(res.datas.length).toBe(4);
    const times = res.datas.map((t) => t.departTime as string);
    expect(times).toEqual([...times].sort());
    for (const t of res.datas) {
      expect(t.number).toMatch(/^G\d+$/);
      expect(t.fromStation).toBe('成都东');
      expect(t.toStation).toBe('西安北');
      expect(t.departDate).toBe(day(1));
      expect(Number(t.duration)).toBe(248);
      expect(t.bookingUrl).toBe('https://www.12306.cn/');
      const seats = t.seats as Item[];
      expect(seats.map((s) => s.code)).toEqual(['BUSINESS', 'FIRST', 'SECOND']);
      expect(seats.map((s) => s.name)).toEqual(['商务座', '一等座', '二等座']);
      for (const s of seats) expect(Number(s.remain)).toBeGreaterThanOrEqual(0);
      expect(Number(seats[2]!.price)).toBeGreaterThan(200);
    }
    // the same date answers the same; intermediate stations answer a shorter stretch
    expect((await c.list(PATHS.TRAIN.search, { from, to, date: day(1), pageSize: 50 })).datas).toEqual(res.datas);
    const short = await c.list(PATHS.TRAIN.search, { from, to: named(list, '广元').id as string, date: day(1) });
    expect(Number(short.datas[0]!.duration)).toBeLessThan(248);
    // the other way round is other trains, even numbers
    const back = await c.list(PATHS.TRAIN.search, { from: to, to: from, date: day(1) });
    expect(back.datas.length).toBe(4);
    expect(back.datas.every((t) => Number(String(t.number).slice(1)) % 2 === 0)).toBe(true);
  });

  it('a service runs on its weekdays only: some dates have the flight, others not', async () => {
    const list = await stations('FLIGHT');
    const query = { from: named(list, '成都天府国际机场').id as string, to: named(list, '乌鲁木齐地窝堡国际机场').id as string };
    const counts = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map(async (d) => (await c.list(PATHS.FLIGHT.search, { ...query, date: day(d) })).datas.length),
    );
    expect(counts.filter((n) => n === 1).length).toBe(4);
    expect(counts.filter((n) => n === 0).length).toBe(3);
  });

  it('answers flights with their airline, aircraft and cabins, coaches with their fare', async () => {
    const air = await stations('FLIGHT');
    const flights = await c.list(PATHS.FLIGHT.search, {
      from: named(air, '成都天府国际机场').id as string,
      to: named(air, '北京首都国际机场').id as string,
      date: day(2),
    });
    expect(flights.datas.length).toBe(3);
    expect(flights.datas[0]).toMatchObject({ operator: '中国国际航空', vehicle: 'A330', bookingUrl: 'https://www.airchina.com.cn/' });
    expect(flights.datas[0]!.number).toMatch(/^CA\d{4}$/);
    expect((flights.datas[0]!.seats as Item[]).map((s) => s.code)).toEqual(['CABIN_BUSINESS', 'CABIN_ECONOMY']);
    const coach = await stations('COACH');
    const coaches = await c.list(PATHS.COACH.search, {
      from: named(coach, '成都茶店子客运站').id as string,
      to: named(coach, '都江堰客运中心').id as string,
      date: day(0),
    });
    expect(coaches.datas.length).toBe(5);
    expect(coaches.datas[0]!.seats).toEqual([expect.objectContaining({ code: 'COACH_SEAT', name: '座位', price: '21' })]);
  });

  it('refuses an unknown station, the same station twice, a bad date, a past date and a date beyond the horizon', async () => {
    const list = await stations('TRAIN');
    const from = named(list, '成都东').id as string;
    const to = named(list, '重庆北').id as string;
    const refusal = async (query: Record<string, string>) => {
      const res = await c.get(PATHS.TRAIN.search, query);
      expect(res.code).toBe(1);
      return res.message;
    };
    expect(await refusal({ from: '999999', to, date: day(1) })).toBe('车站不存在');
    const airport = (await stations('FLIGHT'))[0]!.id as string;
    expect(await refusal({ from: airport, to, date: day(1) })).toBe('车站不存在');
    expect(await refusal({ from, to: from, date: day(1) })).toBe('出发地和到达地不能相同');
    expect(await refusal({ from, to, date: '2026-02-30' })).toBe('日期格式不正确');
    expect(await refusal({ from, to, date: day(-1) })).toBe('不能查询今天以前的班次');
    expect(await refusal({ from, to, date: day(15) })).toBe('只能查询15天内的班次');
    expect((await c.list(PATHS.TRAIN.search, { from, to, date: day(14) })).code).toBe(0);
    // another site's station is not this site's
    const other = (await stations('TRAIN', 'site450300'))[0]!.id as string;
    expect(await refusal({ from: other, to, date: day(1) })).toBe('车站不存在');
  });
});

describe('traffic: detail', () => {
  it('answers a train with every stop of its run, times and stays, and the stretch asked for', async () => {
    const list = await stations('TRAIN');
    const query = { from: named(list, '成都东').id as string, to: named(list, '黄龙九寨').id as string, date: day(1) };
    const first = (await c.list(PATHS.TRAIN.search, query)).datas[0]!;
    const res = await c.get<{ code: number; data: Item }>(PATHS.TRAIN.detail, { ...query, id: first.id as string });
    expect(res.code).toBe(0);
    const stops = res.data.stops as Item[];
    expect(stops.map((s) => s.station)).toEqual(['成都东', '三星堆', '茂县', '松潘', '黄龙九寨']);
    expect(stops[0]).toMatchObject({ arriveTime: '', departTime: first.departTime, stay: '' });
    expect(stops[1]!.stay).toBe('2');
    expect(stops.at(-1)).toMatchObject({ arriveTime: first.arriveTime, departTime: '' });
    expect(res.data.number).toBe(first.number);
    expect(await c.get(PATHS.TRAIN.detail, { ...query, id: '999999' })).toMatchObject({ code: 1, message: '班次不存在' });
  });

  it('an overnight train arrives the next day', async () => {
    const list = await stations('TRAIN');
    const query = { from: named(list, '成都').id as string, to: named(list, '西安').id as string, date: day(1) };
    const [train] = (await c.list(PATHS.TRAIN.search, query)).datas;
    expect(train).toMatchObject({ departTime: '18:40', arriveDate: day(2) });
    expect((train!.seats as Item[]).map((s) => s.code)).toEqual(['SOFT_SLEEPER', 'HARD_SLEEPER', 'HARD_SEAT']);
  });
});
