import { describe, expect } from 'vitest';
import { signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * The order hub in the browser against the real upstream and gateway, in English on a 320 px
 * phone: the demo traveller signs in, opens all orders from the personal centre, switches to the
 * tickets tab, scrolls to the end of the list and opens an order's own page; back in the personal
 * centre the "to pay" count opens the orders waiting for payment, and one of them opens.
 */
const { test, sys } = useSystem();

const TRAVELLER = '13800000001';

describe('all my orders and the orders waiting for me', () => {
  test('lists every order with tabs by kind to the end, and the orders to pay from the personal centre', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site510100&lang=EN');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, TRAVELLER, { open, returnTo: '/user' });
    await page.getByTestId('user-orders').waitFor();
    const problems: string[] = [];
    report(await inspect(page), 'personal centre with the order counts (EN, 320 px)', problems);

    // All orders, every kind mixed.
    await page.getByTestId('link-all-orders').click();
    await expect.poll(() => page.url()).toMatch(/#\/order-list$/);
    await page.getByTestId('order-list').waitFor();
    await expect.poll(() => page.getByTestId('order-row').count()).toBeGreaterThan(0);
    await expect
      .poll(
        async () => new Set(await page.getByTestId('order-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).size,
      )
      .toBeGreaterThan(1);
    expect(await page.getByTestId('tab-ALL').getAttribute('aria-current')).toBe('page');
    report(await inspect(page), 'all orders (EN, 320 px)', problems);

    // The tickets tab: only tickets and reservations.
    await page.getByTestId('tab-TICKETS').click();
    await expect.poll(() => page.url()).toMatch(/#\/order-list\?kind=TICKETS$/);
    await expect.poll(() => page.getByTestId('tab-TICKETS').getAttribute('aria-current')).toBe('page');
    await expect
      .poll(async () => page.getByTestId('order-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))
      .toSatisfy((kinds: string[]) => kinds.length > 0 && kinds.every((k) => k === 'TICKETS'));

    // Scroll to the end of the list.
    await expect
      .poll(
        async () => {
          await page.getByTestId('order-row').last().scrollIntoViewIfNeeded();
          return page.getByTestId('list-no-more').isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await page.getByText('No more').count()).toBeGreaterThan(0);
    const rows = await page.getByTestId('order-row').count();
    expect(rows).toBeGreaterThan(10);
    report(await inspect(page), 'tickets to the end (EN, 320 px)', problems);

    // One order opens its own page.
    const first = page.getByTestId('order-row').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#\/reservation-detail\/\w+$/);
    await first.click();
    await expect.poll(() => page.url()).toMatch(/#\/reservation-detail\/\w+$/);
    await page.getByTestId('reservation-detail').waitFor();

    // The personal centre's "to pay" count opens the orders to pay.
    await open('/user');
    const toPay = page.getByTestId('waiting-TO_PAY');
    await toPay.waitFor();
    const count = Number(await toPay.locator('strong').innerText());
    expect(count).toBeGreaterThan(0);
    await toPay.click();
    await expect.poll(() => page.url()).toMatch(/#\/some-list\?group=TO_PAY$/);
    await page.getByTestId('waiting-list').waitFor();
    expect(await page.getByTestId('group-TO_PAY-count').innerText()).toBe(String(count));
    expect(await page.getByTestId('group-TO_PAY').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByTestId('order-row').count()).toBeGreaterThan(0);
    const stages = await page.getByTestId('order-row').evaluateAll((r) => r.map((e) => e.getAttribute('data-stage')));
    expect(stages.every((s) => s === 'TO_PAY')).toBe(true);
    expect(await page.getByTestId('order-row').first().innerText()).toMatch(/Pay by/);
    report(await inspect(page), 'orders to pay (EN, 320 px)', problems);
    expect(problems).toEqual([]);

    // One of them opens its own page.
    const target = (await page.getByTestId('order-row').first().getAttribute('href')) ?? '';
    await page.getByTestId('order-row').first().click();
    if (target.startsWith('#/order-detail/')) {
      await expect.poll(() => page.url()).toMatch(/#\/order-detail\/\w+$/);
      await page.getByTestId('order-detail').waitFor();
    } else {
      await expect.poll(() => page.url()).toMatch(/#\/reservation-detail\/\w+$/);
      await page.getByTestId('reservation-detail').waitFor();
    }
  });
});
