import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * The promoter programme in the browser against the real upstream and gateway: a visitor who is
 * not a promoter reaches the promoter centre from the personal centre, reads the site's rates and
 * joins; the demo promoter (in English on a 320 px phone, on the Guilin site) sees the centre,
 * opens the level-1 and level-2 member lists and the poster with the QR code of their invitation.
 */
const { test, sys } = useSystem();

describe('the promoter programme', () => {
  test('a visitor who is not a promoter opens the centre from the personal centre, reads the rates and joins', async ({ page, open }) => {
    await open('/user?siteCode=site510100&lang=CN');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/user' });
    await page.getByTestId('link-promoter').click();
    await expect.poll(() => page.url()).toMatch(/#\/development$/);
    await page.getByTestId('promotion-programme').waitFor();
    await expect.poll(() => page.getByTestId('promotion-rate-1').innerText()).toContain('10.00%');
    await expect.poll(() => page.getByTestId('promotion-rate-2').innerText()).toContain('5.00%');
    await page.getByTestId('promotion-join').click();
    await page.getByTestId('promotion-centre').waitFor();
    await expect.poll(() => page.getByTestId('promotion-total').innerText()).toBe('¥0.00');
    await expect.poll(() => page.getByTestId('promotion-level1-count').innerText()).toBe('0 人');
    await page.getByTestId('promotion-commissions').or(page.getByText('还没有佣金，分享海报邀请好友吧')).waitFor();
    await snap(page, 'promotion-joined');
  });

  test('the demo promoter (EN, 320 px) opens both member lists and the poster', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site450300&lang=EN');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/development' });
    await expect.poll(() => page.url()).toMatch(/#\/development$/);
    await page.getByTestId('promotion-centre').waitFor();
    await expect.poll(() => page.getByTestId('promotion-level1-count').innerText()).toBe('3 people');
    expect(await page.getByTestId('promotion-level2-count').innerText()).toBe('2 people');
    await expect.poll(() => page.getByTestId('promotion-commission').count()).toBe(4);
    expect(await page.getByTestId('promotion-commission-status').allInnerTexts()).toEqual(expect.arrayContaining(['Pending', 'Settled']));
    const problems: string[] = [];
    report(await inspect(page), 'promoter centre (EN, 320 px)', problems);

    await page.getByTestId('promotion-level1-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/play-talent-lv1$/);
    await page.getByTestId('promotion-level1').waitFor();
    await expect.poll(() => page.getByTestId('promotion-member').count()).toBe(3);
    for (const phone of await page.getByTestId('promotion-member-phone').allInnerTexts()) expect(phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(await page.getByTestId('promotion-member-earned').first().innerText()).toMatch(/^Earned you ¥\d+\.\d\d$/);
    report(await inspect(page), 'level-1 members (EN, 320 px)', problems);

    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/#\/development$/);
    await page.getByTestId('promotion-level2-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/play-talent-lv2$/);
    await page.getByTestId('promotion-level2').waitFor();
    await expect.poll(() => page.getByTestId('promotion-member').count()).toBe(2);
    report(await inspect(page), 'level-2 members (EN, 320 px)', problems);

    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/#\/development$/);
    await page.getByTestId('promotion-poster-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/qr-code$/);
    await page.getByTestId('promotion-poster').waitFor();
    const code = (await page.getByTestId('promotion-poster-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    await expect
      .poll(() => page.getByTestId('promotion-qr').getAttribute('data-value'))
      .toBe(`${sys().gatewayUrl}/#/accept-invitation/${code}?siteCode=site450300&lang=EN`);
    await page.getByTestId('promotion-qr').locator('img').waitFor();
    expect(await page.getByTestId('promotion-poster-name').innerText()).toContain('invites you');
    expect(await page.getByTestId('promotion-poster-site').innerText()).not.toBe('');
    await page.getByTestId('share-button').waitFor();
    report(await inspect(page), 'poster (EN, 320 px)', problems);
    expect(problems).toEqual([]);
    await snap(page, 'promotion-poster-en-320');
  });
});
