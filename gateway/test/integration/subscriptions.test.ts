/**
 * Booking subscriptions over the real upstream: a day whose booking has not opened subscribed,
 * listed and cancelled; every input rule checked before the upstream is asked, the upstream's
 * refusals coded; a failing subscription service fails only its own field.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { chinaDay } from '../../src/core/time.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let token: string;
let library: string;
const { gql, ok } = clientOf(() => h);
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  token = await h.signIn('13800000031');
  const res = await fetch(`${h.upstreamUrl}/res/api/venue/list?siteCode=site510100&pageSize=50`);
  const venues = ((await res.json()) as { datas: { id: string; name: string }[] }).datas;
  library = toGlobalId('Venue', venues.find((v) => v.name === '成都图书馆')!.id);
}, 120_000);
afterAll(async () => {
  await h?.close();
});
afterEach(() => h.dev.clearFaults());

const SUBSCRIBE = `mutation($place: ID!, $date: String!) { subscribeToBookingDay(input: { placeId: $place, date: $date }) {
  errors { code field message } subscription { id placeName date status notifiedAt place { ... on Venue { name } } } } }`;
const MINE = '{ viewer { user { bookingSubscriptions(first: 10) { totalCount edges { node { id date status placeName } } } } } }';
const CANCEL = `mutation($id: ID!) { cancelBookingSubscription(input: { subscriptionId: $id }) { errors { code field } cancelledSubscriptionId } }`;

/** A day past the booking window that is not a Monday (the library's closed weekday): its booking has not opened. */
function notYetOpen(now: number): string {
  for (let d = 8; d < 14; d++) {
    const day = chinaDay(now + d * DAY_MS);
    if (new Date(`${day}T12:00:00+08:00`).getUTCDay() !== 1) return day;
  }
  throw new Error('no day');
}

describe('booking subscriptions', () => {
  it('subscribes to a day whose booking has not opened, lists it and cancels it', async () => {
    const date = notYetOpen(h.now());
    const r = (await ok(SUBSCRIBE, { place: library, date }, token)).subscribeToBookingDay;
    expect(r.errors).toEqual([]);
    expect(r.subscription).toMatchObject({
      placeName: '成都图书馆',
      date,
      status: 'WAITING',
      notifiedAt: null,
      place: { name: '成都图书馆' },
    });
    const again = (await ok(SUBSCRIBE, { place: library, date }, token)).subscribeToBookingDay;
    expect(again.errors).toMatchObject([{ code: 'BOOKING_SUBSCRIPTION_EXISTS', field: 'date' }]);
    const mine = (await ok(MINE, {}, token)).viewer.user.bookingSubscriptions;
    expect(mine.totalCount).toBe(1);
    const other = await h.signIn('13800000032');
    expect((await ok(CANCEL, { id: r.subscription.id }, other)).cancelBookingSubscription.errors).toMatchObject([
      { code: 'RESOURCE_NOT_FOUND' },
    ]);
    expect((await ok(CANCEL, { id: r.subscription.id }, token)).cancelBookingSubscription).toEqual({
      errors: [],
      cancelledSubscriptionId: r.subscription.id,
    });
    expect((await ok(MINE, {}, token)).viewer.user.bookingSubscriptions.totalCount).toBe(0);
  });

  it('checks the place and the date before the upstream is asked; a day with places is refused in words', async () => {
    await h.dev.resetCalls();
    const yesterday = chinaDay(h.now() - DAY_MS);
    const cases: [string, string, { code: string; field: string }][] = [
      [library, 'tomorrow', { code: 'DATE_INVALID', field: 'date' }],
      [library, '2026-02-30', { code: 'DATE_INVALID', field: 'date' }],
      [library, yesterday, { code: 'BOOKING_SUBSCRIPTION_DAY_PAST', field: 'date' }],
      [toGlobalId('Venue', '999999'), notYetOpen(h.now()), { code: 'RESOURCE_NOT_FOUND', field: 'placeId' }],
      [toGlobalId('NewsArticle', '1'), notYetOpen(h.now()), { code: 'RESOURCE_NOT_FOUND', field: 'placeId' }],
    ];
    for (const [place, date, expected] of cases) {
      const r = (await ok(SUBSCRIBE, { place, date }, token)).subscribeToBookingDay;
      expect(r.subscription).toBeNull();
      expect(r.errors).toMatchObject([expected]);
    }
    expect((await h.dev.calls()).calls.filter((c) => c.path.endsWith('/subscribe/save'))).toHaveLength(0);
    // the next day the library opens (not its closed Monday) still has places
    const open = [1, 2, 3].map((d) => chinaDay(h.now() + d * DAY_MS)).find((day) => new Date(`${day}T12:00:00+08:00`).getUTCDay() !== 1)!;
    const refused = await gql(SUBSCRIBE, { place: library, date: open }, token, 'EN');
    expect(refused.data!.subscribeToBookingDay.errors).toMatchObject([
      { code: 'BOOKING_SUBSCRIPTION_DAY_AVAILABLE', field: 'date', message: 'This day still has places: book it now.' },
    ]);
    expect((await gql(SUBSCRIBE, { place: library, date: open })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a failing subscription service fails only its own field', async () => {
    await h.dev.addFault({ path: 'res/api/subscribe/myList', mode: 'http500' });
    const r = await gql('{ viewer { user { nickname bookingSubscriptions(first: 5) { totalCount } } } }', {}, token);
    expect(r.errors?.map((e) => e.path?.join('.'))).toEqual(['viewer.user.bookingSubscriptions']);
    const site = await gql('{ site { name } }');
    expect(site.data!.site.name).toBe('成都文旅云');
  });
});
