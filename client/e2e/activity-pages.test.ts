import { describe, expect } from 'vitest';
import { settled, signIn, useSystem } from './harness';

/**
 * The activities' further pages in the browser against the real upstream and gateway: the map
 * (a marker shows its activity's card, the card opens the activity), the week strip, the rule
 * pages from the booking page, a venue's activities from its page, the venue calendar's day, the
 * satisfaction survey answered from my reservations, and the pages in French on a 320 px phone.
 */
const { test, sys } = useSystem();

type Json = Record<string, any>;

/** A GraphQL call to the gateway on the Chengdu site, as `token`'s user when given. */
async function gql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Json> {
  const res = await fetch(`${sys().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-code': 'site510100', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: Json; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

describe('activity pages', () => {
  test('the activity map: from the activity home, a marker shows its card, the card opens the activity', async ({ page, open }) => {
    await open('/activity-home?siteCode=site510100&lang=CN');
    await page.getByTestId('activity-home').waitFor();
    await page.getByTestId('activity-map-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/activity-map/);
    await page.getByTestId('activity-map-list').getByTestId('activity-card').first().waitFor();
    await page.locator('[data-map-state="idle"]').waitFor();
    while ((await page.getByTestId('map-pin').count()) === 0) {
      const cluster = await page.getByTestId('map-cluster').first().elementHandle();
      await cluster?.click();
      await cluster?.waitForElementState('hidden');
      await page.locator('[data-map-state="idle"]').waitFor();
    }
    await settled(page);
    await page.locator('[data-map-state="idle"]').waitFor();
    // the first marker no other marker covers (close ones overlap)
    const free = await page.getByTestId('map-pin').evaluateAll((pins) =>
      pins
        .map((p) => {
          const r = p.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit && p.contains(hit) ? (p as HTMLElement).dataset.pin : null;
        })
        .find(Boolean),
    );
    expect(free).toBeTruthy();
    const pin = page.locator(`[data-testid="map-pin"][data-pin="${free}"]`);
    const label = (await pin.getAttribute('aria-label')) ?? '';
    await pin.click();
    const card = page.getByTestId('activity-map-card');
    await card.waitFor();
    const name = (await card.locator('.activity-card__name').innerText()).trim();
    expect(label).toContain(name);
    await card.getByTestId('activity-card').click();
    await expect.poll(() => page.url()).toMatch(/#\/activity-detail\/\d+/);
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('activity-detail').innerText()).toContain(name);
  });

  test('the week strip: seven days from today, a day lists its activities', async ({ page, open }) => {
    await open('/activity-home?siteCode=site510100&lang=CN');
    await page.getByTestId('activity-week-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/activity-week/);
    await page.getByTestId('week-strip').waitFor();
    const days = page.getByTestId('week-day');
    await expect.poll(() => days.count()).toBe(7);
    expect(await days.first().getAttribute('aria-current')).toBe('date');
    const third = (await days.nth(2).getAttribute('data-date'))!;
    const expected = (await gql('query($d: String) { activities(date: $d, first: 1) { totalCount } }', { d: third })).activities.totalCount;
    await days.nth(2).click();
    await expect.poll(() => page.url()).toContain(`day=${third}`);
    await expect.poll(() => days.nth(2).getAttribute('aria-current')).toBe('date');
    await settled(page);
    if (expected > 0) await page.getByTestId('activity-list').getByTestId('activity-card').first().waitFor();
    else await page.locator('.empty-state').waitFor();
  });

  test('the rule pages from the booking page: booking rules and visit rules', async ({ page, open }) => {
    const list = await gql('{ activities(first: 50) { edges { node { upstreamId bookingButton } } } }');
    const bookable = list.activities.edges
      .map((e: Json) => e.node)
      .find((a: Json) => a.bookingButton === 'BOOK' || a.bookingButton === 'SIGN_UP');
    expect(bookable).toBeTruthy();
    await open('/index?siteCode=site510100&lang=CN');
    await signIn(page, sys().upstreamUrl, '13911130001', { open, returnTo: `/activity-order/${bookable.upstreamId}` });
    await page.getByTestId('activity-order').waitFor();
    await page.getByTestId('rules-link-BOOKING').click();
    await expect.poll(() => page.url()).toMatch(/#\/activity-rules$/);
    await page.getByTestId('rules-text').waitFor();
    expect(await page.getByTestId('rules-title').innerText()).toBe('活动预约规则');
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/#\/activity-order\//);
    await page.getByTestId('rules-link-VISIT').click();
    await expect.poll(() => page.url()).toMatch(/#\/ws-rules$/);
    await expect.poll(() => page.getByTestId('activity-rules').getAttribute('data-kind')).toBe('VISIT');
    expect(await page.getByTestId('rules-title').innerText()).toBe('文明参观与线上预约须知');
  });

  test("a venue's activities: from the venue's page, a card opens the activity", async ({ page, open }) => {
    const venues = await gql('{ places(kind: VENUE, first: 1) { edges { node { detailPath ... on Venue { activitiesPath name } } } } }');
    const venue = venues.places.edges[0].node;
    await open(`${venue.detailPath}?siteCode=site510100&lang=CN`);
    await page.getByTestId('place-detail').waitFor();
    await page.getByTestId('place-activities-link').click();
    await expect.poll(() => page.url()).toContain(`#${venue.activitiesPath}`);
    await page.getByTestId('place-activities').waitFor();
    expect(await page.getByTestId('place-activities-place').innerText()).toContain(venue.name);
    const card = page.getByTestId('place-activities-list').getByTestId('activity-card').first();
    await card.waitFor();
    await card.click();
    await expect.poll(() => page.url()).toMatch(/#\/activity-detail\/\d+/);
    await page.getByTestId('activity-detail').waitFor();
  });

  test('the venue calendar: a day with activities lists its venues and activities', async ({ page, open }) => {
    await open('/activity-home?siteCode=site510100&lang=CN');
    await page.getByTestId('venues-calendar-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/venues-calendar/);
    await page.getByTestId('venues-calendar-month').waitFor();
    const month = (await page.getByTestId('venues-calendar-month').getAttribute('data-month'))!;
    const days = (
      await gql('query($m: String!) { venueCalendar(month: $m) { date activityCount closedVenueCount venueCount } }', { m: month })
    ).venueCalendar;
    const busy = days.filter((d: Json) => d.activityCount > 0).at(-1);
    expect(busy).toBeTruthy();
    await page.locator(`[data-testid="venues-calendar-day"][data-date="${busy.date}"]`).click();
    await expect.poll(() => page.url()).toContain(`day=${busy.date}`);
    await expect.poll(() => page.getByTestId('venue-day').getAttribute('data-date')).toBe(busy.date);
    await expect.poll(() => page.getByTestId('venue-day-venue').count()).toBe(busy.venueCount);
    expect(await page.locator('[data-testid="venue-day-venue"][data-open="false"]').count()).toBe(busy.closedVenueCount);
    await page.getByTestId('venue-day-activities').getByTestId('activity-card').first().waitFor();
  });

  test('answering a survey from my reservations: stars and a comment once; the link goes', async ({ page, open }) => {
    await open('/index?siteCode=site510100&lang=CN');
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    // one of the visitor's activity reservations to be used is checked in: used now, its survey open
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as { token?: string }).token ?? '');
    const toUse = await gql(
      '{ viewer { user { reservationOrders(kind: ACTIVITY, status: TO_BE_USED, first: 20) { edges { node { orderCode } } } } } }',
      {},
      token,
    );
    const orderCode = toUse.viewer.user.reservationOrders.edges[0].node.orderCode as string;
    await sys().dev.useOrder(orderCode);
    await open('/user-activity?status=COMPLETED');
    await expect.poll(() => page.url()).toMatch(/#\/user-activity/);
    await page.getByTestId('user-reservation').waitFor();
    const href = `/activity-survey/${orderCode}`;
    const link = page.locator(`[data-testid="survey-link"][href="#${href}"]`);
    await link.waitFor();
    await link.click();
    await expect.poll(() => page.url()).toContain(`#${href}`);
    await page.getByTestId('survey-form').waitFor();
    const questions = page.getByTestId('survey-question');
    await expect.poll(() => questions.count()).toBe(3);
    // two questions only: the gateway asks for every one
    await questions.nth(0).locator('[data-stars="5"]').click();
    await questions.nth(1).locator('[data-stars="4"]').click();
    await page.getByTestId('survey-submit').click();
    await expect.poll(() => page.getByTestId('survey-error').first().innerText()).toBe('请为每个问题打分');
    await questions.nth(2).locator('[data-stars="3"]').click();
    await page.getByTestId('survey-comment-input').fill('讲解很精彩');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-thanks').waitFor();
    expect(await page.getByTestId('activity-survey').getAttribute('data-state')).toBe('ANSWERED');
    expect(await page.getByTestId('survey-comment').innerText()).toBe('讲解很精彩');
    expect(await questions.nth(0).locator('[data-stars="5"]').getAttribute('aria-checked')).toBe('true');
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/#\/user-activity/);
    await page.getByTestId('user-reservation').waitFor();
    await settled(page);
    await expect.poll(() => link.count()).toBe(0);
  });

  test('in French on the Lijiang site at 320 px: the pages fit the screen', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    await open('/activity-week?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('week-strip').waitFor();
    await settled(page);
    expect(await page.locator('h1').first().innerText()).toBe('Cette semaine');
    expect(await fits()).toBeLessThanOrEqual(320);
    await open('/venues-calendar?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('venue-day').waitFor();
    await settled(page);
    expect(await fits()).toBeLessThanOrEqual(320);
    await open('/ws-rules?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('rules-text').waitFor();
    expect(await page.getByTestId('rules-title').innerText()).toBe('Réservation en ligne et règles de visite');
    expect(await fits()).toBeLessThanOrEqual(320);
    await open('/activity-map?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('activity-map').waitFor();
    await settled(page);
    expect(await fits()).toBeLessThanOrEqual(320);
  });
});
