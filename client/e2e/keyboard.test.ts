import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { devClient } from '@ctp/upstream/dev-client';
import { useSystem } from './harness';

/**
 * A keyboard-only visitor. Every step is a key press (Tab, Enter, typing): the skip
 * links come first, the bottom tabs are one skip away, a place opens from the home, the login
 * form signs in, and an activity is booked from its detail to the voucher.
 */
const { test, sys } = useSystem();

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');

/** Presses Tab until the focused element has `testId` (at most `max` presses); returns the count. */
async function tabTo(page: Page, testId: string, max = 80): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedTestId(page)) === testId) return i;
  }
  throw new Error(`${testId} not reached in ${max} Tab presses (focus on ${await focusedTestId(page)})`);
}

/** Presses Tab until the focused element is a link whose address matches `href`. */
async function tabToLink(page: Page, href: RegExp, max = 80): Promise<void> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (href.test(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href ?? ''))) return;
  }
  throw new Error(`no link to ${href} in ${max} Tab presses`);
}

/** With the focus on the login page's phone field (or before it): types the phone, asks for a
 * code, types it and submits, all by keys. */
async function keyboardSignIn(page: Page, phone: string): Promise<void> {
  if ((await focusedTestId(page)) !== 'login-phone') await tabTo(page, 'login-phone');
  await page.keyboard.type(phone);
  await tabTo(page, 'send-code');
  const asked = sys().now();
  await page.keyboard.press('Enter');
  const code = await devClient(sys().upstreamUrl).smsCode(phone, { sentAfter: asked - 2000, waitMs: 5000 });
  await tabTo(page, 'login-code');
  await page.keyboard.type(code);
  await tabTo(page, 'login-submit');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}

describe('keyboard only', () => {
  test('skip link to the bottom tabs, skip link to the content, open a place, sign in', async ({ page, open, pageErrors }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('place-shelf').first().waitFor();

    // The first two stops are the skip links, shown when focused.
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('skip-to-main');
    expect(await page.getByTestId('skip-to-main').isVisible()).toBe(true);
    const box = await page.getByTestId('skip-to-main').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('skip-to-nav');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="bottom-nav"]'))).toBe(true);
    // The focus ring is the app's own (3 px in the skin's colour), not the browser's default.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth)).toBe('3px');

    // Back to the top: skip to the content, then Tab to the first place and open it with Enter.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 80 && (await focusedTestId(page)) !== 'skip-to-main'; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await tabToLink(page, /#\/(scenic|venues|hotel|food)[\w-]*-detail\//);
    await page.keyboard.press('Enter');
    await page.getByTestId('place-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/-detail\/\d+$/);

    // Sign in: type the phone, ask for the code, type it, submit with Enter.
    await open(`/login?redirect=${encodeURIComponent('/user')}`);
    await page.getByTestId('login-page').waitFor();
    await tabTo(page, 'login-phone');
    // The field has a visible label; Enter on an empty form shows the error tied to its input.
    expect(await page.getByLabel(await page.locator('.login-field__label').first().innerText()).getAttribute('data-testid')).toBe(
      'login-phone',
    );
    await page.keyboard.press('Enter');
    await page.getByTestId('phone-error').waitFor();
    const phone = page.getByTestId('login-phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toBe(await page.getByTestId('phone-error').getAttribute('id'));
    await keyboardSignIn(page, '13911199001');
    await page.getByTestId('user-page').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('book an activity: Book, the login gate, sign in, a session, the contact form, the voucher', async ({ page, open, pageErrors }) => {
    // a free activity open for booking, without review (asked of the graph, as any frontend would)
    const res = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ activities(first: 50) { edges { node { upstreamId mode needsReview bookingButton remainingSeats sessions { bookable } } } } }',
      }),
    });
    const nodes = (
      (await res.json()) as {
        data: {
          activities: {
            edges: {
              node: {
                upstreamId: string;
                mode: string;
                needsReview: boolean;
                bookingButton: string;
                remainingSeats: number;
                sessions: { bookable: boolean }[] | null;
              };
            }[];
          };
        };
      }
    ).data.activities.edges.map((e) => e.node);
    const activity = nodes
      .reverse()
      .find(
        (a) =>
          a.mode === 'FREE_BOOKING' &&
          !a.needsReview &&
          a.bookingButton === 'BOOK' &&
          a.remainingSeats >= 2 &&
          a.sessions?.some((x) => x.bookable),
      );
    expect(activity, 'a free activity open for booking').toBeTruthy();
    await open(`/activity-detail/${activity!.upstreamId}`);
    await page.getByTestId('activity-detail').waitFor();

    // Book, signed out: the login gate's dialog takes the focus on its confirm button
    await tabTo(page, 'book-btn');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('login-page').waitFor();
    await keyboardSignIn(page, '13911199002');
    // signed in, straight on to the order page; a session, the contact fields, submit — all by keys
    await page.getByTestId('activity-order').waitFor();
    await tabTo(page, 'session-choice');
    await page.keyboard.press('Enter');
    await tabTo(page, 'contact-name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('李四');
    await tabTo(page, 'contact-phone');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('13911199002');
    await tabTo(page, 'order-submit');
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('success-code').innerText()).not.toBe('');
    expect(pageErrors).toEqual([]);
  });

  test('a dialog takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('place-shelf').first().waitFor();
    await tabTo(page, 'language-switcher');
    await page.keyboard.press('Enter');
    await page.getByTestId('language-sheet').waitFor();
    // the focus is inside the sheet, and Tab cycles among its five languages and Cancel
    const inSheet = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="language-sheet"]'));
    expect(await inSheet()).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('language-sheet').waitFor({ state: 'detached' });
    expect(await focusedTestId(page)).toBe('language-switcher');

    // the shell's confirm dialog (the login gate of a login-only service, 诚信): focus on its
    // confirm button, Escape cancels and the focus is back on the entry
    await open('/default-service');
    await page.getByTestId('services-grid').waitFor();
    let onEntry = false;
    for (let i = 0; i < 80 && !onEntry; i++) {
      await page.keyboard.press('Tab');
      onEntry = await page.evaluate(() => document.activeElement?.textContent?.trim() === '诚信');
    }
    expect(onEntry).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.tagName === 'BUTTON',
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('诚信');
    await expect.poll(() => page.url()).toContain('#/default-service');
  });
});
