import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The free-electricity code in the browser: on a site with a shop (Jiuzhaigou) the signed-in
 * user's code, its QR, the kWh used and left and the stations it works at; on a site without a
 * shop the service is not asked and the page says it is not offered.
 */
const { test, sys } = useSystem();

describe('free electricity', () => {
  test("the user's code with its kWh on the site with a shop; not offered on a site without one; 320 px in English", async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/code-detail-electricity' });
    await page.getByTestId('electricity-code').waitFor();
    await page.getByText('本站暂未开通免费充电').waitFor();

    await open('/code-detail-electricity?siteCode=site513225');
    const card = page.getByTestId('power-card');
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('ACTIVE');
    expect(await page.getByTestId('power-state').innerText()).toBe('可使用');
    expect(await page.getByTestId('power-code').innerText()).toMatch(/^DF\d+$/);
    await page.getByTestId('power-qr').waitFor();
    expect(await page.getByTestId('power-used').innerText()).toBe('已用 12.5 / 30 度');
    expect(await page.getByTestId('power-left').innerText()).toBe('剩余 17.5 度');
    expect(await page.getByTestId('power-station').count()).toBeGreaterThan(0);
    await snap(page, 'code-detail-electricity');
    await expectAccessible(page, 'free electricity');

    await page.setViewportSize({ width: 320, height: 640 });
    await open('/code-detail-electricity?siteCode=site513225&lang=EN');
    await expect.poll(() => page.getByTestId('power-left').innerText()).toBe('17.5 kWh left');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await open('/index?siteCode=site510100&lang=CN');
    await page.getByTestId('home').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
