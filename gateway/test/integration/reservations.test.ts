import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, openDayAhead, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Booking end to end against the real reference upstream: booking → to be used → badge → cancel
 * (seats back), rooms and paid bookings, the cancel window under the dev clock, reserving a venue
 * day until it is full, an order by its code, and 40 simultaneous bookings of 5 seats. Activities,
 * reviewing and listing orders, ZYTF orders, routes for sale, the shop and the wallet have their
 * own files.
 */
let h: Harness;
const DAY = 86_400_000;

const { gql, ok } = clientOf(() => h);

const signIn = (phone: string) => h.signIn(phone);

/** Moves the upstream's dev clock and the gateway's clock together. */
async function advance(ms: number): Promise<void> {
  await h.dev.advanceClock(ms);
}

const ORDER = `id orderCode kind status statusCode seats remainingSeats startsAt canCancel cancelDeadline canReview canPay reviewPath resourceName
  resource { id ... on Activity { remainingSeats } }`;
const BOOK = `mutation($in: BookActivityInput!) { bookActivity(input: $in) {
  order { ${ORDER} } activity { id remainingSeats sessions { id remaining } } eligibility { allowed refusal } errors { code field limit message } } }`;
const CANCEL = `mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { order { ${ORDER} } errors { code field message } } }`;
const COUNTS = '{ viewer { user { reservationCounts { toBeUsed } } } }';
const ACTIVITY = `id name type mode modeCode price points needsReview maxSeatsPerOrder remainingSeats totalSeats bookingButton timeState signUpOpen
  externalUrl useStartsAt signUpEndsAt cancelPolicy { cancellable hoursBeforeStart } classify { id name } tags`;

const contact = { contactName: '张三', contactPhone: '13912345678' };
const activityId = (raw: number) => toGlobalId('Activity', raw);

const rawOf = (id: string) => Number(Buffer.from(id, 'base64url').toString().split(':')[1]);

/** A free activity without review, open for booking with seats, cancellable, starting in more than 3 days. */
async function freeActivity(): Promise<any> {
  const list = await ok(`{ activities(first: 50) { edges { node { ${ACTIVITY} } } } }`);
  const soon = h.now() + 3 * DAY;
  const candidate = list.activities.edges
    .map((e: any) => e.node)
    .find(
      (a: any) =>
        a.id !== activityId(80007) &&
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 3 &&
        a.cancelPolicy.cancellable &&
        Date.parse(a.useStartsAt) > soon,
    );
  expect(candidate, 'a free, unreviewed, cancellable activity starting in > 3 days').toBeTruthy();
  return candidate;
}

async function counts(token: string): Promise<number> {
  return (await ok(COUNTS, {}, token)).viewer.user.reservationCounts.toBeUsed as number;
}

