import { describe, expect } from 'vitest';
import { newMobileContext, signIn, snap, useSystem } from './harness';

/**
 * Invitations in the browser against the real upstream and gateway: user A opens the invitation
 * page (code, link, QR code); user B, in a second browser, is refused an unknown code under the
 * field and then enters A's code; A sees B in the invitation list and the gift in the points
 * history. A third user opens a fourth's shared link signed out, signs in from the landing page
 * and accepts.
 */
const { test, sys } = useSystem();

describe('invitations', () => {
  test('A shares the code, B enters it, A sees the invitee and the gift in the points history', async ({ page, open }) => {
    await open('/invite-gift');
    await signIn(page, sys().upstreamUrl, '13800000005');
    await page.getByTestId('invite-gift').waitFor();
    const code = (await page.getByTestId('invite-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    await expect.poll(() => page.getByTestId('invite-qr').getAttribute('data-value')).toContain(`/accept-invitation/${code}`);
    await page.getByTestId('invite-qr').locator('img').waitFor();
    await snap(page, 'invite-gift');

    const other = await newMobileContext(sys());
    try {
      const b = await other.newPage();
      await b.goto(`${sys().gatewayUrl}/#/fill-in-code`);
      await signIn(b, sys().upstreamUrl, '13800000002');
      await b.getByTestId('fill-in-code').waitFor();
      await b.getByTestId('invite-code-input').fill('ZZZZZZZ');
      await b.getByTestId('invite-code-submit').click();
      await expect.poll(() => b.getByTestId('invite-code-error').innerText()).toContain('邀请码不存在');
      await b.getByTestId('invite-code-input').fill(code.toLowerCase());
      await b.getByTestId('invite-code-submit').click();
      await b.getByTestId('invite-gift').waitFor();
      await expect.poll(() => b.getByTestId('invite-invited-by').innerText()).toContain('邀请人');
    } finally {
      await other.close();
    }

    await page.getByTestId('invite-list-link').click();
    await page.getByTestId('invitees').waitFor();
    expect(await page.getByTestId('invitee').count()).toBe(1);
    await expect.poll(() => page.getByTestId('invitee-name').first().innerText()).not.toBe('');
    await open('/vip-integral');
    const first = page.getByTestId('vip-record').first();
    await expect.poll(() => first.innerText()).toContain('邀请好友');
    expect(await first.getByTestId('vip-record-points').innerText()).toBe('+50');
  });

  test('a shared link: signed out, sign in from the landing page, accept', async ({ page, open }) => {
    const owner = await newMobileContext(sys());
    let code = '';
    try {
      const a = await owner.newPage();
      await a.goto(`${sys().gatewayUrl}/#/invite-gift`);
      await signIn(a, sys().upstreamUrl, '13800000004');
      code = (await a.getByTestId('invite-code').innerText()).trim();
    } finally {
      await owner.close();
    }
    await open(`/accept-invitation/${code}`);
    await expect.poll(() => page.getByTestId('landing-code').innerText()).toBe(code);
    await page.getByTestId('landing-sign-in').click();
    await signIn(page, sys().upstreamUrl, '13800000003');
    await page.getByTestId('landing-accept').click();
    await page.getByTestId('landing-accepted').waitFor();
    await snap(page, 'accept-invitation');
  });
});
