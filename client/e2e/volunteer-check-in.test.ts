import { describe, expect } from 'vitest';
import { signIn, useSystem } from './harness';
import { expectAccessible } from './axe';
import { inspect, report } from './layoutCheck';

/**
 * A volunteer's service check-in detail in the browser against the real upstream and gateway, in
 * French on a 320 px phone: the demo volunteer opens the sign-in records, taps one and sees where
 * and when the shift was, when they checked in and out, and the service time counted.
 */
const { test, sys } = useSystem();

describe('volunteer check-in detail', () => {
  test('from the sign-in records to one check-in (FRENCH, 320 px)', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site510100&lang=FRENCH');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, '13800000007', { open, returnTo: '/sign-records' });
    const record = page.getByTestId('sign-record').first();
    await record.waitFor();
    const title = (await record.locator('.vol-item__title').innerText()).trim();
    await record.click();
    await expect.poll(() => page.url()).toMatch(/#\/sign-in-activity-detail\//);
    await page.getByTestId('sign-in-detail').waitFor();
    expect((await page.getByTestId('sign-in-shift').innerText()).trim()).toBe(title);
    expect(await page.getByTestId('sign-in-address').innerText()).not.toBe('');
    expect(await page.getByTestId('sign-in-in').innerText()).toMatch(/^\d\d:\d\d /);
    await page.getByText('Arrivée', { exact: true }).waitFor();
    expect(await page.getByTestId('sign-in-minutes').innerText()).toMatch(/\d/);
    const problems: string[] = [];
    report(await inspect(page), 'check-in detail (FRENCH, 320 px)', problems);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'check-in detail');

    // Another person's check-in (or none) shows "not found".
    await open('/sign-in-activity-detail/U2lnbkluOjk5OTk5OTk5OQ');
    await expect.poll(() => page.url()).toMatch(/U2lnbkluOjk5OTk5OTk5OQ/);
    await page.getByText('Ce pointage n’existe pas').waitFor();
  });
});
