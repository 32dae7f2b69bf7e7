import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { signIn, snap, useSystem } from './harness';

/**
 * Paying and the voucher, in the browser against the real upstream and gateway: a paid
 * activity shows its total before it is booked; the result page shows the amount, the deadline and
 * one primary action; Pay opens the cashier; the provider's page confirms and sends the person back
 * to the order, now to be used with its QR voucher; /user-code lists the code (and the personal
 * centre leads there); every order card shows a status and a price, with "to pay" filters; and
 * (last: it moves both clocks) an unpaid order past its deadline shows as closed.
 */
const { test, sys } = useSystem();
const PAID_ACTIVITY = '80010';

/** Books the paid activity with 2 seats on its order page (signed in); answers the order code. */
async function bookPaid(page: Page, open: (path: string) => Promise<void>, phone: string): Promise<string> {
  await signIn(page, sys().upstreamUrl, phone, { open, returnTo: `/activity-order/${PAID_ACTIVITY}` });
  await page.getByTestId('activity-order').waitFor();
  // The total follows the seats: price × seats, before anything is confirmed.
  expect(await page.getByTestId('order-total').innerText()).toContain('¥68.00');
  await page.getByTestId('seat-plus').click();
  expect(await page.getByTestId('order-total').innerText()).toContain('¥136.00');
  await page.getByTestId('contact-name').fill('王小明');
  await page.getByTestId('contact-phone').fill('13912345678');
  await snap(page, 'pay-order-total');
  await page.getByTestId('order-submit').click();
  await page.getByTestId('booking-success').waitFor();
  return page.getByTestId('success-code').innerText();
}

