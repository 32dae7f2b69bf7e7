import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The venues map in the browser: the venues of one kind on the map around the visitor's position
 * (the project's own basemap, no outside tiles), numbered as in the list beside it, nearest first
 * with distances.
 */
const { test, sys } = useSystem();

const metres = (d: string) => (d.endsWith('km') ? Number.parseFloat(d.replace(',', '.')) * 1000 : Number.parseFloat(d.replace(',', '.')));

describe('venues map', () => {
  test('the museums around the visitor: pins numbered as the list (close ones clustered), nearest first; a pin picks its row, a row opens the venue', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/venues-map/41?siteCode=site510100');
    await page.getByTestId('venues-map').waitFor();
    await page.getByTestId('venue-row').first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('博物馆');
    const rows = await page.getByTestId('venue-row').count();
    expect(rows).toBeGreaterThan(0);
    // the map (MapLibre here): every venue on it, as a numbered pin or in a cluster's count
    await page.locator('[data-map-state="idle"]').waitFor();
    const clustered = await page.getByTestId('map-cluster').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.count)));
    expect((await page.getByTestId('map-pin').count()) + clustered.reduce((a, b) => a + b, 0)).toBe(rows);
    await page.getByTestId('map-you').waitFor({ state: 'attached' });
    expect(await page.getByTestId('no-location').count()).toBe(0);
    const distances = (await page.getByTestId('venue-row').getByTestId('distance').allInnerTexts()).map(metres);
    expect(distances).toHaveLength(rows);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await page.getByTestId('list-no-more').waitFor();
    await snap(page, 'venues-map');
    await expectAccessible(page, 'venues map');

    while ((await page.getByTestId('map-pin').count()) === 0) {
      const cluster = await page.getByTestId('map-cluster').first().elementHandle();
      await cluster?.click();
      await cluster?.waitForElementState('hidden');
      await page.locator('[data-map-state="idle"]').waitFor();
    }
    const n = Number(await page.getByTestId('map-pin').last().innerText());
    await page.getByTestId('map-pin').last().click();
    await expect
      .poll(() =>
        page
          .getByTestId('venue-row')
          .nth(n - 1)
          .getAttribute('class'),
      )
      .toContain('venue-row--on');
    await page.getByTestId('venue-row').first().click();
    await page.getByTestId('place-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/venues-detail\/\d+/);
    expect(pageErrors).toEqual([]);
  });

  test('in Japanese on the Japanese site every venue, nothing wider than a 320 px screen', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/venues-map/all?siteCode=site610100&lang=JAPANESE');
    await page.getByTestId('venue-row').first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('文化施設');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await open('/index?siteCode=site510100&lang=CN');
    await page.getByTestId('home').waitFor();
  });

  test('a failing venue list says so with a retry that brings the venues', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'res/api/venue/list', mode: 'http500', siteCode: 'site222400' });
    try {
      await open('/venues-map/42?siteCode=site222400');
      await page.getByRole('alert').waitFor();
      await sys().dev.clearFaults();
      await page.getByRole('alert').getByRole('button').click();
      await page.getByTestId('venue-row').first().waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
  });
});
