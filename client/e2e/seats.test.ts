import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { newMobileContext, settled, signIn, snap, useSystem } from './harness';

/**
 * Seat selection in the browser against the real upstream and gateway: a seated activity's Book
 * opens its seat map; two seats tapped are held (a countdown shows how long), booked and paid, and
 * the voucher lists them by row and number; two visitors tapping the last seat at once: one holds
 * it, the other sees it taken.
 */
const { test, sys } = useSystem();
const SEATED = '80901';

/** Signs in and opens the seated activity's seat map through its Book button. */
async function openSeatMap(page: Page, open: (path: string) => Promise<void>, phone: string): Promise<void> {
  await signIn(page, sys().upstreamUrl, phone, { open, returnTo: `/activity-detail/${SEATED}` });
  await page.getByTestId('book-btn').click();
  await page.getByTestId('seat-map').waitFor();
}

/** Taps a seat the way a keyboard user does (it may lie outside the panned view on a phone). */
async function tap(page: Page, selector: string): Promise<void> {
  const seat = page.locator(selector).first();
  await seat.focus();
  await seat.press('Enter');
}

describe('seat selection', () => {
  test('choose two seats, book and pay: the voucher lists the seats', async ({ page, open }) => {
    await openSeatMap(page, open, '13911170001');
    expect(await page.getByTestId('seat').count()).toBe(96);
    const first = page.locator('[data-testid=seat][data-state=FREE]').first();
    const label = await first.getAttribute('aria-label');
    expect(label).toMatch(/^\d+排\d+座，.+ ¥\d+\.00，可选$/);
    await tap(page, '[data-testid=seat][data-state=FREE]');
    await page.locator('[data-testid=seat][data-state=MINE]').first().waitFor();
    await tap(page, '[data-testid=seat][data-state=FREE]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=seat][data-state=MINE]').length === 2);
    expect(await page.getByTestId('chosen-seat').count()).toBe(2);
    expect(await page.getByTestId('seat-hold').innerText()).toMatch(/座位为您保留 (09|10):\d{2}/);
    const chosen = await page.getByTestId('chosen-seat').allInnerTexts();
    await snap(page, 'seats-chosen');

    await page.getByTestId('contact-name').fill('王小明');
    await page.getByTestId('contact-phone').fill('13912345678');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('booking-success').getAttribute('data-status')).toBe('AWAITING_PAYMENT');
    const code = await page.getByTestId('success-code').innerText();
    await page.getByTestId('pay-btn').click();
    await page.getByTestId('cashier').waitFor();
    await page.getByTestId('cashier-submit').click();
    await page.waitForURL((url) => url.href.startsWith(`${sys().upstreamUrl}/paygate/trade/`));
    await page.getByTestId('pay-confirm').click();
    await page.waitForURL((url) => url.href.startsWith(sys().gatewayUrl) && url.hash === `#/reservation-detail/${code}`);
    await page.getByTestId('voucher').waitFor();
    const seats = await page.getByTestId('voucher-seat').allInnerTexts();
    expect(seats).toHaveLength(2);
    for (const [i, text] of seats.entries()) expect(text).toContain(chosen[i]!.split(/\s/)[0]!.trim());
    await snap(page, 'seats-voucher');
  });

  test('the seat map fits 320 px in every language', async ({ page, open }) => {
    await openSeatMap(page, open, '13911170004');
    const path = new URL(page.url()).hash.slice(1);
    await page.setViewportSize({ width: 320, height: 640 });
    const titles = new Set<string>();
    for (const lang of ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN']) {
      // the language is read when the app loads
      await open(`${path}?lang=${lang}`);
      await page.reload();
      await page.getByTestId('seat-map').waitFor();
      await settled(page);
      titles.add(await page.locator('#seat-choice-title').innerText());
      // the hall is panned inside its card: nothing on the page is wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(320);
      const seat = (await page.getByTestId('seat').first().boundingBox())!;
      expect(Math.min(seat.width, seat.height), lang).toBeGreaterThanOrEqual(44);
    }
    expect(titles.size).toBe(5);
  });

  test('two visitors tap the last seat at once: one holds it, the other sees it taken', async ({ page, open }) => {
    const other = await newMobileContext(sys());
    try {
      const second = await other.newPage();
      await openSeatMap(page, open, '13911170002');
      await openSeatMap(second, (p) => second.goto(`${sys().gatewayUrl}/#${p}`).then(() => undefined), '13911170003');
      for (const p of [page, second]) {
        await p.getByTestId('seat-session').nth(1).click();
        await p.waitForFunction(() => document.querySelectorAll('[data-testid=seat][data-state=FREE]').length === 1);
      }
      await Promise.all([tap(page, '[data-testid=seat][data-state=FREE]'), tap(second, '[data-testid=seat][data-state=FREE]')]);
      const outcome = async (p: Page) => {
        await p.waitForFunction(
          () =>
            document.querySelectorAll('[data-testid=seat][data-state=MINE]').length === 1 ||
            document.querySelector('[data-testid=seat-notice]') !== null,
        );
        return (await p.locator('[data-testid=seat][data-state=MINE]').count()) === 1 ? 'HELD' : 'TAKEN';
      };
      const [a, b] = [await outcome(page), await outcome(second)];
      expect([a, b].sort()).toEqual(['HELD', 'TAKEN']);
      const [winner, loser] = a === 'HELD' ? [page, second] : [second, page];
      expect(await loser.getByTestId('seat-notice').innerText()).toBe('所选座位已被他人选走，请重新选择');
      expect(await winner.getByTestId('seat-hold').count()).toBe(1);
      expect(await loser.locator('[data-testid=seat][data-state=FREE]').count()).toBe(0);
      await snap(loser, 'seats-race-lost');
    } finally {
      await other.close();
    }
  });
});
