import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * Trains, flights and coaches in the browser against the real upstream and gateway: from the
 * service menu's entry to a search between two demo stations picked from the graph's list, for
 * tomorrow by the run's clock, the day's trains, one train's stops; a flight and a coach search
 * with the official booking channel; a refused search said in words; the screens at 320 px in
 * the English and French sites' languages.
 */
const { test, sys } = useSystem();

/** The China day `offset` days from the run's clock, `yyyy-MM-dd`. */
const chinaDay = (offset: number) => new Date(sys().now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, which: 'traffic-from' | 'traffic-to', name: string): Promise<void> {
  await page.getByTestId(which).click();
  const picker = page.getByTestId('station-picker');
  await picker.waitFor();
  await page.getByTestId('station-filter').fill(name);
  await picker.getByTestId('station-option').filter({ hasText: name }).first().click();
  await picker.waitFor({ state: 'detached' });
  expect(await page.getByTestId(which).innerText()).toContain(name);
}

async function search(page: Page, from: string, to: string, date: string): Promise<void> {
  await pick(page, 'traffic-from', from);
  await pick(page, 'traffic-to', to);
  await page.getByTestId('traffic-date').fill(date);
  await page.getByTestId('traffic-submit').click();
  await page.getByTestId('traffic-result').waitFor();
}

async function fits320(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(320);
}

