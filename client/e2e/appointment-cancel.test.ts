import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openDayAhead } from '@ctp/upstream/dev-client';
import { animationsDone, signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * Cancelling a combined appointment whole, in English on a 320 px phone, against the real upstream
 * and gateway: an appointment with a place whose vouchers cannot be cancelled is refused whole
 * (the page names that place and why, nothing is cancelled); an appointment of two places that
 * allow it is cancelled whole from one of its vouchers (a confirm first), every voucher is
 * cancelled, the appointment's page says so, and the places have their slot back.
 */
const { test, sys } = useSystem();

const TRAVELLER = '13800000001';
// the Chengdu demo's cancel rules: 成都自然博物馆 takes no cancel; 成都博物馆 and 成都蜀锦织绣博物馆 do
const FIXED = '成都自然博物馆';
const FREE = ['成都博物馆', '成都蜀锦织绣博物馆'];

const slotOf = (page: Page, name: string) =>
  page.locator(`[data-testid="offer-card"][data-name="${name}"] button[data-testid="offer-slot"]:enabled`).first();

/** Makes an appointment for the first slot of each named place with the first contact; ends on its result page. */
async function makeAppointment(page: Page, open: (path: string) => Promise<void>, day: string, names: string[]) {
  await open(`/appointment-query-combine?date=${day}`);
  await expect.poll(() => page.url()).toMatch(/#\/appointment-query-combine\?date=/);
  await page.getByTestId('appointment-combine').waitFor();
  for (const [i, name] of names.entries()) {
    await slotOf(page, name).click();
    await expect.poll(() => page.getByTestId('chosen-count').innerText()).toBe(i === 0 ? '1 place' : `${i + 1} places`);
  }
  await page.getByTestId('to-resources').click();
  await expect.poll(() => page.url()).toMatch(/#\/appointment-resources\?/);
  await page.getByTestId('appointment-resources').waitFor();
  await page.getByTestId('to-add').click();
  await expect.poll(() => page.url()).toMatch(/#\/appointment-add\?/);
  await page.getByTestId('appointment-add').waitFor();
  await page.getByTestId('visitor').first().click();
  await expect.poll(() => page.getByTestId('visitor-count').innerText()).toBe('1 visitor');
  await page.getByTestId('to-make').click();
  await expect.poll(() => page.url()).toMatch(/#\/appointment-make\?/);
  await page.getByTestId('appointment-make').waitFor();
  await page.getByTestId('make-submit').click();
  await expect.poll(() => page.url()).toMatch(/#\/appointment-success\?id=/);
  await page.getByTestId('appointment-success').waitFor();
}

async function confirmCancel(page: Page) {
  await page.getByTestId('cancel-appointment').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Every voucher of this appointment will be cancelled', { exact: false }).waitFor();
  await animationsDone(page);
  await dialog.getByRole('button', { name: 'Cancel whole appointment' }).click();
}

describe('cancelling a combined appointment', () => {
  test('refused whole when a place takes no cancel; cancelled whole from a voucher otherwise', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    const day = openDayAhead(2, sys().now());
    await open('/user?siteCode=site510100&lang=EN');
    await signIn(page, sys().upstreamUrl, TRAVELLER, { open, returnTo: `/appointment-query-combine?date=${day}` });
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query-combine\?date=/);
    await page.getByTestId('offer-list').waitFor();
    const leftBefore = await slotOf(page, FREE[1]!).innerText();

    // a place that takes no cancel: nothing is cancelled, the page says which and why
    await makeAppointment(page, open, day, [FREE[0]!, FIXED]);
    await confirmCancel(page);
    await page.getByTestId('appointment-cancel-error').waitFor();
    expect(await page.getByTestId('appointment-blocked').allInnerTexts()).toEqual([`${FIXED} This order cannot be cancelled.`]);
    expect(await page.getByTestId('appointment-cancelled').count()).toBe(0);
    report(await inspect(page), 'appointment cancel refused (EN, 320 px)', problems);

    // two places that allow it: cancelled whole from a voucher
    await makeAppointment(page, open, day, FREE);
    const successUrl = page.url();
    await page.getByTestId('appointment-voucher').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/reservation-detail\/YY/);
    await page.getByTestId('voucher-appointment').waitFor();
    expect(await page.getByTestId('voucher-appointment-link').innerText()).toMatch(/^Part of appointment AP\d{14}$/);
    report(await inspect(page), 'voucher of an appointment (EN, 320 px)', problems);
    await confirmCancel(page);
    await page.getByTestId('appointment-cancelled').waitFor();
    await expect.poll(() => page.getByTestId('cancel-appointment').count()).toBe(0);
    await page.getByTestId('order-cancelled-link').waitFor();
    report(await inspect(page), 'appointment cancelled, on a voucher (EN, 320 px)', problems);

    await page.getByTestId('voucher-appointment-link').click();
    await expect.poll(() => page.url()).toBe(successUrl);
    await page.getByTestId('appointment-success').waitFor();
    await page.getByTestId('appointment-cancelled').waitFor();
    expect(await page.getByTestId('cancel-appointment').count()).toBe(0);

    // the second place has its slot back (the refused appointment still holds one place of the first)
    await open(`/appointment-query-combine?date=${day}`);
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query-combine\?date=/);
    await page.getByTestId('offer-list').waitFor();
    await expect.poll(() => slotOf(page, FREE[1]!).innerText()).toBe(leftBefore);
    expect(leftBefore).toMatch(/left/);
    expect(problems).toEqual([]);
  });
});
