import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * Car rental in the browser: the service menu's 租车服务 entry opens the city's rental companies
 * with their outlets; a company's cars show with their daily prices, by category; its own site
 * opens only after the leaving-the-platform disclaimer.
 */
const { test } = useSystem();

describe('car rental', () => {
  test('the 租车服务 menu entry lists the companies; a company shows its cars cheapest first, by category; its site after the disclaimer', async ({
    page,
    open,
    pageErrors,
  }) => {
    await page.route('https://www.zuche.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' }));
    await open('/index?siteCode=site510100');
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '租车服务' }).click();
    await page.getByTestId('use-car').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/use-car$/);
    const company = page.getByTestId('rental-company').first();
    await company.waitFor();
    expect(await page.getByTestId('rental-company').count()).toBe(3);
    expect(await company.getByTestId('rental-outlet').count()).toBeGreaterThan(0);
    expect(await company.getByTestId('company-from').innerText()).toMatch(/^¥\d+ 起\/天$/);
    await page.getByTestId('list-no-more').waitFor();

    await company.getByTestId('company-cars').click();
    await company.getByTestId('rental-car').first().waitFor();
    const prices = (await company.getByTestId('car-price').allInnerTexts()).map((p) => Number(/¥(\d+)/.exec(p)![1]));
    expect(prices.length).toBeGreaterThan(4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await company.getByTestId('car-category-SUV').click();
    await expect.poll(async () => (await company.getByTestId('rental-car').allInnerTexts()).every((c) => c.includes('SUV'))).toBe(true);
    await company.getByTestId('car-category-BUSINESS').click();
    await expect
      .poll(async () => (await company.getByTestId('rental-car').count()) > 0 || (await company.getByText('暂无该类车型').count()) > 0)
      .toBe(true);
    await snap(page, 'use-car');
    await expectAccessible(page, 'car rental');

    await company.getByTestId('company-website').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('成都文旅云');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toContain('#/use-car');
    expect(pageErrors).toEqual([]);
  });

  test('in French on the French site, nothing wider than a 320 px screen', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/use-car?siteCode=site530700&lang=FRENCH');
    const company = page.getByTestId('rental-company').first();
    await company.waitFor();
    expect(await page.locator('h1').innerText()).toBe('Location de voitures');
    await company.getByTestId('company-cars').click();
    await company.getByTestId('rental-car').first().waitFor();
    expect(await company.innerText()).not.toMatch(/[\u3400-\u9fff]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await open('/index?siteCode=site510100&lang=CN');
    await page.getByTestId('home').waitFor();
  });
});
