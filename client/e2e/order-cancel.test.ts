import { describe, expect } from 'vitest';
import { signIn, useSystem } from './harness';
import { expectAccessible } from './axe';
import { inspect, report } from './layoutCheck';

/**
 * An activity order's code and cancelling it with a reason, in the browser against the real
 * upstream and gateway, in English on a 320 px phone: a person with a booked activity opens the
 * consumption codes, the activity's code page (the QR code and its digits), the order, and the
 * cancel form; picks no reason (told to), picks "other" without a remark (the gateway says one is
 * needed), writes one and cancels; the cancelled page shows the reason and remark.
 */
const { test, sys } = useSystem();

const VISITOR = '13800000071';

/** A GraphQL call to the gateway on the Chengdu site, as `token`'s user when given. */
async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${sys().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-code': 'site510100', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function tokenOf(phone: string): Promise<string> {
  await gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
  const code = await sys().dev.smsCode(phone);
  const r = await gql<{ signIn: { session: { token: string } } }>(
    'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }',
    { p: phone, c: code },
  );
  return r.signIn.session.token;
}

interface Activity {
  id: string;
  mode: string;
  needsReview: boolean;
  bookingButton: string;
  remainingSeats: number;
  useStartsAt: string;
  cancelPolicy: { cancellable: boolean };
  sessions: { id: string; bookable: boolean; remaining: number }[];
}

/** Books one seat of a free, unreviewed, cancellable activity starting in more than 3 days; answers the order code. */
async function bookActivity(token: string): Promise<string> {
  const list = await gql<{ activities: { edges: { node: Activity }[] } }>(
    `{ activities(first: 50) { edges { node { id mode needsReview bookingButton remainingSeats useStartsAt
      cancelPolicy { cancellable } sessions { id bookable remaining } } } } }`,
    {},
  );
  const soon = sys().now() + 3 * 86_400_000;
  const activity = list.activities.edges
    .map((e) => e.node)
    .find(
      (a) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 3 &&
        a.cancelPolicy.cancellable &&
        Date.parse(a.useStartsAt) > soon &&
        a.sessions.some((s) => s.bookable && s.remaining > 0),
    )!;
  const session = activity.sessions.find((s) => s.bookable && s.remaining > 0)!;
  const booked = await gql<{ bookActivity: { order: { orderCode: string }; errors: unknown[] } }>(
    `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { orderCode } errors { code } } }`,
    { in: { activityId: activity.id, sessionId: session.id, seats: 1, contactName: 'Lucie', contactPhone: VISITOR } },
    token,
  );
  expect(booked.bookActivity.errors).toEqual([]);
  return booked.bookActivity.order.orderCode;
}

describe('an activity code and cancelling an order with a reason', () => {
  test('the code page from the consumption codes; the cancel form with its checks; the cancelled page (EN, 320 px)', async ({
    page,
    open,
  }) => {
    const orderCode = await bookActivity(await tokenOf(VISITOR));
    // the same phone signs in again in the browser: more than a minute later
    await sys().dev.advanceClock(61_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site510100&lang=EN');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys().upstreamUrl, VISITOR, { open, returnTo: '/user-code' });
    const problems: string[] = [];

    // The consumption codes lead to the activity's code page.
    const card = page.locator(`[data-testid=code-card][data-code="${orderCode}"]`);
    await card.waitFor();
    await card.getByTestId('code-detail').click();
    await expect.poll(() => page.url()).toMatch(/#\/code-detail-activity\?order=/);
    await page.getByTestId('activity-code').waitFor();
    expect(await page.getByTestId('activity-code-state').getAttribute('data-usable')).toBe('true');
    expect(await page.getByTestId('activity-code-state').innerText()).toBe('Ready to use');
    const digits = (await page.getByTestId('voucher-code').innerText()).replace(/\s/g, '');
    expect(digits).toMatch(/^\d{12}$/);
    expect(await page.getByTestId('voucher-qr').getAttribute('data-value')).toBe(digits);
    await page.locator('[data-testid=voucher-qr] img').waitFor();
    report(await inspect(page), 'activity code (EN, 320 px)', problems);
    await expectAccessible(page, 'activity code');

    // The order, then its cancel form.
    await page.getByTestId('activity-code-order').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/reservation-detail/${orderCode}`));
    await page.getByTestId('order-cancel-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/cancel-odder\?order=/);
    await page.getByTestId('cancel-order').waitFor();
    await page.getByTestId('cancel-reason').first().waitFor();
    expect(await page.getByTestId('cancel-reason').count()).toBe(5);
    report(await inspect(page), 'cancel form (EN, 320 px)', problems);

    // No reason: the form says to pick one.
    await page.getByTestId('cancel-submit').click();
    expect(await page.getByTestId('cancel-reason-error').innerText()).toBe('Please choose a reason');
    // "Other" needs a remark: the gateway says so, in English.
    await page.getByTestId('cancel-reason').last().click();
    await expect.poll(() => page.getByTestId('cancel-reason').last().getAttribute('data-selected')).toBe('true');
    expect(await page.getByTestId('cancel-reason-error').count()).toBe(0);
    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('cancel-remark-error').waitFor();
    expect(await page.getByTestId('cancel-remark-error').innerText()).toMatch(/[A-Za-z]/);
    expect(page.url()).toMatch(/#\/cancel-odder\?order=/);
    await page.getByTestId('cancel-remark').fill('A family matter');
    await page.getByTestId('cancel-submit').click();

    // The cancelled page: the reason and remark given.
    await expect.poll(() => page.url()).toMatch(/#\/cancel-off\?order=/);
    await page.getByTestId('cancelled-order').waitFor();
    expect(await page.getByTestId('cancelled-status').innerText()).toBe('Your booking is cancelled');
    expect(await page.getByTestId('cancelled-reason').innerText()).toContain('其他原因');
    expect(await page.getByTestId('cancelled-remark').innerText()).toContain('A family matter');
    report(await inspect(page), 'cancelled page (EN, 320 px)', problems);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(problems).toEqual([]);

    // The order's page now leads to the cancellation, and no longer to a cancel or a code.
    await page.getByTestId('cancelled-order-link').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/reservation-detail/${orderCode}`));
    await page.getByTestId('order-cancelled-link').waitFor();
    expect(await page.getByTestId('order-cancel-link').count()).toBe(0);
    expect(await page.getByTestId('order-code-link').count()).toBe(0);
  });
});
