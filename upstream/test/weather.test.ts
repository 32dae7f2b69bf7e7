import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

const LIVE = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

interface WeatherList {
  city: string;
  updateTime: string;
  list: Item[];
}
interface AirQuality {
  city: string;
  aqi: string;
  primaryPollutant: string;
  publishTime: string;
  pollutants: { code: string; value: string; unit: string }[];
}

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

/** "yyyy-MM-dd" of the China day `offset` days from the upstream's now. */
async function chinaDay(offset: number): Promise<string> {
  const { now } = await c.dev.clock();
  return new Date(now + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('res/api/weather/list', () => {
  it("answers every live site's city for today and six more days, in the site's language", async () => {
    const today = await chinaDay(0);
    for (const siteCode of LIVE) {
      const res = await c.get<Envelope<WeatherList>>('res/api/weather/list', { siteCode });
      expect(res.code, siteCode).toBe(0);
      const { city, updateTime, list } = res.data;
      expect(city.length).toBeGreaterThan(0);
      expect(updateTime).toMatch(/^\d{4}-\d{2}-\d{2} (08|20):00$/);
      expect(list).toHaveLength(7);
      expect(list[0]!.date).toBe(today);
      expect(list[6]!.date).toBe(await chinaDay(6));
      for (const day of list) {
        expect(['0', '1', '2', '3', '7', '8', '14']).toContain(day.code);
        expect(Number(day.min)).toBeLessThan(Number(day.max));
        expect(Number(day.aqi)).toBeGreaterThan(0);
        expect(String(day.pic)).toMatch(/\/files\/icons\/weather-\d\.svg$/);
        if (Number(day.aqi) <= 50) expect(day.primaryPollutant).toBe('');
      }
      const words = list.map((d) => `${d.txt} ${d.wind}`).join(' ');
      if (siteCode === 'site450300' || siteCode === 'site530700') expect(`${city} ${words}`).not.toMatch(CJK);
      else expect(words).toMatch(CJK);
    }
  });

  it('answers the same again, and the days asked for (at most 15)', async () => {
    const a = await c.get<Envelope<WeatherList>>('res/api/weather/list', { siteCode: 'site610100' });
    const b = await c.get<Envelope<WeatherList>>('res/api/weather/list', { siteCode: 'site610100' });
    expect(b.data).toEqual(a.data);
    expect((await c.get<Envelope<WeatherList>>('res/api/weather/list', { days: 3 })).data.list).toHaveLength(3);
    expect((await c.get<Envelope<WeatherList>>('res/api/weather/list', { days: 99 })).data.list).toHaveLength(15);
    expect((await c.get<Envelope<WeatherList>>('res/api/weather/list', { days: 'x' })).data.list).toHaveLength(7);
  });
});

describe('res/api/weather/airQuality', () => {
  it('answers the index this hour with every pollutant; the main one only above 50', async () => {
    for (const siteCode of LIVE) {
      const res = await c.get<Envelope<AirQuality>>('res/api/weather/airQuality', { siteCode });
      expect(res.code).toBe(0);
      const q = res.data;
      const aqi = Number(q.aqi);
      expect(Number.isInteger(aqi) && aqi > 0 && aqi <= 500).toBe(true);
      expect(q.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
      expect(q.pollutants.map((p) => p.code)).toEqual(['PM2.5', 'PM10', 'O3', 'NO2', 'SO2', 'CO']);
      for (const p of q.pollutants) {
        expect(Number(p.value)).toBeGreaterThanOrEqual(0);
        expect(p.unit).toBe(p.code === 'CO' ? 'mg/m³' : 'μg/m³');
      }
      if (aqi <= 50) expect(q.primaryPollutant).toBe('');
      else expect(['PM2.5', 'PM10', 'O3']).toContain(q.primaryPollutant);
    }
  });
});

describe('res/api/weather/scenic', () => {
  it("answers today's weather at each scenic area asked, in order, and nothing for no ids", async () => {
    const res = await c.get<Envelope<Item[]>>('res/api/weather/scenic', { ids: '12,5,x,7' });
    expect(res.code).toBe(0);
    expect(res.datas!.map((d) => (d as Item).scenicId)).toEqual(['12', '5', '7']);
    for (const d of res.datas as Item[]) {
      expect(Object.keys(d).sort()).toEqual(['code', 'max', 'min', 'pic', 'scenicId', 'txt']);
      expect(Number(d.min)).toBeLessThan(Number(d.max));
    }
    expect((await c.get<Envelope<Item[]>>('res/api/weather/scenic', {})).datas).toEqual([]);
  });
});
