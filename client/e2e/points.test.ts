import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';

/**
 * Points and VIP in the browser against the real upstream and gateway: a signed-in user claims
 * today's sign-in on the VIP page, sees the points added once (the button becomes "done"), the
 * line in the points history, the same figure on the personal centre, and the levels on the
 * rules page.
 */
const { test, sys } = useSystem();

describe('points and VIP', () => {
  test('claim the daily sign-in: the points once on the VIP page, in the history, and the same figure on /user', async ({ page, open }) => {
    await open('/vip-index');
    await signIn(page, sys().upstreamUrl, '13800000002');
    await page.getByTestId('vip-index').waitFor();
    const balance = page.getByTestId('vip-balance');
    const before = Number(await balance.innerText());
    await expect.poll(() => page.getByTestId('vip-level-name').innerText()).not.toBe('');
    await snap(page, 'vip-index');

    await page.getByTestId('task-action-DAILY_SIGN_IN').click();
    await page.getByTestId('task-done-DAILY_SIGN_IN').waitFor();
    await expect.poll(async () => Number(await balance.innerText())).toBe(before + 5);
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('+5');
    expect(await page.getByTestId('task-action-DAILY_SIGN_IN').count()).toBe(0);

    await page.getByTestId('vip-history-link').click();
    await page.getByTestId('vip-records').waitFor();
    const first = page.getByTestId('vip-record').first();
    await expect.poll(() => first.innerText()).toContain('每日签到');
    expect(await first.getByTestId('vip-record-points').innerText()).toBe('+5');

    await open('/user');
    await expect.poll(async () => Number(await page.getByTestId('count-points').locator('dd').innerText())).toBe(before + 5);
    await page.getByTestId('link-points').click();
    await page.getByTestId('vip-index').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('vip-balance').innerText())).toBe(before + 5);

    await page.getByTestId('vip-rules-link').click();
    await page.getByTestId('vip-levels').waitFor();
    expect(await page.getByTestId('vip-levels').locator('li').count()).toBe(5);
  });
});