async function sessionOf(raw: number): Promise<{ id: string; remaining: number }> {
  const data = await ok('query($id: ID!) { node(id: $id) { ... on Activity { sessions { id remaining bookable } } } }', {
    id: activityId(raw),
  });
  return data.node.sessions[0];
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('booking and cancelling', () => {
  it('refuses anonymous bookings and invalid inputs before any upstream call', async () => {
    const anon = await gql(BOOK, { in: { activityId: activityId(80007), sessionId: '1', seats: 1, ...contact } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await signIn('13911110009');
    await h.dev.resetCalls();
    const bad = await gql(
      BOOK,
      { in: { activityId: activityId(80007), sessionId: '1', seats: 0, contactName: ' ', contactPhone: '1391234' } },
      token,
    );
    expect(bad.data?.bookActivity.errors.map((e: any) => e.code)).toEqual(['SEATS_INVALID', 'CONTACT_INVALID', 'PHONE_INVALID']);
    // Only the site (the language of `message`) is read: nothing about activities or orders.
    expect((await h.dev.calls()).calls.map((c) => c.path.replace(/^\//, ''))).toEqual(['user/api/site/siteInfo']);
    const session = await sessionOf(80008);
    const tooMany = await gql(BOOK, { in: { activityId: activityId(80008), sessionId: session.id, seats: 4, ...contact } }, token);
    expect(tooMany.data?.bookActivity.errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_SEATS', field: 'seats', limit: 3 })]);
  });

  it('books → TO_BE_USED → badge +1 → cancels inside the window → CANCELLED, seats back, badge back', async () => {
    const token = await signIn('13911110001');
    const candidate = await freeActivity();
    const session = await sessionOf(rawOf(candidate.id));
    const before = await counts(token);
    const booked = await ok(BOOK, { in: { activityId: candidate.id, sessionId: session.id, seats: 1, ...contact } }, token);
    const payload = booked.bookActivity;
    expect(payload.errors).toEqual([]);
    expect(payload.order).toMatchObject({
      kind: 'ACTIVITY',
      status: 'TO_BE_USED',
      statusCode: 11,
      seats: 1,
      canCancel: true,
      canReview: false,
      canPay: false,
    });
    expect(payload.order.resource.id).toBe(candidate.id);
    expect(payload.activity.remainingSeats).toBe(candidate.remainingSeats - 1);
    expect(await counts(token)).toBe(before + 1);
    const again = await ok(BOOK, { in: { activityId: candidate.id, sessionId: session.id, seats: 1, ...contact } }, token);
    expect(again.bookActivity.errors[0].code).toBe('ALREADY_BOOKED');

    const cancelled = await ok(CANCEL, { id: payload.order.id }, token);
    expect(cancelled.cancelReservationOrder.errors).toEqual([]);
    expect(cancelled.cancelReservationOrder.order).toMatchObject({ status: 'CANCELLED', statusCode: 14, canCancel: false });
    expect(cancelled.cancelReservationOrder.order.resource.remainingSeats).toBe(candidate.remainingSeats);
    expect(await counts(token)).toBe(before);
    const twice = await ok(CANCEL, { id: payload.order.id }, token);
    expect(twice.cancelReservationOrder.errors[0].code).toBe('CANCEL_NOT_ALLOWED');
    const tabs = await ok(
      '{ viewer { user { cancelled: reservationOrders(status: CANCELLED, kind: ACTIVITY) { edges { node { orderCode status } } } } } }',
      {},
      token,
    );
    expect(tabs.viewer.user.cancelled.edges.map((e: any) => e.node.orderCode)).toContain(payload.order.orderCode);
  });

  it('an order needing review starts PENDING_REVIEW; the integrity check refuses a banned user first', async () => {
    const token = await signIn('13911110002');
    const session = await sessionOf(80008);
    const booked = await ok(BOOK, { in: { activityId: activityId(80008), sessionId: session.id, seats: 2, ...contact } }, token);
    expect(booked.bookActivity.order).toMatchObject({ status: 'PENDING_REVIEW', statusCode: 4, seats: 2, canCancel: true });
    const banned = await signIn('13800000004');
    const refused = await ok(
      BOOK,
      { in: { activityId: activityId(80007), sessionId: (await sessionOf(80007)).id, seats: 1, ...contact } },
      banned,
    );
    // 80007 has no integrity checks: a banned user may book it; an activity with checks refuses.
    expect(refused.bookActivity.errors.map((e: any) => e.code)).not.toContain('INTEGRITY_REFUSED');
    if (refused.bookActivity.order) await ok(CANCEL, { id: refused.bookActivity.order.id }, banned);
    const checked = (
      await ok(
        `{ activities(first: 50) { edges { node { id bookingButton sessions { id bookable } bookingEligibility { allowed } } } } }`,
        {},
        banned,
      )
    ).activities.edges
      .map((e: any) => e.node)
      .find((a: any) => a.bookingEligibility && !a.bookingEligibility.allowed && a.sessions?.some((s: any) => s.bookable));
    if (checked) {
      await h.dev.resetCalls();
      const integrity = await ok(
        BOOK,
        { in: { activityId: checked.id, sessionId: checked.sessions.find((s: any) => s.bookable).id, seats: 1, ...contact } },
        banned,
      );
      expect(integrity.bookActivity.errors[0].code).toBe('INTEGRITY_REFUSED');
      expect(integrity.bookActivity.eligibility).toMatchObject({ allowed: false });
      expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/saveGenerateOrder');
    }
  });
});

describe('activity rooms and paid bookings', () => {
  it('books two free slots of a room; they become BOOKED and a second booking is SLOT_TAKEN', async () => {
    const token = await signIn('13911110007');
    const date = openDayAhead(2, h.now());
    const ROOM = `query($d: String!) { activityRooms(first: 50) { totalCount edges { node { id name venueName venue { id name } capacity price points needsReview
      cancelPolicy { cancellable } timeSlots(date: $d) { id startTime endTime state bookable } } } } }`;
    const rooms = (await ok(ROOM, { d: date })).activityRooms;
    expect(rooms.totalCount).toBeGreaterThan(0);
    // A room without points (a new user has none: points rooms answer INSUFFICIENT_POINTS).
    const room = rooms.edges
      .map((e: any) => e.node)
      .find((r: any) => r.points === 0 && r.timeSlots.filter((s: any) => s.bookable).length >= 2);
    expect(room).toBeTruthy();
    expect(room.venue?.name).toBe(room.venueName);
    const slots = room.timeSlots
      .filter((s: any) => s.bookable)
      .slice(0, 2)
      .map((s: any) => s.id);
    const BOOK_ROOM = `mutation($in: BookRoomSlotsInput!) { bookRoomSlots(input: $in) { order { kind status seats resource { id } }
      room { id timeSlots(date: "${date}") { id state bookable } } errors { code field } } }`;
    const input = { roomId: room.id, date, slotIds: slots, purpose: '社区读书会', ...contact };
    const booked = (await ok(BOOK_ROOM, { in: input }, token)).bookRoomSlots;
    expect(booked.errors).toEqual([]);
    expect(booked.order).toMatchObject({ kind: 'ACTIVITY_ROOM', resource: { id: room.id } });
    expect(['TO_BE_USED', 'PENDING_REVIEW', 'UNCONFIRMED']).toContain(booked.order.status);
    for (const id of slots) expect(booked.room.timeSlots.find((s: any) => s.id === id)).toMatchObject({ state: 'BOOKED', bookable: false });
    const again = (await ok(BOOK_ROOM, { in: input }, token)).bookRoomSlots;
    expect(again.errors).toEqual([{ code: 'SLOT_TAKEN', field: 'slotIds' }]);
    const none = (await ok(BOOK_ROOM, { in: { ...input, slotIds: [], purpose: '' } }, token)).bookRoomSlots;
    expect(none.errors.map((e: any) => e.code)).toEqual(['SLOT_REQUIRED', 'TEXT_INVALID']);
  });

  it('rooms run the integrity check (BOOK_ACTIVITY_ROOM): a banned user is refused with INTEGRITY_REFUSED before any upstream call', async () => {
    const date = openDayAhead(3, h.now());
    const ROOMS = `query($d: String!) { activityRooms(first: 50) { edges { node { id points bookingEligibility { allowed refusal action score banEndsAt }
      timeSlots(date: $d) { id bookable } } } } }`;
    const anonymous = (await ok(ROOMS, { d: date })).activityRooms.edges.map((e: any) => e.node);
    expect(anonymous.every((r: any) => r.bookingEligibility === null)).toBe(true);
    const banned = await signIn('13800000003');
    const rooms = (await ok(ROOMS, { d: date }, banned)).activityRooms.edges.map((e: any) => e.node);
    const room = rooms.find((r: any) => r.points === 0 && r.timeSlots.some((s: any) => s.bookable));
    expect(room.bookingEligibility).toMatchObject({ allowed: false, refusal: 'SHORT_TERM_LOSS', action: 'BOOK_ACTIVITY_ROOM' });
    const BOOK_ROOM = `mutation($in: BookRoomSlotsInput!) { bookRoomSlots(input: $in) { order { id }
      eligibility { allowed refusal action banEndsAt } errors { code field } } }`;
    await h.dev.resetCalls();
    const refused = (
      await ok(
        BOOK_ROOM,
        { in: { roomId: room.id, date, slotIds: [room.timeSlots.find((s: any) => s.bookable).id], purpose: '读书会', ...contact } },
        banned,
      )
    ).bookRoomSlots;
    expect(refused).toMatchObject({
      order: null,
      errors: [{ code: 'INTEGRITY_REFUSED', field: null }],
      eligibility: { allowed: false, refusal: 'SHORT_TERM_LOSS', action: 'BOOK_ACTIVITY_ROOM' },
    });
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/saveRoomOrder');
    const fine = await signIn('13911110010');
    const mine = (await ok(ROOMS, { d: date }, fine)).activityRooms.edges.map((e: any) => e.node).find((r: any) => r.id === room.id);
    expect(mine.bookingEligibility).toMatchObject({ allowed: true, refusal: null, action: 'BOOK_ACTIVITY_ROOM' });
  });

  it("a paid sign-up starts AWAITING_PAYMENT with canPay; paying starts a payment, the provider's confirmation makes it TO_BE_USED", async () => {
    const token = await signIn('13911110008');
    const session = await sessionOf(80010);
    const booked = (await ok(BOOK, { in: { activityId: activityId(80010), sessionId: session.id, seats: 2, ...contact } }, token))
      .bookActivity;
    expect(booked.errors).toEqual([]);
    expect(booked.order).toMatchObject({ status: 'AWAITING_PAYMENT', statusCode: 0, canPay: true, canCancel: true, seats: 2 });
    const PAY = `mutation($id: ID!) { payReservationOrder(input: { orderId: $id }) { order { status canPay } payment { payUrl } errors { code } } }`;
    const started = (await ok(PAY, { id: booked.order.id }, token)).payReservationOrder;
    expect(started).toMatchObject({ order: { status: 'AWAITING_PAYMENT', canPay: true }, errors: [] });
    // paid only once the payment provider says so (its page, then its notification)
    expect((await fetch(`${started.payment.payUrl}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const paid = (
      await ok(
        `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { status canPay } } } }`,
        { c: booked.order.orderCode },
        token,
      )
    ).viewer.user.reservationOrder;
    expect(paid).toEqual({ status: 'TO_BE_USED', canPay: false });
    const twice = (await ok(PAY, { id: booked.order.id }, token)).payReservationOrder;
    expect(twice.errors).toEqual([{ code: 'ALREADY_PAID' }]);
  });
});

describe('venue reservation days', () => {
  it('reserves the small venue until its day is FULL and not bookable', async () => {
    const found = await ok('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id name } } } }');
    const venue = found.searchPlaces.edges.map((e: any) => e.node).find((v: any) => v.name === '成都图书馆');
    expect(venue).toBeTruthy();
    const DAYS = `query($id: ID!) { node(id: $id) { ... on Venue { reservation { mode needLogin days { date weekday state bookable capacity remaining
      timeSlots { id remaining capacity bookable } } } } } }`;
    const before = (await ok(DAYS, { id: venue.id })).node.reservation;
    expect(before.mode).toBe('PLATFORM');
    expect(before.days).toHaveLength(7);
    for (const d of before.days) {
      if (d.weekday === 'MONDAY') expect(d).toMatchObject({ state: 'STOPPED', bookable: false });
    }
    // Slot ids are unique per day (the upstream's repeat every day: a client store would merge them)
    const slotIds = before.days.flatMap((d: any) => d.timeSlots.map((s: any) => s.id));
    expect(new Set(slotIds).size).toBe(slotIds.length);
    // A day whose slots all lie ahead (not today).
    const day = before.days.find((d: any, i: number) => i > 0 && d.bookable && d.timeSlots.every((s: any) => s.remaining === s.capacity));
    expect(day).toBeTruthy();
    const tokens = [await signIn('13911110003'), await signIn('13911110004')];
    for (const [k, slot] of day.timeSlots.entries()) {
      const result = await ok(
        `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { status kind seats } errors { code field } } }`,
        { in: { resourceId: venue.id, date: day.date, timeSlotId: slot.id, seats: slot.remaining, ...contact } },
        tokens[k % 2],
      );
      expect(result.reserveDay.errors).toEqual([]);
      expect(result.reserveDay.order).toMatchObject({ status: 'TO_BE_USED', kind: 'VENUE' });
    }
    const after = (await ok(DAYS, { id: venue.id })).node.reservation.days.find((d: any) => d.date === day.date);
    expect(after).toMatchObject({ state: 'FULL', bookable: false, remaining: 0 });
    expect(after.timeSlots.every((s: any) => !s.bookable)).toBe(true);
    const again = await ok(
      `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { id } errors { code field } } }`,
      { in: { resourceId: venue.id, date: day.date, timeSlotId: day.timeSlots[0].id, seats: 1, ...contact } },
      tokens[0],
    );
    expect(again.reserveDay.errors).toEqual([{ code: 'DAY_NOT_BOOKABLE', field: 'date' }]);
    const far = await ok(
      `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { errors { code field } } }`,
      { in: { resourceId: venue.id, date: '2099-01-01', timeSlotId: '1', seats: 1, ...contact } },
      tokens[0],
    );
    expect(far.reserveDay.errors).toEqual([{ code: 'DAY_NOT_BOOKABLE', field: 'date' }]);
  });

  it('custom and third-party modes, theatre platforms', async () => {
    const venues = await ok(
      `{ places(kind: VENUE, first: 20) { edges { node { id ... on Venue { reservation { mode externalUrl days { state bookable link linkType } } bookingPlatforms { name url } } } } } }`,
    );
    const nodes = venues.places.edges.map((e: any) => e.node);
    const custom = nodes.find((v: any) => v.reservation?.mode === 'CUSTOM');
    expect(custom.reservation.days).toHaveLength(7);
    for (const d of custom.reservation.days) expect(d.bookable).toBe(d.state === 'AVAILABLE');
    expect(custom.reservation.days.some((d: any) => d.linkType === 'LINK' && d.link)).toBe(true);
    const third = nodes.find((v: any) => v.reservation?.mode === 'THIRD_PARTY');
    if (third) expect(third.reservation.externalUrl).toMatch(/^https?:/);
    const entertainment = await ok(
      '{ places(kind: ENTERTAINMENT, first: 10) { edges { node { ... on Entertainment { bookingPlatforms { name url logo { url } } } } } } }',
    );
    expect(entertainment.places.edges.some((e: any) => (e.node.bookingPlatforms ?? []).length > 0)).toBe(true);
  });
});

describe('orders of the demo user', () => {
  let demo: string;
  beforeAll(async () => {
    demo = await signIn('13800000001');
  });

  it('a reservation order by its code (viewer-scoped); shop order details per type', async () => {
    const list = (await ok('{ viewer { user { reservationOrders(first: 5) { edges { node { id orderCode detailPath } } } } } }', {}, demo))
      .viewer.user.reservationOrders.edges;
    const first = list[0].node;
    const BY_CODE = `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { id orderCode detailPath cancelWindowClosed } } } }`;
    expect((await ok(BY_CODE, { c: first.orderCode }, demo)).viewer.user.reservationOrder).toMatchObject({
      id: first.id,
      orderCode: first.orderCode,
      detailPath: first.detailPath,
    });
    // Another user's code, an unknown one and a malformed one: null.
    const other = await signIn('13911110011');
    expect((await ok(BY_CODE, { c: first.orderCode }, other)).viewer.user.reservationOrder).toBeNull();
    expect((await ok(BY_CODE, { c: 'NO-SUCH-ORDER' }, demo)).viewer.user.reservationOrder).toBeNull();
    await h.dev.resetCalls();
    expect((await ok(BY_CODE, { c: '../x?y' }, demo)).viewer.user.reservationOrder).toBeNull();
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/detail');

    const DETAIL = `query($id: ID!) { node(id: $id) { ... on ShopOrder { type status receiver address logistics { at description } tickets { code state } checkInDate checkOutDate } } }`;
    const orders = (
      await ok('{ viewer { user { shopOrders(first: 50) { edges { node { id type statusCode } } } } } }', {}, demo)
    ).viewer.user.shopOrders.edges.map((e: any) => e.node);
    const detail = async (pick: (o: any) => boolean) => (await ok(DETAIL, { id: orders.find(pick).id }, demo)).node;
    const shipped = await detail((o) => o.type === 'MATERIAL' && o.statusCode === 21);
    expect(shipped.receiver).toMatch(/\S+ 1\d{2}\*{4}\d{4}/);
    expect(shipped.address).toBeTruthy();
    // the parcel's events, newest first: picked up by the carrier, then two sorting centres
    expect(shipped.logistics).toHaveLength(3);
    expect(shipped.logistics.every((e: any) => /^\d{4}-\d{2}-\d{2}T/.test(e.at))).toBe(true);
    expect(shipped.logistics.at(-1).description).toMatch(/^商家已发货，.+已揽收$/);
    expect(shipped.logistics[0].description).toMatch(/转运中心/);
    expect(shipped).toMatchObject({ tickets: [], checkInDate: null, checkOutDate: null });
    const ticket = await detail((o) => o.type === 'SCENIC' && o.statusCode === 11);
    expect(ticket).toMatchObject({
      receiver: null,
      address: null,
      logistics: [],
      tickets: [{ code: expect.stringMatching(/^T\d+$/), state: 'USED' }],
    });
    const stay = await detail((o) => o.type === 'HOTEL');
    expect(stay.checkInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(stay.checkOutDate)).toBeGreaterThan(Date.parse(stay.checkInDate));
    expect(stay.tickets).toEqual([]);
  });
});

describe('concurrency', () => {
  it('40 simultaneous bookings of 5 seats: exactly 5 orders, 35 SOLD_OUT, none lost', async () => {
    const phones = Array.from({ length: 40 }, (_, i) => `139222${String(i).padStart(5, '0')}`);
    const tokens: string[] = [];
    for (let i = 0; i < phones.length; i += 10) tokens.push(...(await Promise.all(phones.slice(i, i + 10).map(signIn))));
    const session = await sessionOf(80007);
    expect(session.remaining).toBe(5);
    const results = await Promise.all(
      tokens.map((t) => gql(BOOK, { in: { activityId: activityId(80007), sessionId: session.id, seats: 1, ...contact } }, t)),
    );
    expect(
      results.every((r) => r.errors === undefined),
      JSON.stringify(results.find((r) => r.errors)?.errors),
    ).toBe(true);
    const booked = results.filter((r) => r.data?.bookActivity.order);
    const refused = results.filter((r) => r.data?.bookActivity.errors.length > 0);
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    expect(refused.every((r) => r.data?.bookActivity.errors[0].code === 'SOLD_OUT')).toBe(true);
    expect(booked.every((r) => r.data?.bookActivity.order.status === 'TO_BE_USED')).toBe(true);
    expect((await sessionOf(80007)).remaining).toBe(0);
    const detail = await ok('query($id: ID!) { node(id: $id) { ... on Activity { remainingSeats bookingButton } } }', {
      id: activityId(80007),
    });
    expect(detail.node).toEqual({ remainingSeats: 0, bookingButton: 'SOLD_OUT' });
    // Count the orders upstream, user by user: none lost, none doubled.
    const perUser = await Promise.all(
      tokens.map(async (t) => {
        const r = await fetch(
          `${h.upstreamUrl}/act/api/activityOrder/list?siteCode=site510100&token=${t}&currPage=1&pageSize=50&orderType=CONTENT_TYPE_ACTIVITY`,
        );
        const body = (await r.json()) as { datas: Array<{ resourceId: string; status: string }> };
        return body.datas.filter((o) => o.resourceId === '80007' && o.status !== '14').length;
      }),
    );
    expect(perUser.reduce((a, b) => a + b, 0)).toBe(5);
    expect(perUser.filter((n) => n === 1)).toHaveLength(5);
    console.info(`[concurrency] 40 bookActivity → ${booked.length} orders, ${refused.length} SOLD_OUT, remaining 0`);
  }, 120_000);
});

describe('the cancel window under the dev clock (runs last: moves time)', () => {
  it('outside the window → CANCEL_WINDOW_CLOSED and canCancel false; the order stays', async () => {
    const token = await signIn('13911110006');
    const session = await sessionOf(80008);
    const booked = await ok(BOOK, { in: { activityId: activityId(80008), sessionId: session.id, seats: 1, ...contact } }, token);
    const order = booked.bookActivity.order;
    expect(order).toMatchObject({ status: 'PENDING_REVIEW', canCancel: true });
    await h.dev.reviewOrder(order.orderCode, true);
    const deadline = Date.parse(order.cancelDeadline);
    expect(deadline).toBeGreaterThan(h.now());
    // One minute before the deadline: still cancellable.
    await advance(deadline - h.now() - 60_000);
    const VIEW = `query($id: ID!) { node(id: $id) { ... on ReservationOrder { status canCancel cancelDeadline cancelWindowClosed } } }`;
    expect((await ok(VIEW, { id: order.id }, token)).node).toMatchObject({
      status: 'TO_BE_USED',
      canCancel: true,
      cancelWindowClosed: false,
    });
    // Two minutes later: past the deadline.
    await advance(120_000);
    expect((await ok(VIEW, { id: order.id }, token)).node).toMatchObject({
      status: 'TO_BE_USED',
      canCancel: false,
      cancelWindowClosed: true,
    });
    const refused = await ok(CANCEL, { id: order.id }, token);
    expect(refused.cancelReservationOrder.errors).toEqual([expect.objectContaining({ code: 'CANCEL_WINDOW_CLOSED', field: 'orderId' })]);
    expect(refused.cancelReservationOrder.order.status).toBe('TO_BE_USED');
  });
});
