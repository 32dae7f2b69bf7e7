import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * Follows in the browser against the real upstream and gateway: from the personal centre to the
 * people followed and the attention pages; an activity followed shows on its attention page,
 * unfollowing keeps the row in place (its button says "follow" again), the activity's own page is
 * the one listed, and the list read again no longer has it; the fans with follow back in place.
 */
const { test, sys } = useSystem();

describe('follows', () => {
  test('the activities followed: unfollow in place; the item’s page is the one listed; the list read again agrees', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/user' });
    await page.getByTestId('link-follows').click();
    await page.getByTestId('focus-page').waitFor();
    await page.getByTestId('person-row').first().waitFor();
    await expectAccessible(page, 'user focus');
    await page.getByTestId('attention-ACTIVITY').click();
    await page.getByTestId('attention-page').waitFor();
    const rows = page.getByTestId('attention-row');
    await rows.first().waitFor();
    const before = await rows.count();
    const first = rows.first();
    const name = await first.getByTestId('attention-name').innerText();
    await snap(page, 'activity-attention');

    // unfollow in place: the row stays, its button turns to "follow"
    await first.getByTestId('attention-follow').click();
    await expect.poll(() => first.getByTestId('attention-follow').getAttribute('aria-pressed')).toBe('false');
    expect(await first.getByTestId('attention-follow').innerText()).toBe('关注');
    expect(await rows.count()).toBe(before);
    await expectAccessible(page, 'activity attention');

    // the item's page is the activity listed
    await first.getByTestId('attention-open').click();
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('activity-name').innerText()).toBe(name);

    // the list read again no longer has it
    await open('/activity-attention');
    await page.getByTestId('attention-page').waitFor();
    await expect.poll(() => page.getByTestId('attention-row').count()).toBe(before - 1);
    expect(await page.getByTestId('attention-list').innerText()).not.toContain(name);
    expect(pageErrors).toEqual([]);
  });

  test('fans: follow back in place', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user-fans' });
    await page.getByTestId('fans-page').waitFor();
    const back = page
      .getByTestId('person-row')
      .filter({ has: page.locator('[aria-pressed=false]') })
      .first();
    await back.waitFor();
    const who = await back.getByTestId('person-name').innerText();
    const row = page.getByTestId('person-row').filter({ hasText: who });
    await row.getByTestId('person-follow').click();
    await expect.poll(() => row.getByTestId('person-follow').getAttribute('aria-pressed')).toBe('true');
    await open('/user-focus');
    await page.getByTestId('people-list').waitFor();
    await expect.poll(() => page.getByTestId('people-list').innerText()).toContain(who);
    // undone, so the demo data stands for the next tests
    await page.getByTestId('person-row').filter({ hasText: who }).getByTestId('person-follow').click();
    await expect
      .poll(() => page.getByTestId('person-row').filter({ hasText: who }).getByTestId('person-follow').getAttribute('aria-pressed'))
      .toBe('false');
  });
});