describe('paying for a booking', () => {
  test('total → result page (amount, deadline, one primary action) → cashier → provider page → back as "to be used" with its QR voucher → /user-code', async ({
    page,
    open,
    pageErrors,
  }) => {
    const code = await bookPaid(page, open, '13911140001');

    // The result page: to pay, the amount and the deadline, ONE primary action (pay), the rest secondary.
    const result = page.getByTestId('booking-success');
    expect(await result.getAttribute('data-status')).toBe('AWAITING_PAYMENT');
    expect(await page.getByTestId('success-title').innerText()).toBe('订单已提交，请尽快支付');
    expect(await page.getByTestId('due-amount').innerText()).toBe('¥136.00');
    expect(await page.getByTestId('due-deadline').innerText()).toMatch(/\d{2}:\d{2}.*剩余 1[45]:\d{2}/s);
    expect(await result.locator('.btn--primary').count()).toBe(1);
    expect(await result.locator('.btn--primary').getAttribute('data-testid')).toBe('pay-btn');
    expect(await page.getByTestId('to-reservations').getAttribute('class')).not.toContain('btn--primary');
    expect(await page.getByTestId('voucher').count()).toBe(0);
    await expectAccessible(page, 'booking result, to pay');
    await snap(page, 'pay-result-to-pay');

    // The cashier: amount, method (WeChat Pay / Alipay), the deadline with its countdown.
    await page.getByTestId('pay-btn').click();
    const cashier = page.getByTestId('cashier');
    await cashier.waitFor();
    expect(await page.getByTestId('cashier-amount').innerText()).toBe('¥136.00');
    expect(await page.getByTestId('cashier-deadline').innerText()).toMatch(/剩余 1[45]:\d{2}/);
    expect(await cashier.locator('svg.pay-method__icon').count()).toBe(2);
    await page.getByTestId('pay-method-ALIPAY').click();
    expect(await page.getByTestId('pay-method-ALIPAY').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('cashier-submit').innerText()).toBe('确认支付 ¥136.00');
    // the sheet keeps its rows and its button off the phone's edges
    const width = page.viewportSize()!.width;
    for (const id of ['cashier-submit', 'pay-method-WECHAT_PAY']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x, id).toBeGreaterThanOrEqual(12);
      expect(width - (box.x + box.width), id).toBeGreaterThanOrEqual(12);
    }
    await expectAccessible(page, 'cashier');
    await snap(page, 'pay-cashier');

    // The provider's page (the upstream's public address): merchant, amount, order, deadline.
    await page.getByTestId('cashier-submit').click();
    await page.waitForURL((url) => url.href.startsWith(`${sys().upstreamUrl}/paygate/trade/`));
    expect(await page.getByTestId('pay-amount').innerText()).toBe('¥136.00');
    expect(await page.getByTestId('pay-order').innerText()).toBe(code);
    expect(await page.getByTestId('pay-deadline').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await page.locator('main').innerText()).toContain('支付宝');
    await snap(page, 'pay-provider-page');
    await page.getByTestId('pay-confirm').click();

    // Back in the app: the order's page, to be used, with its QR voucher.
    await page.waitForURL((url) => url.href.startsWith(sys().gatewayUrl) && url.hash === `#/reservation-detail/${code}`);
    const detail = page.getByTestId('reservation-detail');
    await detail.waitFor();
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    expect(await card.getByTestId('order-status').innerText()).toBe('待使用');
    expect(await card.getByTestId('order-price').innerText()).toBe('¥136.00');
    expect(await card.getByTestId('pay-btn').count()).toBe(0);
    const voucher = page.getByTestId('voucher');
    await voucher.waitFor();
    expect(await voucher.getAttribute('data-usable')).toBe('true');
    await page.locator('[data-testid=voucher-qr] img').waitFor();
    const digits = (await page.getByTestId('voucher-code').innerText()).replace(/\s/g, '');
    expect(digits).toMatch(/^\d{12}$/);
    expect(await page.getByTestId('voucher-qr').getAttribute('data-value')).toBe(digits);
    expect(await page.getByTestId('voucher-visitors').innerText()).toContain('2 人');
    expect(await page.getByTestId('voucher-visitors').innerText()).toContain('139****5678');
    expect(await page.getByTestId('voucher-time').innerText()).toMatch(/\d{2}:\d{2} – \d{2}:\d{2}/);
    expect(await page.getByTestId('voucher-place').innerText()).toContain('川菜烹饪大师课');
    expect(await page.getByTestId('voucher-map').getAttribute('href')).toMatch(/^#\/open-map\/[\d.]+\/[\d.]+\//);
    expect(await page.getByTestId('voucher-notes').innerText()).toContain('烹饪教室');
    await expectAccessible(page, 'reservation detail with voucher');
    await snap(page, 'pay-back-voucher');

    // The map link is the place's map page.
    await page.getByTestId('voucher-map').click();
    await page.getByTestId('open-map').waitFor();
    await page.goBack();
    await page.getByTestId('voucher').waitFor();

    // The booking's result page shows the voucher too, once confirmed.
    await open(`/activity-success/${code}`);
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('booking-success').getAttribute('data-status')).toBe('TO_BE_USED');
    expect(await page.getByTestId('success-title').innerText()).toBe('预约成功');
    expect((await page.getByTestId('voucher-code').innerText()).replace(/\s/g, '')).toBe(digits);
    expect(await page.getByTestId('pay-btn').count()).toBe(0);

    // The personal centre leads to the consumption codes, which list this one with its QR code.
    await open('/user');
    await page.getByTestId('link-codes').click();
    await page.getByTestId('user-code').waitFor();
    const codeCard = page.locator(`[data-testid=code-card][data-code="${code}"]`);
    await codeCard.waitFor();
    expect((await codeCard.getByTestId('code-digits').innerText()).replace(/\s/g, '')).toBe(digits);
    await codeCard.locator('[data-testid=code-qr] img').waitFor();
    await expectAccessible(page, 'consumption codes');
    await snap(page, 'pay-user-code');

    // Nothing wider than a 320 px phone.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await codeCard.getByTestId('code-open').click();
    await page.getByTestId('voucher').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(pageErrors).toEqual([]);
  });

  test("a new user's /user-code is empty, with a way to the activities", async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13911140003', { open, returnTo: '/user-code' });
    await page.getByTestId('codes-empty').waitFor();
    expect(await page.getByTestId('codes-empty').innerText()).toContain('暂无可使用的消费码');
    await page.getByTestId('codes-empty').getByRole('link').click();
    await page.waitForURL((url) => url.hash.startsWith('#/activity-home'));
  });
});

