import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const INDEX = 'value level label colour advice';
const WEATHER = `query ($days: Int) {
  cityWeather(days: $days) {
    city issuedAt
    airQuality { index { ${INDEX} } mainPollutant readings { pollutant symbol value unit } measuredAt }
    days { date condition text high low wind airQuality { ${INDEX} } }
  }
  inputLimits { weatherMaxDays }
}`;

interface Index {
  value: number;
  level: string;
  label: string;
  colour: string;
  advice: string;
}
interface WeatherResult {
  cityWeather: {
    city: string;
    issuedAt: string | null;
    airQuality: {
      index: Index;
      mainPollutant: string | null;
      readings: { pollutant: string; symbol: string; value: number; unit: string }[];
    } | null;
    days: { date: string; condition: string; text: string; high: number; low: number; wind: string | null; airQuality: Index | null }[];
  } | null;
  inputLimits: { weatherMaxDays: number };
}

/** China's national bands (HJ 633-2012), written out here to check the gateway's. */
const BANDS: [number, string, string][] = [
  [50, 'EXCELLENT', '#00E400'],
  [100, 'GOOD', '#FFFF00'],
  [150, 'LIGHTLY_POLLUTED', '#FF7E00'],
  [200, 'MODERATELY_POLLUTED', '#FF0000'],
  [300, 'HEAVILY_POLLUTED', '#99004C'],
  [500, 'SEVERELY_POLLUTED', '#7E0023'],
];
function expectBand(index: Index) {
  const [, level, colour] = BANDS.find(([max]) => index.value <= max)!;
  expect(index.level).toBe(level);
  expect(index.colour).toBe(colour);
  expect(index.label.length).toBeGreaterThan(0);
  expect(index.advice.length).toBeGreaterThan(0);
}

const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

describe("the city's weather and air quality", () => {
  it('answers today and six more days, the index now with its level, colour and readings', async () => {
    const r = await h.gql<WeatherResult>(WEATHER, {});
    expect(r.errors).toBeUndefined();
    const w = r.data!.cityWeather!;
    expect(w.city).toBe('成都');
    expect(w.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T(08|20):00:00\+08:00$/);
    expect(w.days).toHaveLength(7);
    expect(w.days[0]!.date).toBe(chinaDay(h.now()));
    for (const day of w.days) {
      expect(day.low).toBeLessThan(day.high);
      expect(day.condition).not.toBe('OTHER');
      expectBand(day.airQuality!);
    }
    const q = w.airQuality!;
    expectBand(q.index);
    expect(q.readings.map((x) => x.symbol)).toEqual(['PM2.5', 'PM10', 'O₃', 'NO₂', 'SO₂', 'CO']);
    if (q.index.value <= 50) expect(q.mainPollutant).toBeNull();
    else expect(['PM2_5', 'PM10', 'O3']).toContain(q.mainPollutant);
    expect(r.data!.inputLimits.weatherMaxDays).toBe(15);
  });

  it("words the levels in the site's language", async () => {
    const en = await h.gql<WeatherResult>(WEATHER, {}, { 'x-site-code': 'site450300' });
    const w = en.data!.cityWeather!;
    expect(w.city).toBe('Guilin');
    for (const day of w.days) expect(`${day.text} ${day.wind} ${day.airQuality!.label}`).not.toMatch(/[\u3400-\u9fff]/);
    const ko = await h.gql<WeatherResult>(WEATHER, {}, { 'x-site-code': 'site222400' });
    expect(ko.data!.cityWeather!.airQuality!.index.label).toMatch(/[\uac00-\ud7af]/);
  });

  it('refuses days outside 1 to the limit before calling the upstream', async () => {
    for (const days of [0, 16, -1]) {
      const bad = await h.gql<WeatherResult>(WEATHER, { days });
      expect(bad.errors?.[0]?.extensions?.code, String(days)).toBe('BAD_USER_INPUT');
      expect(bad.upstreamCalls).toBe(0);
    }
    expect((await h.gql<WeatherResult>(WEATHER, { days: 15 })).data!.cityWeather!.days).toHaveLength(15);
  });

  it('a failing weather service leaves the rest of the query working; a failing index leaves the days', async () => {
    await h.dev.addFault({ path: 'res/api/weather/list', mode: 'http500' });
    const down = await h.gql<WeatherResult & { site: { name: string } }>(`query { cityWeather { city } site { name } }`);
    expect(down.data!.cityWeather).toBeNull();
    expect(down.data!.site.name).toBe('成都文旅云');
    expect(down.errors?.map((e) => e.path?.join('.'))).toEqual(['cityWeather']);
    await h.dev.clearFaults();
    await h.dev.addFault({ path: 'res/api/weather/airQuality', mode: 'code', code: 500, message: 'down' });
    // another page size than the other tests': not an answer the gateway has cached
    const part = await h.gql<WeatherResult>(WEATHER, { days: 6 });
    expect(part.data!.cityWeather!.airQuality).toBeNull();
    expect(part.data!.cityWeather!.days).toHaveLength(6);
    expect(part.errors?.map((e) => e.path?.join('.'))).toEqual(['cityWeather.airQuality']);
  });
});

describe("a scenic area's weather", () => {
  const SCENIC = `query ($first: Int) { places(kind: SCENIC_AREA, first: $first) { edges { node { upstreamId ... on ScenicArea { weather { condition text high low } } } } } }`;
  interface ScenicResult {
    places: { edges: { node: { upstreamId: string; weather: { condition: string; text: string; high: number; low: number } | null } }[] };
  }

  it("answers today's weather of every scenic area of a list in one call", async () => {
    await h.dev.resetCalls();
    const r = await h.gql<ScenicResult>(SCENIC, { first: 5 });
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.places.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(1);
    for (const n of nodes) {
      expect(n.weather!.low).toBeLessThan(n.weather!.high);
      expect(n.weather!.text.length).toBeGreaterThan(0);
    }
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/weather/scenic')).toHaveLength(1);
  });

  it('a failing weather service leaves the scenic areas without weather, the list whole', async () => {
    await h.dev.addFault({ path: 'res/api/weather/scenic', mode: 'http500' });
    const r = await h.gql<ScenicResult>(SCENIC, { first: 4 });
    const nodes = r.data!.places.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((n) => n.upstreamId && n.weather === null)).toBe(true);
  });
});
