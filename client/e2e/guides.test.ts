import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The tour-guide query in the browser against the real upstream and gateway: from the site's
 * service menu (导游查询) to the form, a guide found by name, the number revealed by a tap; the
 * whole register page by page to its end; the pages at 320 px in another language.
 */
const { test, sys } = useSystem();

interface GuideItem {
  name: string;
  certificateNo: string;
  phone: string;
  sex: string;
}

async function upstreamGuides(siteCode: string): Promise<GuideItem[]> {
  const res = await fetch(`${sys().upstreamUrl}/res/api/tourGuide/list?siteCode=${siteCode}&token=&pageSize=50`);
  return ((await res.json()) as { datas: GuideItem[] }).datas;
}

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

describe('tour guides', () => {
  test("find a guide by name from the service menu and reveal the guide's phone number with a tap", async ({ page, open, pageErrors }) => {
    const guide = (await upstreamGuides('site510100'))[2]!;
    await open('/index?siteCode=site510100');
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '导游查询' }).click();
    await page.getByTestId('guide-search').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/guide-search$/);
    await page.getByTestId('guide-keyword').fill(guide.name);
    await page.getByTestId(`guide-gender-${guide.sex === '1' ? 'MALE' : 'FEMALE'}`).check({ force: true });
    await snap(page, 'guide-search');
    await page.getByTestId('guide-search-submit').click();
    await page.getByTestId('guide-results').waitFor();
    expect(decodeURIComponent(page.url())).toMatch(new RegExp(`#/guide-list/${guide.name}/${guide.sex}$`));
    const card = page.getByTestId('guide').filter({ hasText: guide.certificateNo });
    await card.waitFor();
    // the number masked until asked for
    expect(await card.innerText()).not.toContain(guide.phone);
    expect(await card.getByTestId('guide-show-phone').innerText()).toContain(`${guide.phone.slice(0, 3)}****${guide.phone.slice(7)}`);
    await card.getByTestId('guide-show-phone').click();
    const phone = card.getByTestId('guide-phone');
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe(`tel:${guide.phone}`);
    expect(await phone.innerText()).toContain(guide.phone);
    await snap(page, 'guide-list');
    await expectAccessible(page, 'guide list', { bestPractice: true });
    expect(pageErrors).toEqual([]);
  });

  test('every guide page by page to the end; nobody found says so; a keyword over the limit is refused in words', async ({
    page,
    open,
  }) => {
    await open('/guide-list/-/0?siteCode=site510100');
    await page.getByTestId('guide').first().waitFor();
    expect(await page.getByTestId('guide').count()).toBe(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => page.getByTestId('guide').count()).toBe((await upstreamGuides('site510100')).length);
    await page.getByTestId('list-no-more').waitFor();
    await open('/guide-list/没有这个导游/0');
    await page.getByText('没有找到符合条件的导游').waitFor();
    await open(`/guide-list/${'导'.repeat(21)}/0`);
    await page.getByText('查询关键词最多20个字').waitFor();
    await page.getByTestId('guide-search-again').click();
    await page.getByTestId('guide-search').waitFor();
  });

  test('the form and the list fit a 320 px phone in French', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/guide-search?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('guide-search').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Guides agréés');
    await fitsPhone(page, '/guide-search');
    await page.getByTestId('guide-search-submit').click();
    await page.getByTestId('guide').first().waitFor();
    await fitsPhone(page, '/guide-list');
    await page.getByTestId('guide-show-phone').first().click();
    await page.getByTestId('guide-phone').first().waitFor();
    await fitsPhone(page, '/guide-list, a number shown');
    await open('/guide-search?lang=CN');
    await page.getByText('导游查询').first().waitFor();
  });
});
