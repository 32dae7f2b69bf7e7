import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The search around in the browser against the real upstream and gateway: from a place's page to
 * what is around it, nearest first, by kind; from the search page to what is near the visitor;
 * without a position it says so and offers a way on; the page at 320 px in English.
 */
const { test } = useSystem();

const metres = (texts: string[]) => texts.map((d) => (d.endsWith('km') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d)));

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

describe('search around', () => {
  test('search around a place from its page: nearest first with distances, then one kind', async ({ page, open, pageErrors }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const name = await page.getByTestId('place-name').innerText();
    await page.getByTestId('around-link').click();
    await page.getByTestId('around').waitFor();
    expect(await page.getByTestId('around-origin').innerText()).toContain(name);
    await page.getByTestId('around-place').first().waitFor();
    const all = metres(await page.getByTestId('around-distance').allInnerTexts());
    expect(all.length).toBeGreaterThan(0);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(await page.getByTestId('around-place').allInnerTexts()).not.toContain(name);
    await snap(page, 'search-around-place');
    await expectAccessible(page, 'search around a place', { bestPractice: true });
    await page.getByTestId('tab-HOTEL').click();
    await expect.poll(async () => page.getByTestId('around').getAttribute('data-kind')).toBe('HOTEL');
    await page.getByTestId('around-place').first().or(page.locator('[data-testid="around"] .empty-state')).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('from the search page to what is near the visitor, and on to a place', async ({ page, open }) => {
    await open('/search?siteCode=site510100');
    await page.getByTestId('search').waitFor();
    await page.getByTestId('around-link').click();
    await page.getByTestId('around-place').first().waitFor();
    const near = metres(await page.getByTestId('around-distance').allInnerTexts());
    expect(near).toEqual([...near].sort((a, b) => a - b));
    await page.getByTestId('around-place').first().click();
    await page.getByTestId('place-detail').waitFor();
  });

  test(
    'without a position it says so and offers the search',
    async ({ page, open }) => {
      await open('/search-around?siteCode=site510100');
      await page.getByTestId('around-no-position').waitFor();
      await page.getByTestId('around-no-position').getByRole('link').click();
      await page.getByTestId('search').waitFor();
    },
    { geolocation: null },
  );

  test('fits a 320 px phone in English', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/search-around?siteCode=site450300&lang=EN');
    await page.getByTestId('around').waitFor();
    await page.getByTestId('around-place').first().or(page.locator('[data-testid="around"] .empty-state')).first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('Nearby');
    await fitsPhone(page, '/search-around');
    await open('/search-around?lang=CN');
    await page.getByText('周边').first().waitFor();
  });
});
