import { describe, expect } from 'vitest';
import { openDayAhead } from '@ctp/upstream/dev-client';
import { signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * A combined appointment in the browser against the real upstream and gateway, in English on a
 * 320 px phone: the traveller opens the appointment query, goes on to combine places, picks a day
 * and a slot at two places, checks the places chosen, adds a visitor from their contacts, makes
 * the appointment, sees it made with a voucher per place and opens one; then their record of use.
 */
const { test, sys } = useSystem();

const TRAVELLER = '13800000001';

describe('combined appointments', () => {
  test('query, choose two places, add a visitor, make, see the vouchers; the record of use', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    await open('/user?siteCode=site510100&lang=EN');
    await signIn(page, sys().upstreamUrl, TRAVELLER, { open, returnTo: '/appointment-query' });
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query$/);
    await page.getByTestId('appointment-day').waitFor();
    await page.getByTestId('offer-list').waitFor();
    report(await inspect(page), 'appointment query (EN, 320 px)', problems);

    await page.getByTestId('to-combine').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query-combine\?date=/);
    await page.getByTestId('appointment-combine').waitFor();
    // tomorrow (or the day after when tomorrow is a Monday, when venues close)
    const day = openDayAhead(1, sys().now());
    await page.getByTestId(`tab-${day}`).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`date=${day}$`));
    await page.getByTestId('offer-list').waitFor();
    const cards = page.getByTestId('offer-card').filter({ has: page.locator('button[data-testid="offer-slot"]:enabled') });
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    const first = (await cards.nth(0).getAttribute('data-name')) ?? '';
    const second = (await cards.nth(1).getAttribute('data-name')) ?? '';
    await page.locator(`[data-testid="offer-card"][data-name="${first}"] button[data-testid="offer-slot"]:enabled`).first().click();
    await expect.poll(() => page.getByTestId('chosen-count').innerText()).toBe('1 place');
    await page.locator(`[data-testid="offer-card"][data-name="${second}"] button[data-testid="offer-slot"]:enabled`).first().click();
    await expect.poll(() => page.getByTestId('chosen-count').innerText()).toBe('2 places');
    report(await inspect(page), 'combine places (EN, 320 px)', problems);

    await page.getByTestId('to-resources').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-resources\?/);
    await page.getByTestId('appointment-resources').waitFor();
    await expect.poll(() => page.getByTestId('offer-card').count()).toBe(2);

    await page.getByTestId('to-add').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-add\?/);
    await page.getByTestId('appointment-add').waitFor();
    await page.getByTestId('visitor').first().click();
    await expect.poll(() => page.getByTestId('visitor-count').innerText()).toBe('1 visitor');
    report(await inspect(page), 'add visitors (EN, 320 px)', problems);
    await page.getByTestId('to-make').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-make\?/);
    await page.getByTestId('appointment-make').waitFor();
    await expect.poll(() => page.getByTestId('draft-choice').count()).toBe(2);
    await page.getByTestId('make-submit').click();

    await expect.poll(() => page.url()).toMatch(/#\/appointment-success\?id=/);
    await page.getByTestId('appointment-success').waitFor();
    expect(await page.getByTestId('appointment-code').innerText()).toMatch(/^AP\d{14}$/);
    await expect.poll(() => page.getByTestId('appointment-voucher').count()).toBe(2);
    expect(await page.getByTestId('appointment-voucher').allInnerTexts()).toEqual([first, second]);
    report(await inspect(page), 'appointment made (EN, 320 px)', problems);
    await page.getByTestId('appointment-voucher').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/reservation-detail\/YY/);
    await page.getByTestId('voucher').waitFor();

    await open('/appointment-consumption');
    await expect.poll(() => page.url()).toMatch(/#\/appointment-consumption$/);
    await page.getByTestId('consumption-list').waitFor();
    // five a page: the second page (the sixth use) follows as the list's end comes into view, then no more
    await page.getByTestId('consumption').first().waitFor();
    await page.getByTestId('consumption').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('consumption').count()).toBe(6);
    await page.getByTestId('list-no-more').waitFor();
    report(await inspect(page), 'record of use (EN, 320 px)', problems);
    expect(problems).toEqual([]);
  });
});
