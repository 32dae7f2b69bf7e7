import { describe, expect } from 'vitest';
import { animationsDone, signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * A line order's travel contract in the browser against the real upstream and gateway, in
 * English on a 320 px phone (the Guilin site): the demo traveller opens their line orders, the
 * order with an unsigned contract, its contract (parties, line, numbered terms), is told what is
 * missing or wrong (the ID number's checksum), draws a signature, agrees and signs; the contract
 * shows the signature and when it was signed, also after a reload.
 */
const { test, sys } = useSystem();

const SITE = 'site450300';
const UNSIGNED_LINE = 'Li River and Yangshuo, 2 days';

describe('line travel contract', () => {
  test('the traveller reads the contract of a line order and signs it (EN, 320 px)', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(`/user?siteCode=${SITE}&lang=EN`);
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user-order' });
    await page.getByTestId('user-order').waitFor();
    await page.getByTestId('tab-LINE').click();
    const card = page.locator('[data-testid=shop-order-card]', { hasText: UNSIGNED_LINE });
    await card.waitFor();
    await card.getByTestId('order-open').click();
    await expect.poll(() => page.url()).toContain('#/order-detail/');
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-contract').click();

    await expect.poll(() => page.url()).toContain('#/contract-line/');
    await page.getByTestId('contract-page').waitFor();
    expect(await page.getByTestId('contract-status').getAttribute('data-status')).toBe('UNSIGNED');
    expect(await page.getByTestId('contract-line').innerText()).toBe(UNSIGNED_LINE);
    expect(await page.getByTestId('contract-traveller').innerText()).toBe('李蓉');
    const terms = page.getByTestId('contract-terms').locator('li');
    expect(await terms.count()).toBeGreaterThanOrEqual(5);
    expect(await terms.first().innerText()).toContain('Itinerary and services');
    const problems: string[] = [];
    report(await inspect(page), 'travel contract to sign (EN, 320 px)', problems);

    // Nothing filled in: what is missing is said on its field.
    await page.getByTestId('contract-submit').click();
    await expect.poll(() => page.getByTestId('contract-agree-error').innerText()).toBe('Read the terms and agree to them first.');
    // A number whose check character is wrong.
    await page.getByTestId('contract-name').fill('李蓉');
    await page.getByTestId('contract-id-number').fill('510104199003071238');
    await page.getByTestId('contract-agree').check();
    await page.getByTestId('contract-submit').click();
    await expect.poll(() => page.getByTestId('contract-id-number-error').innerText()).toBe('This ID number is not valid.');
    expect(await page.getByTestId('contract-signature-error').innerText()).toBe('Sign in the box first.');

    // The right number, and a signature drawn in the box.
    await page.getByTestId('contract-id-number').fill('510104199003071237');
    const pad = page.getByTestId('contract-signature-pad');
    await pad.scrollIntoViewIfNeeded();
    await animationsDone(page);
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25));
    await page.mouse.up();
    await expect.poll(() => pad.getAttribute('data-ink')).toBe('true');
    report(await inspect(page), 'signing form (EN, 320 px)', problems);
    await page.getByTestId('contract-submit').click();

    await page.getByTestId('contract-signed').waitFor();
    await expect.poll(() => page.getByTestId('contract-status').getAttribute('data-status')).toBe('SIGNED');
    expect(await page.getByTestId('contract-signed-at').innerText()).toMatch(/^Signed by 李蓉 on .+/);
    const signature = page.getByTestId('contract-signed').locator('img');
    await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('contract-sign-form').count()).toBe(0);
    report(await inspect(page), 'signed travel contract (EN, 320 px)', problems);
    expect(problems).toEqual([]);

    // Signed for good: a reload shows the same.
    await page.reload();
    await page.getByTestId('contract-signed').waitFor();
    expect(await page.getByTestId('contract-status').getAttribute('data-status')).toBe('SIGNED');
  });
});
