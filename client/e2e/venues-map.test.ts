import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The venues map in the browser: the venues of one kind drawn from their coordinates around the
 * visitor's position (no map tiles), numbered as in the list beside it, nearest first with distances.
 */
const { test, sys } = useSystem();

const metres = (d: string) => (d.endsWith('km') ? Number.parseFloat(d.replace(',', '.')) * 1000 : Number.parseFloat(d.replace(',', '.')));

describe('venues map', () => {
  test('the museums around the visitor: drawn pins numbered as the list, nearest first; a pin picks its row, a row opens the venue', async ({
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
    expect(await page.getByTestId('map-pin').count()).toBe(rows);
    await page.getByTestId('map-you').waitFor();
    expect(await page.getByTestId('no-location').count()).toBe(0);
    const distances = (await page.getByTestId('venue-row').getByTestId('distance').allInnerTexts()).map(metres);
    expect(distances).toHaveLength(rows);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await page.getByTestId('list-no-more').waitFor();
    await snap(page, 'venues-map');
    await expectAccessible(page, 'venues map');

    await page.getByTestId('map-pin').last().click();
    await expect.poll(() => page.getByTestId('venue-row').last().getAttribute('class')).toContain('venue-row--on');
    await page.getByTestId('venue-row').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(page.url()).toMatch(/#\/venues-detail\/\d+/);
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
