import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * Air quality and weather in the browser: the service menu's 空气质量 entry opens the city's
 * air-quality index with its national level and colour, its pollutants and the coming days; a
 * scenic area's detail has today's weather there.
 */
const { test, sys } = useSystem();

/** China's national bands (HJ 633-2012): highest index, level, colour as rgb(). */
const BANDS: [number, string, string][] = [
  [50, 'EXCELLENT', 'rgb(0, 228, 0)'],
  [100, 'GOOD', 'rgb(255, 255, 0)'],
  [150, 'LIGHTLY_POLLUTED', 'rgb(255, 126, 0)'],
  [200, 'MODERATELY_POLLUTED', 'rgb(255, 0, 0)'],
  [300, 'HEAVILY_POLLUTED', 'rgb(153, 0, 76)'],
  [500, 'SEVERELY_POLLUTED', 'rgb(126, 0, 35)'],
];
const LABELS: Record<string, string> = {
  EXCELLENT: '优',
  GOOD: '良',
  LIGHTLY_POLLUTED: '轻度污染',
  MODERATELY_POLLUTED: '中度污染',
  HEAVILY_POLLUTED: '重度污染',
  SEVERELY_POLLUTED: '严重污染',
};

describe('air quality and weather', () => {
  test('the 空气质量 menu entry shows the index with its level and colour, the pollutants and seven days', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '空气质量' }).click();
    await page.getByTestId('air-quality-page').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/air-quality$/);
    const badge = page.getByTestId('aqi-level');
    await badge.waitFor();
    const value = Number(await page.getByTestId('aqi-value').innerText());
    const [, level, colour] = BANDS.find(([max]) => value <= max)!;
    expect(await badge.getAttribute('data-level')).toBe(level);
    expect(await badge.innerText()).toContain(LABELS[level]!);
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(colour);
    expect(await page.getByTestId('aqi-main').innerText()).toMatch(value <= 50 ? /^无首要污染物$/ : /^首要污染物：(PM2\.5|PM10|O₃)$/);
    expect(await page.getByTestId('aqi-readings').locator('li').count()).toBe(6);
    await expect.poll(() => page.getByTestId('weather-day').count()).toBe(7);
    expect(await page.getByTestId('weather-day').first().innerText()).toContain('今天');
    await snap(page, 'air-quality');
    await expectAccessible(page, 'air quality');
    expect(pageErrors).toEqual([]);
  });

  test("a scenic area's detail has today's weather; the page fits 320 px in English; a failing service offers a retry", async ({
    page,
    open,
  }) => {
    const list = (await (await fetch(`${sys().upstreamUrl}/res/api/scenic/list?siteCode=site510100&token=&pageSize=1`)).json()) as {
      datas: { id: string }[];
    };
    await open(`/scenic-detail/${list.datas[0]!.id}?siteCode=site510100`);
    await page.getByTestId('place-weather').waitFor();
    expect(await page.getByTestId('place-weather').innerText()).toMatch(/-?\d+~-?\d+°C$/);

    await page.setViewportSize({ width: 320, height: 640 });
    await open('/air-quality?siteCode=site450300&lang=EN');
    await page.getByTestId('aqi-level').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Air quality');
    expect(await page.getByTestId('weather-day').first().innerText()).toContain('Today');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await sys().dev.addFault({ path: 'res/api/weather/list', mode: 'http500', siteCode: 'site222400' });
    try {
      await open('/air-quality?siteCode=site222400&lang=KO');
      await page.getByRole('alert').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await sys().dev.clearFaults();
      await page.getByRole('alert').getByRole('button').click();
      await page.getByTestId('aqi-level').waitFor();
      expect(await page.getByTestId('aqi-level').innerText()).toMatch(/[\uac00-\ud7af]/);
    } finally {
      await sys().dev.clearFaults();
      await open('/index?siteCode=site510100&lang=CN');
      await page.getByTestId('home').waitFor();
    }
  });
});