describe('order cards: status and price everywhere, "to pay" filters', () => {
  test('reservations, appointments and shop orders each show a status and a price; the "to pay" filters list orders to pay only', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user-reservation?orderType=CONTENT_TYPE_ACTIVITY' });
    await page.getByTestId('reservation-list').waitFor();
    const cards = page.getByTestId('reservation-card');
    expect(await cards.count()).toBeGreaterThan(3);
    for (const card of await cards.all()) {
      expect((await card.getByTestId('order-status').innerText()).trim()).not.toBe('');
      expect((await card.getByTestId('order-price').innerText()).trim()).not.toBe('');
    }
    // the five status tabs: all, pending review, to be used, completed, cancelled (no "to pay" tab)
    expect(
      await page
        .getByTestId('reservation-tabs')
        .locator('[data-testid^=tab-]')
        .evaluateAll((tabs) => tabs.map((t) => t.dataset.testid)),
    ).toEqual(['tab-ALL', 'tab-PENDING_REVIEW', 'tab-TO_BE_USED', 'tab-COMPLETED', 'tab-CANCELLED']);
    // "To pay" under "all": the seeded unpaid paid-activity order, with its price and deadline, never "free".
    const toPay = page.locator('[data-testid=reservation-card][data-status=AWAITING_PAYMENT]');
    await toPay.first().waitFor();
    for (const card of await toPay.all()) {
      expect(await card.getByTestId('order-status').innerText()).toBe('待支付');
      expect(await card.getByTestId('order-price').innerText()).toMatch(/^¥\d+\.\d{2}$/);
      expect(await card.getByTestId('pay-deadline').innerText()).toContain('前支付');
      await card.getByTestId('pay-btn').waitFor();
    }
    await expectAccessible(page, 'reservations to pay');
    await snap(page, 'pay-reservations-to-pay');

    // ZYTF appointment orders: every card a status and an amount; "to pay" never says free.
    await open('/appointment-query-zytf');
    const appointments = page.getByTestId('appointment-card');
    await appointments.first().waitFor();
    for (const card of await appointments.all()) {
      expect((await card.getByTestId('order-status').innerText()).trim()).not.toBe('');
      expect((await card.getByTestId('order-amount').innerText()).trim()).not.toBe('');
    }
    await page.getByTestId('tab-TO_PAY').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=appointment-card]:not([data-status=TO_PAY])').length === 0);
    await page.locator('[data-testid=appointment-card][data-status=TO_PAY]').first().waitFor();
    for (const card of await page.locator('[data-testid=appointment-card][data-status=TO_PAY]').all()) {
      expect(await card.getByTestId('order-amount').innerText()).toMatch(/^¥\d+\.\d{2}$/);
    }

    // Shop orders: every card a status and a price; the "to pay" chip lists orders to pay only.
    await open('/user-order');
    const shopCards = page.getByTestId('shop-order-card');
    await shopCards.first().waitFor();
    for (const card of (await shopCards.all()).slice(0, 10)) {
      expect((await card.getByTestId('order-status').innerText()).trim()).not.toBe('');
      expect(await card.locator('.price').innerText()).toMatch(/^¥\d+\.\d{2}$/);
    }
    await page.getByTestId('filter-to-pay').click();
    await page.waitForURL((url) => url.hash.includes('pay=1'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=shop-order-card]:not([data-status=TO_PAY])').length === 0);
    await page.locator('[data-testid=shop-order-card][data-status=TO_PAY]').first().waitFor();
    expect(await page.locator('[data-testid=shop-order-card] [data-testid=pay-deadline]').count()).toBe(await shopCards.count());
    await expectAccessible(page, 'shop orders to pay');
    await snap(page, 'pay-shop-to-pay');
  });
});

describe('the payment deadline (last: it moves both clocks)', () => {
  test('an unpaid order past its deadline shows as closed, with its price, in the list and on its page', async ({ page, open }) => {
    const code = await bookPaid(page, open, '13911140002');
    await open('/user-reservation?orderType=CONTENT_TYPE_ACTIVITY');
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await card.waitFor();
    expect(await card.getByTestId('order-status').innerText()).toBe('待支付');

    await sys().dev.advanceClock(15 * 60_000 + 5_000);
    await open('/user-reservation?orderType=CONTENT_TYPE_ACTIVITY&status=CANCELLED');
    // the cancelled tab holds it, closed (once that tab's list has replaced the previous one)
    await page.waitForFunction(() => document.querySelector('[data-testid=tab-CANCELLED]')?.getAttribute('aria-current') === 'page');
    const closed = page.locator(`[data-testid=reservation-card][data-code="${code}"][data-status=CLOSED]`);
    await closed.waitFor();
    expect(await page.getByTestId('tab-CANCELLED').getAttribute('aria-current')).toBe('page');
    expect(await closed.getByTestId('order-status').innerText()).toBe('已关闭');
    expect(await closed.getByTestId('order-price').innerText()).toBe('¥136.00');
    expect(await closed.getByTestId('pay-btn').count()).toBe(0);
    await snap(page, 'pay-closed-list');

    await open(`/reservation-detail/${code}`);
    await page.getByTestId('payment-closed').waitFor();
    expect(await page.getByTestId('payment-closed').innerText()).toContain('已超过支付时间，订单已关闭');
    expect(await page.getByTestId('pay-btn').count()).toBe(0);
    expect(await page.getByTestId('voucher').count()).toBe(0);
    await expectAccessible(page, 'closed order');
  });
});
