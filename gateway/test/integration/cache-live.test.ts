import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDayAhead, startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

/**
 * The response cache ON (production TTL) against the real reference upstream: live figures
 * (seats, sessions, booking button, reservation days and slots, room slots) are never served
 * from the cache, so a visitor sees another user's booking at once; public figures that do not
 * move (a place list) still come from the cache and count as hits.
 *
 * The bookings below select no Activity / Venue / room in their payloads on purpose: a mutation
 * invalidates only the entities it returns, so these tests pass only because the live fields
 * are uncacheable (`@cacheControl(maxAge: 0)` in the domains' SDL), not by invalidation.
 */
let h: Harness;
const DAY = 86_400_000;
const contact = { contactName: '张三', contactPhone: '13912345678' };

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000, cache: { ttlMs: 30_000 } });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function ok(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: Record<string, any>; upstreamCalls: number }> {
  const result: GqlResult<Record<string, any>> = await h.gql(query, variables, token ? { 'x-token': token } : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { data: result.data!, upstreamCalls: result.upstreamCalls };
}

const signIn = (phone: string) => h.signIn(phone);

const hits = async () =>
  Number(/gateway_response_cache_total\{result="hit"\} (\d+)/.exec(await (await fetch(`${h.gatewayUrl}/metrics`)).text())?.[1] ?? 0);

describe('response cache and live figures', () => {
  it('a place list is served from the cache (a hit in the metrics)', async () => {
    const PLACES = 'query CachedPlaces { places(kind: SCENIC_AREA, first: 5) { totalCount edges { node { id name } } } }';
    const before = await hits();
    const first = await ok(PLACES);
    expect(first.upstreamCalls).toBeGreaterThan(0);
    const second = await ok(PLACES);
    expect(second.upstreamCalls).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(await hits()).toBe(before + 1);
  });

  it("visitor A sees user B's activity booking at once: seats, sessions and the button are never cached", async () => {
    const LIST = `query LiveActivities { activities(first: 50) { edges { node { id name mode needsReview bookingButton remainingSeats totalSeats
      maxSeatsPerOrder cancelPolicy { cancellable } useStartsAt } } } }`;
    const DETAIL = `query LiveActivity($id: ID!) { node(id: $id) { ... on Activity { id name remainingSeats totalSeats bookingButton
      sessions { id remaining total bookable } } } }`;
    const list = (await ok(LIST)).data.activities.edges.map((e: any) => e.node);
    const activity = list.find(
      (a: any) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 2 &&
        Date.parse(a.useStartsAt) > h.now() + DAY,
    );
    expect(activity, 'a free, unreviewed activity open for booking').toBeTruthy();

    // visitor A (anonymous) reads the detail twice: both go to the upstream, the figures agree
    const a1 = await ok(DETAIL, { id: activity.id });
    const a2 = await ok(DETAIL, { id: activity.id });
    expect(a1.upstreamCalls).toBeGreaterThan(0);
    expect(a2.upstreamCalls).toBeGreaterThan(0);
    expect(a2.data).toEqual(a1.data);
    const session = a1.data.node.sessions.find((s: any) => s.bookable && s.remaining >= 1);
    expect(session).toBeTruthy();

    // user B books one seat (the payload returns no Activity: nothing to invalidate by entity)
    const token = await signIn('13911112001');
    const booked = await ok(
      `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { status } errors { code field } } }`,
      { in: { activityId: activity.id, sessionId: session.id, seats: 1, ...contact } },
      token,
    );
    expect(booked.data.bookActivity.errors).toEqual([]);

    // visitor A reads again: the new figures, on the detail and on the list
    const a3 = (await ok(DETAIL, { id: activity.id })).data.node;
    expect(a3.remainingSeats).toBe(a1.data.node.remainingSeats - 1);
    expect(a3.sessions.find((s: any) => s.id === session.id).remaining).toBe(session.remaining - 1);
    const listed = (await ok(LIST)).data.activities.edges.map((e: any) => e.node).find((a: any) => a.id === activity.id);
    expect(listed.remainingSeats).toBe(activity.remainingSeats - 1);
  });

  it("visitor A sees user B's venue reservation at once: reservation days are never cached", async () => {
    const found = (await ok('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id name } } } }')).data;
    const venue = found.searchPlaces.edges.map((e: any) => e.node).find((v: any) => v.name === '成都图书馆');
    expect(venue).toBeTruthy();
    const DAYS = `query LiveDays($id: ID!) { node(id: $id) { ... on Venue { id name reservation { mode days { date state bookable remaining
      timeSlots { id remaining bookable } } } } } }`;
    const a1 = (await ok(DAYS, { id: venue.id })).data.node.reservation;
    const day = a1.days.find((d: any, i: number) => i > 0 && d.bookable && d.timeSlots.some((s: any) => s.remaining >= 2));
    expect(day).toBeTruthy();
    const slot = day.timeSlots.find((s: any) => s.remaining >= 2);
    const again = await ok(DAYS, { id: venue.id });
    expect(again.upstreamCalls).toBeGreaterThan(0);

    const token = await signIn('13911112002');
    const reserved = await ok(
      `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { status } errors { code field } } }`,
      { in: { resourceId: venue.id, date: day.date, timeSlotId: slot.id, seats: 1, ...contact } },
      token,
    );
    expect(reserved.data.reserveDay.errors).toEqual([]);

    const after = (await ok(DAYS, { id: venue.id })).data.node.reservation.days.find((d: any) => d.date === day.date);
    expect(after.remaining).toBe(day.remaining - 1);
    expect(after.timeSlots.find((s: any) => s.id === slot.id).remaining).toBe(slot.remaining - 1);
  });

  it("visitor A sees user B's room booking at once: room time slots are never cached", async () => {
    const date = openDayAhead(2, h.now());
    const ROOMS = `query LiveRooms($d: String!) { activityRooms(first: 50) { edges { node { id name points timeSlots(date: $d) { id state bookable } } } } }`;
    const rooms = (await ok(ROOMS, { d: date })).data.activityRooms.edges.map((e: any) => e.node);
    const room = rooms.find((r: any) => r.points === 0 && r.timeSlots.some((s: any) => s.bookable));
    expect(room).toBeTruthy();
    const slot = room.timeSlots.find((s: any) => s.bookable);
    expect((await ok(ROOMS, { d: date })).upstreamCalls).toBeGreaterThan(0);

    const token = await signIn('13911112003');
    const booked = await ok(
      `mutation($in: BookRoomSlotsInput!) { bookRoomSlots(input: $in) { order { status } errors { code field } } }`,
      { in: { roomId: room.id, date, slotIds: [slot.id], purpose: '社区读书会', ...contact } },
      token,
    );
    expect(booked.data.bookRoomSlots.errors).toEqual([]);

    const after = (await ok(ROOMS, { d: date })).data.activityRooms.edges.map((e: any) => e.node).find((r: any) => r.id === room.id);
    expect(after.timeSlots.find((s: any) => s.id === slot.id)).toMatchObject({ state: 'BOOKED', bookable: false });
  });
});
