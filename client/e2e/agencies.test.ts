import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The travel-agency query in the browser against the real upstream and gateway: from the site's
 * service menu (旅行社查询) to the districts, one district's agencies with their licence, phone
 * and map page; the pages at 320 px in another language.
 */
const { test, sys } = useSystem();

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

describe('travel agencies', () => {
  test('open the agencies of a district from the service menu: each with its licence, phone and map page', async ({
    page,
    open,
    pageErrors,
  }) => {
    const regions = (
      (await (await fetch(`${sys().upstreamUrl}/res/api/travelAgency/regions?siteCode=site510100&token=`)).json()) as {
        datas: { regionName: string; agencyNum: string }[];
      }
    ).datas;
    const region = regions[1]!;
    await open('/index?siteCode=site510100');
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '旅行社查询' }).click();
    await page.getByTestId('travel-list').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/travel-list$/);
    expect(await page.getByTestId('agency-region').count()).toBe(regions.length);
    await snap(page, 'travel-list');
    await expectAccessible(page, 'travel agency districts', { bestPractice: true });
    await page.getByTestId('agency-region').filter({ hasText: region.regionName }).click();
    await page.getByTestId('agency-results').waitFor();
    expect(decodeURIComponent(page.url())).toMatch(new RegExp(`#/travel-list/1001/${region.regionName}$`));
    expect(await page.locator('h1').innerText()).toBe(region.regionName);
    await page.getByTestId('agency').first().waitFor();
    expect(await page.getByTestId('agency').count()).toBe(Number(region.agencyNum));
    expect(await page.getByTestId('agency-license').first().innerText()).toMatch(/^许可证号 L-SC-CJ\d{5}$/);
    expect(await page.getByTestId('agency-phone').first().getAttribute('href')).toMatch(/^tel:028-\d{8}$/);
    await page.getByTestId('list-no-more').waitFor();
    await snap(page, 'travel-list-region');
    await page.getByTestId('agency-map').first().click();
    await page.getByTestId('map-apps').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('a district with none says so; the pages fit a 320 px phone in English', async ({ page, open }) => {
    await open('/travel-list/1001/没有旅行社的区?siteCode=site510100');
    await page.getByText('该地区暂无旅行社').waitFor();
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/travel-list?siteCode=site450300&lang=EN');
    await page.getByTestId('agency-region').first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('Travel agencies');
    await fitsPhone(page, '/travel-list');
    await page.getByTestId('agency-region').first().click();
    await page.getByTestId('agency').first().waitFor();
    await fitsPhone(page, '/travel-list/{siteId}/{regionName}');
    await open('/travel-list?lang=CN');
    await page.getByText('旅行社查询').first().waitFor();
  });
});