describe('trains, flights and coaches', () => {
  test('from the menu entry: tomorrow’s trains between two Chengdu-network stations, one train’s stops', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/index');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').waitFor();
    await page.getByTestId('services-grid').getByText('火车查询', { exact: true }).click();
    await page.getByTestId('traffic-search').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/train-search$/);
    // the departure defaults to the site's own city; both are picked from the graph's list
    expect(await page.getByTestId('traffic-from').innerText()).toContain('成都');
    await pick(page, 'traffic-from', '成都东');
    await page.getByTestId('traffic-to').click();
    await page.getByTestId('station-filter').fill('不存在的车站');
    await page.getByText('没有匹配的车站').waitFor();
    await page.getByTestId('station-filter').fill('');
    await expectAccessible(page, 'station picker');
    await snap(page, 'station-picker');
    await page.getByRole('button', { name: '关闭' }).click();
    await pick(page, 'traffic-to', '西安北');
    const tomorrow = chinaDay(1);
    await page.getByText('明天', { exact: true }).click();
    expect(await page.getByTestId('traffic-date').inputValue()).toBe(tomorrow);
    await expectAccessible(page, 'train search');
    await page.getByTestId('traffic-submit').click();

    await page.getByTestId('traffic-result').waitFor();
    await expect.poll(() => page.url()).toContain(`date=${tomorrow}`);
    await page.getByTestId('trip').first().waitFor();
    const numbers = await page.getByTestId('trip-number').allInnerTexts();
    expect(numbers.length).toBe(4);
    for (const n of numbers) expect(n).toMatch(/^G\d+$/);
    const departures = await page.getByTestId('trip-depart').allInnerTexts();
    expect(departures).toEqual([...departures].sort());
    await page.getByTestId('list-no-more').waitFor();
    expect(await page.getByTestId('trip-seat').first().innerText()).toMatch(/商务座/);
    await snap(page, 'train-result');

    await page.getByTestId('trip').first().click();
    await page.getByTestId('train-detail').waitFor();
    await page.getByTestId('trip-stop').first().waitFor();
    const stops = await page.getByTestId('trip-stop').locator('.trip-stop__name').allInnerTexts();
    expect(stops.map((s) => s.split('\n')[0]!.replace(/(上车|下车)$/, ''))).toEqual(['成都东', '德阳', '绵阳', '广元', '汉中', '西安北']);
    expect(await page.getByTestId('trip-stop').first().innerText()).toContain('上车');
    expect(await page.getByTestId('trip-stop').last().innerText()).toContain('下车');
    expect(await page.getByTestId('trip-number').innerText()).toBe(numbers[0]);
    // the official channel, through the gateway's verdict: the leaving-the-platform disclaimer first
    await page.getByTestId('trip-book').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await snap(page, 'train-detail');
    expect(pageErrors).toEqual([]);
  });

  test('a flight and a coach search, each trip with its booking channel; a refused search says why', async ({ page, open }) => {
    await open('/plane-search');
    await page.getByTestId('traffic-search').waitFor();
    await search(page, '成都天府国际机场', '北京首都国际机场', chinaDay(2));
    await page.getByTestId('trip').first().waitFor();
    expect(await page.getByTestId('trip').count()).toBe(3);
    expect(await page.getByTestId('trip').first().innerText()).toContain('中国国际航空');
    expect(await page.getByTestId('trip-book').count()).toBe(3);

    await open('/car-search');
    await page.getByTestId('traffic-search').waitFor();
    await search(page, '成都茶店子客运站', '都江堰客运中心', chinaDay(0));
    await page.getByTestId('trip').first().waitFor();
    expect(await page.getByTestId('trip').count()).toBe(5);
    expect(await page.getByTestId('trip-seat').first().innerText()).toContain('¥21.00');
    // the next day by the day bar; none before today
    expect(await page.getByTestId('day-previous').count()).toBe(0);
    await page.getByTestId('day-next').click();
    await expect.poll(() => page.url()).toContain(`date=${chinaDay(1)}`);
    await page.getByTestId('trip').first().waitFor();

    // the same station twice: the gateway's words, and the way back to the form
    await open('/car-search');
    await page.getByTestId('traffic-search').waitFor();
    await search(page, '成都茶店子客运站', '成都茶店子客运站', chinaDay(1));
    await page.getByTestId('traffic-refused').waitFor();
    expect(await page.getByTestId('traffic-refused').innerText()).toContain('出发地和到达地不能相同');
    await page.getByTestId('traffic-change').click();
    await page.getByTestId('traffic-search').waitFor();
    // a day beyond the horizon, typed into the address
    const from = new URL(page.url().replace('#/', '')).searchParams.get('from')!;
    await open(`/car-result?from=${from}&to=999999&date=${chinaDay(30)}`);
    await page.getByTestId('traffic-refused').waitFor();
    const refusal = await page.getByTestId('traffic-refused').innerText();
    expect(refusal).toContain('请从列表中选择车站');
    expect(refusal).toContain('只能查询7天内的班次');
  });

  test('the timetable service failing: the day’s trains say so with a retry, and answer once it is back', async ({ page, open }) => {
    await open('/train-search');
    await page.getByTestId('traffic-search').waitFor();
    await sys().dev.addFault({ path: 'resExt/api/gov/train/search', mode: 'http500' });
    try {
      await search(page, '成都东', '重庆北', chinaDay(1));
      const failed = page.getByTestId('traffic-result').getByRole('alert');
      await failed.waitFor();
      expect(await page.getByTestId('trip').count()).toBe(0);
    } finally {
      await sys().dev.clearFaults();
    }
    await page.getByTestId('traffic-result').getByRole('alert').getByRole('button').click();
    await page.getByTestId('trip').first().waitFor();
    expect(await page.getByTestId('trip').count()).toBe(6);
  });

  test('at 320 px in English and French: the search, the picker, the results and a train’s stops', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [siteCode, from, to, title] of [
      ['site450300', 'Guilin West', 'Guangzhou South', 'Trains'],
      ['site530700', 'Gare de Lijiang', 'Gare de Kunming-Sud', 'Trains'],
    ] as const) {
      await open(`/train-search?siteCode=${siteCode}`);
      await page.getByTestId('traffic-search').waitFor();
      expect(await page.locator('h1').innerText()).toBe(title);
      await fits320(page, `${siteCode} search`);
      await page.getByTestId('traffic-from').click();
      await page.getByTestId('station-picker').waitFor();
      await fits320(page, `${siteCode} picker`);
      await page.keyboard.press('Escape');
      await search(page, from, to, chinaDay(1));
      await page.getByTestId('trip').first().waitFor();
      await fits320(page, `${siteCode} results`);
      for (const text of await page.getByTestId('trip').allInnerTexts())
        expect(text).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
      await page.getByTestId('trip').first().click();
      await page.getByTestId('trip-stop').first().waitFor();
      await fits320(page, `${siteCode} detail`);
    }
    await open('/plane-search?siteCode=site530700');
    await page.getByTestId('traffic-search').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Vols');
    await fits320(page, 'French flights');
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
  });
});
