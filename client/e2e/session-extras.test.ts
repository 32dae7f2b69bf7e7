import { describe, expect } from 'vitest';
import { signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * A site in beta and a partner portal's sign-in link in the browser against the real upstream and
 * gateway: the beta site (site513224) sends a visitor without a session to the sign-in page, tells
 * a user who is not one of its testers that it is in testing, and opens to its tester; a link
 * with a one-time `daqToken` signs the visitor in and opens the page it leads to, the token gone
 * from the address, and the same link again lands on the link-failure page (English, 320 px),
 * whose button leads home.
 */
const { test, sys } = useSystem();

const TESTER = '13800000066';
const NOT_TESTER = '13800000068';

describe('beta site', () => {
  test('refuses an ordinary visitor and lets its tester in', async ({ page, open }) => {
    await open('/index?siteCode=site513224&lang=EN');
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/login\?redirect=/);
    await page.getByTestId('login-page').waitFor();
    await signIn(page, sys().upstreamUrl, NOT_TESTER);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/site-testing$/);
    const testing = page.getByTestId('site-testing');
    await testing.waitFor();
    expect(await testing.getByRole('heading').innerText()).toBe('Site in testing');
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    report(await inspect(page), 'site in testing (EN, 320 px)', problems);
    expect(problems).toEqual([]);

    // another account: the tester's
    await page.getByTestId('site-testing-switch').click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/login\?redirect=/);
    await signIn(page, sys().upstreamUrl, TESTER);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/index$/);
    await page.getByTestId('home').waitFor();
    await expect.poll(() => page.getByTestId('site-testing').count(), { timeout: 20_000 }).toBe(0);
  });
});

describe('partner sign-in link', () => {
  test('a link signs in and opens its page; the same link again shows the link-failure page', async ({ page, open }) => {
    const { ticket } = await sys().dev.control<{ ticket: string }>('POST', 'partner-tickets', { kind: 'DAQ', phone: '13920000091' });
    await open(`/user?siteCode=site450300&lang=EN&daqToken=${ticket}`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/user\?siteCode=site450300&lang=EN$/);
    await expect.poll(() => page.getByTestId('user-phone').innerText(), { timeout: 20_000 }).toContain('139****0091');
    expect(page.url()).not.toContain(ticket);

    // the same link again (used): the link-failure page, in English, 320 px wide
    await page.setViewportSize({ width: 320, height: 640 });
    // a link is a page load (a hash change alone is not)
    await page.goto('about:blank');
    await open(`/user?daqToken=${ticket}`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/errorlinkFailure$/);
    const failure = page.getByTestId('link-failure');
    await failure.waitFor();
    expect(await failure.getByRole('heading', { level: 1 }).innerText()).toBe('Link expired');
    const problems: string[] = [];
    report(await inspect(page), 'link failure (EN, 320 px)', problems);
    expect(problems).toEqual([]);
    await page.getByTestId('link-failure-home').click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/index$/);
    await page.getByTestId('home').waitFor();
  });

  test("the other partners' tickets (the external portal, iFly, cddy, tfCloud's and hheSpeed's codes) each sign in by their own parameter", async ({
    page,
    open,
  }) => {
    const partners = [
      { kind: 'IFLY', param: 'iflyToken', phone: '13920000093' },
      { kind: 'EXTERNAL', param: 'externalToken', phone: '13920000092' },
      { kind: 'CDDY', param: 'cddyToken', phone: '13920000094' },
      { kind: 'TFCLOUD', param: 'tfCode', phone: '13920000095' },
      { kind: 'HHESPEED', param: 'hheCode', phone: '13920000096' },
    ];
    for (const { kind, param, phone } of partners) {
      const { ticket } = await sys().dev.control<{ ticket: string }>('POST', 'partner-tickets', { kind, phone });
      // each link is a page load
      await page.goto('about:blank');
      await open(`/user?siteCode=site450300&lang=EN&${param}=${ticket}`);
      await expect.poll(() => page.url(), { timeout: 20_000, message: kind }).toMatch(/#\/user\?siteCode=site450300&lang=EN$/);
      await expect
        .poll(() => page.getByTestId('user-phone').innerText(), { timeout: 20_000, message: kind })
        .toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      expect(page.url()).not.toContain(ticket);
    }
    // a ticket under another partner's parameter is refused
    const { ticket } = await sys().dev.control<{ ticket: string }>('POST', 'partner-tickets', { kind: 'IFLY', phone: '13920000097' });
    await page.goto('about:blank');
    await open(`/user?cddyToken=${ticket}`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/errorlinkFailure$/);
  });

  test('a forged link never signs in', async ({ page, open }) => {
    await open('/index?siteCode=site450300&lang=EN&daqToken=forged-token-0000');
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/errorlinkFailure$/);
    await page.getByTestId('link-failure').waitFor();
    await page.getByTestId('link-failure-home').click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/index$/);
    await open('/user');
    await page.getByTestId('user-signed-out').waitFor();
  });
});
