import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

/**
 * Withdrawals in the browser against the real upstream and gateway: from the wallet to the form
 * (the balance and what may be withdrawn now), a double tap on "withdraw" and the same attempt
 * sent from two tabs at once each make one withdrawal; the records and the balance agree.
 */
const { test, sys } = useSystem();

/** "¥123.45" → 12345 fen. */
const fenOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function balanceFen(page: Page): Promise<number> {
  await page.getByTestId('withdrawal-wallet').waitFor();
  return fenOf(await page.getByTestId('withdrawal-balance-amount').innerText());
}

async function recordCount(page: Page, open: (path: string) => Promise<void>): Promise<number> {
  await open('/withdrawal-record');
  await page.getByTestId('withdrawal-records').waitFor();
  return page.getByTestId('withdrawal-record').count();
}

describe('withdrawals', () => {
  test('a double tap and two tabs at once each withdraw once; the records and the balance agree', async ({
    page,
    context,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user-wallet' });
    await page.getByTestId('wallet').waitFor();
    const before = await recordCount(page, open);

    // A double tap: two clicks in the same task, before the page can disable the button.
    await open('/user-wallet');
    await page.getByTestId('link-withdraw').click();
    const start = await balanceFen(page);
    expect(await page.getByTestId('withdrawal-destination').innerText()).toBe('微信零钱');
    await snap(page, 'withdrawal-balance');
    await page.getByTestId('withdrawal-amount').fill('0.5');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdrawal-amount-error').waitFor();
    expect(await page.getByTestId('withdrawal-amount-error').innerText()).toContain('1.00');
    await page.getByTestId('withdrawal-amount').fill('1.50');
    await page.getByTestId('withdrawal-submit').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.getByTestId('withdrawal-detail').waitFor();
    expect(await page.getByTestId('withdrawal-detail-amount').innerText()).toBe('¥1.50');
    await snap(page, 'withdrawal-detail');
    expect(await recordCount(page, open)).toBe(before + 1);

    // Two tabs showing the form send the same attempt at once.
    await open('/withdrawal-balance');
    expect(await balanceFen(page)).toBe(start - 150);
    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByTestId('withdrawal-wallet').waitFor();
    await page.getByTestId('withdrawal-amount').fill('2.00');
    await second.getByTestId('withdrawal-amount').fill('2.00');
    await Promise.all([page.getByTestId('withdrawal-submit').click(), second.getByTestId('withdrawal-submit').click()]);
    await page.getByTestId('withdrawal-detail').waitFor();
    await second.getByTestId('withdrawal-detail').waitFor();
    const numbers = [
      await page.getByTestId('withdrawal-detail-no').innerText(),
      await second.getByTestId('withdrawal-detail-no').innerText(),
    ];
    expect(numbers[0]).toBe(numbers[1]);
    await second.close();

    // The records and the balance agree: two withdrawals, 3.50 in all.
    expect(await recordCount(page, open)).toBe(before + 2);
    const amounts = await page.getByTestId('withdrawal-record-amount').allInnerTexts();
    expect(amounts.slice(0, 2)).toEqual(['−¥2.00', '−¥1.50']);
    await snap(page, 'withdrawal-record');
    await open('/withdrawal-balance');
    expect(await balanceFen(page)).toBe(start - 350);
    expect(pageErrors).toEqual([]);
  });
});
