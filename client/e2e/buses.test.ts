import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The bus enquiry in the browser against the real upstream and gateway: from the service menu's
 * 公交查询 to a stop, one of its lines, and that line's next buses at the stop (computed by the
 * upstream from its clock); the stops near the visitor; the service failing shows its own error
 * with a retry that works once it is back; nothing wider than a 320 px phone.
 */
const { test, sys } = useSystem();

/** "HH:mm" of the upstream clock's now, China time. */
function chinaClock(): string {
  return new Date(sys().now() + 8 * 3600_000).toISOString().slice(11, 16);
}

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, where).toBeLessThanOrEqual(320);
}

describe('city buses', () => {
  test('from the service menu: find a line from a stop and see its next departures there', async ({ page, open, pageErrors }) => {
    await open('/index');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').waitFor();
    await page.getByTestId('services-grid').getByRole('button', { name: '公交查询' }).click();
    await page.getByTestId('bus-search').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/bus-search$/);

    // by stop: the stops named so, each with its lines
    await page.getByTestId('bus-by-stop').click();
    await page.getByTestId('bus-keyword').fill('天府广场');
    await page.getByTestId('bus-submit').click();
    await page.getByTestId('bus-results').waitFor();
    const stop = page.getByTestId('bus-stop').filter({ hasText: '天府广场' });
    await stop.waitFor();
    const chips = (await stop.getByTestId('bus-stop-line').allInnerTexts()).map((c) => c.replace(/\s+/g, ' '));
    expect(chips).toEqual(['1路 开往 省体育馆', '58路 开往 太古里']);
    await page.getByTestId('list-no-more').waitFor();
    await snap(page, 'bus-results-stop');

    // one of its lines, at this stop: both directions' next buses from now
    await stop.getByTestId('bus-stop-line').filter({ hasText: '1路' }).click();
    await page.getByTestId('bus-desc').waitFor();
    await page.getByTestId('bus-departures').waitFor();
    expect(await page.locator('h1').innerText()).toContain('1路');
    const departures = page.getByTestId('bus-departure');
    expect(await departures.count()).toBe(2);
    const now = chinaClock();
    for (const d of await departures.all()) {
      const times = (await d.getByTestId('bus-times').innerText()).split(/\s+/).filter(Boolean);
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}$/);
      // today's next buses are not before now; after the last one it is tomorrow's first
      if ((await d.getByTestId('bus-wait').count()) > 0) expect(times[0]! >= now).toBe(true);
    }
    expect(await page.getByTestId('bus-line-stop').allInnerTexts()).toHaveLength(7);
    expect(await page.locator('[data-testid=bus-line-stop][aria-current=location]').innerText()).toContain('天府广场');
    await snap(page, 'bus-desc');
    await expectAccessible(page, 'bus line', { bestPractice: true });

    // the other way
    await page.getByTestId('bus-direction-RETURN').click();
    await expect.poll(() => page.getByTestId('bus-line-stop').first().innerText()).toContain('省体育馆');
    await page.getByTestId('bus-departures').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('by line, the stops nearby, and a refused search says why', async ({ page, open }) => {
    await open('/bus-search');
    await page.getByTestId('bus-keyword').fill('87');
    await page.getByTestId('bus-submit').click();
    const line = page.getByTestId('bus-line').first();
    await line.waitFor();
    expect(await line.innerText()).toContain('熊猫基地');
    await line.click();
    await page.getByTestId('bus-line-stops').waitFor();
    expect(await page.getByTestId('bus-line-stop').last().innerText()).toContain('熊猫基地');

    // the browser is in central Chengdu: the stops nearest first, with their lines
    await open('/near-bus');
    await page.getByTestId('bus-stop').first().waitFor();
    const distances = (await page.getByTestId('bus-stop').getByTestId('distance').allInnerTexts()).map((d) =>
      d.endsWith('km') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await page.getByTestId('bus-stop').first().getByTestId('bus-stop-line').count()).toBeGreaterThan(0);
    await snap(page, 'near-bus');

    // an address with a blank keyword: the gateway's refusal, in place of the list
    await open('/bus-results?by=line&keyword=%20');
    await page.getByTestId('bus-refused').waitFor();
    expect(await page.getByTestId('bus-refused').getAttribute('data-code')).toBe('BUS_KEYWORD_REQUIRED');
    await page.getByText('请输入线路或站点名称').waitFor();
  });

  test(
    'without a position the nearby stops say so and offer a search instead',
    async ({ page, open }) => {
      await open('/near-bus');
      await page.getByTestId('bus-no-position').waitFor();
      await page.getByTestId('bus-search-instead').click();
      await page.getByTestId('bus-search').waitFor();
      expect(await page.getByTestId('bus-by-stop').getAttribute('aria-current')).toBe('page');
    },
    { geolocation: null },
  );

  test('the buses service failing shows its own error; retry works once it is back', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'busSubways/stationList', mode: 'http500' });
    try {
      await open('/bus-results?by=stop&keyword=%E6%98%A5%E7%86%99');
      await page.getByRole('alert').waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
    await page.getByRole('alert').getByRole('button').click();
    await page.getByTestId('bus-stop').filter({ hasText: '春熙路' }).waitFor();
  });

  test('nothing is wider than a 320 px screen, in French', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/bus-search?siteCode=site530700');
    await page.getByTestId('bus-search').waitFor();
    await expectNoOverflow(page, '/bus-search');
    await page.getByTestId('bus-by-stop').click();
    await page.getByTestId('bus-keyword').fill('Place Yuhe');
    await page.getByTestId('bus-submit').click();
    const stop = page.getByTestId('bus-stop').first();
    await stop.waitFor();
    await expectNoOverflow(page, '/bus-results');
    await snap(page, 'bus-results-fr-320');
    await stop.getByTestId('bus-stop-line').first().click();
    await page.getByTestId('bus-departures').waitFor();
    expect(await page.getByTestId('bus-departure').first().innerText()).toMatch(/Vers /);
    await expectNoOverflow(page, '/bus-desc');
    await snap(page, 'bus-desc-fr-320');
    await open('/near-bus');
    await page.getByTestId('near-bus').waitFor();
    await page.getByTestId('bus-stop').first().waitFor();
    await expectNoOverflow(page, '/near-bus');
    await open('/bus-search?siteCode=site510100');
    await page.getByTestId('bus-search').waitFor();
  });
});
