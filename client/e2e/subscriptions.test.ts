import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';
import { expectAccessible } from './axe';

/**
 * Booking subscriptions in the browser against the real upstream and gateway: from the Chengdu
 * site's service menu (余票订阅) to the subscription page; another visitor books every place of a
 * day at the small library; the visitor subscribes to that full day; the other visitor cancels a
 * booking, and the visitor finds the message in the message centre and the subscription told;
 * the page fits a 320 px phone in the other languages.
 */
const { test, sys } = useSystem();

/** A GraphQL call to the gateway on the Chengdu site, as `token`'s user when given. */
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> =>
  graphCall<T>(sys().gatewayUrl, query, variables, { token, site: 'site510100' });

/** Another visitor, signed in through the gateway: their token. */
async function otherVisitor(phone: string): Promise<string> {
  await gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
  const code = await sys().dev.smsCode(phone);
  const r = await gql<{ signIn: { session: { token: string } } }>(
    'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }',
    { p: phone, c: code },
  );
  return r.signIn.session.token;
}

interface Day {
  date: string;
  state: string;
  timeSlots: { id: string; remaining: number }[];
}

async function libraryDays(libraryId: string): Promise<{ id: string; days: Day[] }> {
  const r = await gql<{ node: { id: string; reservation: { days: Day[] } } }>(
    `query($id: ID!) { node: nodeByUpstreamId(type: "Venue", upstreamId: $id) { id ... on Venue { reservation {
      days { date state timeSlots { id remaining } } } } } }`,
    { id: libraryId },
  );
  return { id: r.node.id, days: r.node.reservation.days };
}

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

async function libraryId(): Promise<string> {
  const res = await fetch(`${sys().upstreamUrl}/res/api/venue/list?siteCode=site510100&pageSize=50`);
  return ((await res.json()) as { datas: { id: string; name: string }[] }).datas.find((v) => v.name === '成都图书馆')!.id;
}

describe('booking subscriptions', () => {
  test('subscribe to a sold-out day; another visitor cancels; the message arrives', async ({ page, open, pageErrors }) => {
    const lib = await libraryId();
    const { id: venue, days } = await libraryDays(lib);
    const day = days.find((d, i) => i >= 2 && d.state === 'AVAILABLE')!;
    // another visitor books every place of the day
    const other = await otherVisitor('13800000042');
    const orders: string[] = [];
    for (const slot of day.timeSlots) {
      const r = await gql<{ reserveDay: { order: { id: string } | null; errors: unknown[] } }>(
        `mutation($input: ReserveDayInput!) { reserveDay(input: $input) { order { id } errors { code } } }`,
        {
          input: {
            resourceId: venue,
            date: day.date,
            timeSlotId: slot.id,
            seats: slot.remaining,
            contactName: '王五',
            contactPhone: '13900000001',
          },
        },
        other,
      );
      expect(r.reserveDay.errors).toEqual([]);
      orders.push(r.reserveDay.order!.id);
    }

    // the visitor: from the service menu to the page, then the library's days
    await signIn(page, sys().upstreamUrl, '13800000041', { open, returnTo: '/index?siteCode=site510100' });
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '余票订阅' }).click();
    await page.getByTestId('subscription-page').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/jmg-sub$/);
    await page.getByTestId('sub-day').first().waitFor();
    await open(`/jmg-sub?venue=${lib}`);
    const full = page.locator(`[data-testid=sub-day][data-date="${day.date}"]`);
    await expect.poll(() => full.getAttribute('data-state')).toBe('FULL');
    await expectAccessible(page, 'subscription page');
    await full.getByTestId('subscribe').click();
    const mine = page.getByTestId('subscription').first();
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('WAITING');
    expect(await mine.innerText()).toContain(day.date);
    await snap(page, 'jmg-sub');

    // the other visitor cancels a booking: places come free
    await gql('mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { errors { code } } }', { id: orders[0] }, other);
    await page.reload();
    await expect.poll(() => page.getByTestId('subscription').first().getAttribute('data-status')).toBe('NOTIFIED');
    await open('/message-list?class=SERVICE');
    await page.getByText('成都图书馆有余票了').first().waitFor();

    // cancelled from the page: the list is empty again
    await open(`/jmg-sub?venue=${lib}`);
    await page.getByTestId('cancel-subscription').first().click();
    await page.getByText('暂无订阅').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('the page fits a 320 px phone in English, French, Japanese and Korean', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const lang of ['EN', 'FRENCH', 'JAPANESE', 'KOREAN']) {
      await open(`/jmg-sub?siteCode=site510100&lang=${lang}`);
      await page.getByTestId('sub-day').first().waitFor();
      await fitsPhone(page, `/jmg-sub ${lang}`);
    }
    await open('/jmg-sub?lang=CN');
    await page.getByText('余票订阅').first().waitFor();
  });
});
