import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The storefront in the browser against the real upstream and gateway: from the Chengdu site's
 * service menu (东坡好物) to the Dongpo district's shop, a category, the list to its end, a
 * product bought (two pieces) through to its shop order awaiting payment, the stock following;
 * a sold-out product cannot be bought; the pages fit a 320 px phone in the other languages.
 */
const { test, sys } = useSystem();

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

describe('storefront', () => {
  test('buy a Dongpo product from the service menu through to its order', async ({ page, open, pageErrors }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/index?siteCode=site510100' });
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '东坡好物' }).click();
    await page.getByTestId('storefront').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/dpq-shop$/);
    await page.getByTestId('product').first().waitFor();
    expect(await page.getByTestId('product').count()).toBe(10);
    // every product, page by page, to the end
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.getByTestId('product').count()).toBe(14);
    await page.getByTestId('list-no-more').waitFor();
    await expectAccessible(page, 'storefront');

    // a category: the Qingshen bamboo weaving
    await page.getByTestId('storefront-categories').getByText('手工艺品').click();
    await expect.poll(() => page.url()).toMatch(/category=CRAFT$/);
    await expect.poll(() => page.getByTestId('product').count()).toBe(3);
    await snap(page, 'storefront');
    const card = page.getByTestId('product').first();
    const name = (await card.locator('h2').innerText()).trim();
    await card.click();

    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('product-name').innerText()).toBe(name);
    expect(await page.getByTestId('product-shop').innerText()).toContain('青神竹编艺术馆');
    const stockBefore = Number((await page.getByTestId('product-stock').innerText()).match(/\d+/)?.[0]);
    await page.getByTestId('qty-more').click();
    expect(await page.getByTestId('qty').innerText()).toBe('2');
    await expectAccessible(page, 'storefront product');
    await snap(page, 'storefront-product');
    await page.getByTestId('buy').click();

    // the new shop order, awaiting payment
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('detail-status').innerText()).toBe('待付款');
    expect(await page.getByTestId('order-detail').innerText()).toContain(name);
    await page.getByTestId('pay-deadline').waitFor();
    await page.goBack();
    await page.getByTestId('product-detail').waitFor();
    await expect.poll(async () => Number((await page.getByTestId('product-stock').innerText()).match(/\d+/)?.[0])).toBe(stockBefore - 2);
    expect(pageErrors).toEqual([]);
  });

  test('a sold-out product cannot be bought; an unknown one reads as not found', async ({ page, open }) => {
    await open('/dpq-shop?category=PICKLE&siteCode=site510100');
    const soldOut = page.getByTestId('product').filter({ has: page.getByTestId('sold-out') });
    await soldOut.first().click();
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('buy').isDisabled()).toBe(true);
    expect(await page.getByTestId('buy').innerText()).toBe('已售罄');
    await open('/dpq-shop/999999');
    await page.getByText('商品不存在或已下架').waitFor();
  });

  test('the shop and a product fit a 320 px phone in English, French, Japanese and Korean', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const lang of ['EN', 'FRENCH', 'JAPANESE', 'KOREAN']) {
      await open(`/dpq-shop?siteCode=site510100&lang=${lang}`);
      await page.getByTestId('product').first().waitFor();
      await fitsPhone(page, `/dpq-shop ${lang}`);
      await page.getByTestId('product').first().click();
      await page.getByTestId('product-detail').waitFor();
      await fitsPhone(page, `/dpq-shop/{id} ${lang}`);
    }
    await open('/dpq-shop?lang=CN');
    await page.getByText('特产商城').first().waitFor();
  });
});
