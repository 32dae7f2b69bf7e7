import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';

/**
 * Refunds in the browser against the real upstream and gateway: from a paid scenic order's card
 * to the application (the amount the shop computes is shown, never typed), the refund's progress
 * as the merchant approves and pays it (the dev channel stands in for the merchant's staff), the
 * list by progress from the personal centre, the merchant to contact.
 */
const { test, sys } = useSystem();

/** The upstream id inside a global id (`Refund:12` in base64). */
const rawId = (globalId: string) => atob(decodeURIComponent(globalId)).split(':').pop() as string;

describe('refunds', () => {
  test('apply for a paid order (the shop’s amount), follow it to refunded, find it in the list and contact the merchant', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user-order' });
    await page.getByTestId('user-order').waitFor();
    await page.getByTestId('tab-SCENIC').click();
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-testid=shop-order-card]')];
      return cards.length > 0 && cards.every((c) => c.getAttribute('data-type') === 'SCENIC');
    });
    const card = page.locator('[data-testid=shop-order-card]', { has: page.getByTestId('refund-btn') }).first();
    const orderNo = (await card.locator('.order-card__code').innerText()).trim();
    const price = (await card.locator('.price').innerText()).trim();
    await card.getByTestId('refund-btn').click();

    // The application: the amount is the order's, shown; the reason is required.
    await page.getByTestId('apply-refund').waitFor();
    expect(await page.getByTestId('refund-amount').innerText()).toBe(price);
    expect(await page.getByTestId('apply-refund').innerText()).toContain(orderNo);
    expect(await page.locator('[data-testid=apply-refund] input[type=number]').count()).toBe(0);
    await snap(page, 'apply-refund');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-reason-error').waitFor();
    await page.getByTestId('refund-reason').fill('行程有变');
    await page.getByTestId('refund-submit').click();

    // The progress: applied, then approved and refunded by the merchant.
    await page.getByTestId('refund-detail').waitFor();
    expect(await page.getByTestId('refund-detail').getAttribute('data-progress')).toBe('APPLIED');
    expect(await page.getByTestId('refund-detail-amount').innerText()).toBe(price);
    expect(await page.getByTestId('refund-detail-reason').innerText()).toBe('行程有变');
    const path = new URL(page.url()).hash.slice(1).split('?')[0] as string;
    const refundId = rawId(path.split('/').pop() as string);
    await sys().dev.control('POST', 'shop/refund', { refundId, action: 'approve' });
    await open(path);
    await page.locator('[data-testid=refund-detail][data-progress=APPROVED]').waitFor();
    await sys().dev.control('POST', 'shop/refund', { refundId, action: 'refund' });
    await open(path);
    await page.locator('[data-testid=refund-detail][data-progress=REFUNDED]').waitFor();
    expect(await page.getByTestId('refund-detail-progress').innerText()).toBe('已退款');
    expect(await page.locator('[data-testid=refund-step-REFUNDED].refund-step--done').count()).toBe(1);
    await snap(page, 'refund-detail');
    const refundNo = (await page.getByTestId('refund-detail-no').innerText()).trim();

    // The merchant to contact, with the refund's code.
    await page.getByTestId('refund-contact').click();
    await page.getByTestId('contact-refund').waitFor();
    expect(await page.getByTestId('contact-refund-no').innerText()).toBe(refundNo);
    expect(await page.getByTestId('contact-refund-phone').getAttribute('href')).toMatch(/^tel:400880\d{4}$/);

    // The list from the personal centre: the refund under "refunded", not under "applied".
    await open('/user');
    await page.getByTestId('link-refunds').click();
    await page.getByTestId('refund-list').waitFor();
    await page.getByTestId('tab-REFUNDED').click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid=refund-row]')];
      return rows.length > 0 && rows.every((r) => r.getAttribute('data-progress') === 'REFUNDED');
    });
    expect(await page.locator(`[data-testid=refund-row][href$="${path.split('/').pop()}"]`).count()).toBe(1);
    await snap(page, 'user-refund');
    await page.getByTestId('tab-APPLIED').click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid=refund-row]')];
      return rows.length > 0 && rows.every((r) => r.getAttribute('data-progress') === 'APPLIED');
    });
    expect(await page.locator(`[data-testid=refund-row][href$="${path.split('/').pop()}"]`).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
