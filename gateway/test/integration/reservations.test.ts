import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { SHOP_STATUS, SHOP_ORDER_TYPES } from '../../src/domains/shop/rules.ts';
import type { ShopOrderTypeValue } from '../../src/domains/shop/rules.ts';
import { openDayAhead, startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

/**
 * Booking end to end against the real reference upstream: activities and their booking button,
 * booking → to be used → badge → cancel (seats back), the cancel window under the dev clock,
 * reserving a venue day until it is full, reviewing a completed order, ZYTF lists, routes for
 * sale, shop orders of every type, the wallet, and 40 simultaneous bookings of 5 seats.
 */
let h: Harness;
const DAY = 86_400_000;

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult<Record<string, any>>> {
  return h.gql(query, variables, token ? { 'x-token': token } : {});
}

async function ok(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Record<string, any>> {
  const result = await gql(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

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
  const candidate = list.activities.edges.map((e: any) => e.node).find((a: any) =>
    a.id !== activityId(80007) && a.mode === 'FREE_BOOKING' && !a.needsReview && a.bookingButton === 'BOOK' && a.remainingSeats >= 3 &&
    a.cancelPolicy.cancellable && Date.parse(a.useStartsAt) > soon);
  expect(candidate, 'a free, unreviewed, cancellable activity starting in > 3 days').toBeTruthy();
  return candidate;
}

async function counts(token: string): Promise<number> {
  return (await ok(COUNTS, {}, token)).viewer.user.reservationCounts.toBeUsed as number;
}

async function sessionOf(raw: number): Promise<{ id: string; remaining: number }> {
  const data = await ok('query($id: ID!) { node(id: $id) { ... on Activity { sessions { id remaining bookable } } } }', { id: activityId(raw) });
  return data.node.sessions[0];
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('activities', () => {
  it('lists activities with types, modes, buttons and policies; classifies and the calendar', async () => {
    const data = await ok(`{ activities(first: 50) { totalCount edges { node { ${ACTIVITY} } } }
      activityClassifies { id name } }`);
    expect(data.activities.totalCount).toBeGreaterThanOrEqual(40);
    const byId = new Map<string, any>(data.activities.edges.map((e: any) => [e.node.id, e.node]));
    expect(byId.get(activityId(80007))).toMatchObject({ type: 'BOOKING', mode: 'FREE_BOOKING', bookingButton: 'BOOK', remainingSeats: 5, maxSeatsPerOrder: 1 });
    expect(byId.get(activityId(80011))).toMatchObject({ bookingButton: 'SOLD_OUT', remainingSeats: 0, cancelPolicy: { cancellable: false } });
    expect(byId.get(activityId(80012))).toMatchObject({ bookingButton: 'EXTERNAL', externalUrl: 'https://volunteer.example.cn/chengdu-marathon', mode: 'VOLUNTEER_RECRUITMENT' });
    expect(byId.get(activityId(80008))).toMatchObject({ needsReview: true, cancelPolicy: { cancellable: true, hoursBeforeStart: 24 } });
    expect(byId.get(activityId(80010))).toMatchObject({ mode: 'PAID_SIGN_UP', price: 68 });
    const modes = new Set([...byId.values()].map((a) => a.mode));
    expect(modes.size).toBeGreaterThanOrEqual(8);
    expect(data.activityClassifies.length).toBeGreaterThanOrEqual(6);
    const month = new Date(h.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const calendar = (await ok('query($m: String!) { activityCalendar(month: $m) { date activityCount hasActivities } }', { m: month })).activityCalendar;
    expect(calendar.length).toBeGreaterThanOrEqual(28);
    expect(calendar.some((d: any) => d.hasActivities && d.activityCount > 0)).toBe(true);
    expect(calendar.every((d: any) => d.hasActivities === d.activityCount > 0)).toBe(true);
    const bad = await gql('{ activityCalendar(month: "2026-13") { date } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('activities take comments like places and news: the comment is listed and counted', async () => {
    const token = await signIn('13911110012');
    const id = activityId(80008);
    const COMMENTS = `query($id: ID!) { node(id: $id) { ... on Activity { interactions { commentCount } commentSummary { total } comments(first: 3) { totalCount edges { node { content } } } } } }`;
    const before = (await ok(COMMENTS, { id })).node;
    const added = await ok(`mutation($in: AddCommentInput!) { addComment(input: $in) { commentEdge { node { content } } resource { id ... on Activity { commentSummary { total } } } errors { code } } }`,
      { in: { resourceId: id, content: '活动组织得很好', star: 5 } }, token);
    expect(added.addComment).toMatchObject({ errors: [], commentEdge: { node: { content: '活动组织得很好' } }, resource: { id, commentSummary: { total: before.commentSummary.total + 1 } } });
    const after = (await ok(COMMENTS, { id })).node;
    expect(after.comments.totalCount).toBe(before.comments.totalCount + 1);
    expect(after.comments.edges[0].node.content).toBe('活动组织得很好');
  });

  it('filters by classify and answers the detail with sessions and the introduction', async () => {
    const classifies = (await ok('{ activityClassifies { id name } }')).activityClassifies;
    const filtered = await ok('query($c: ID) { activities(classifyId: $c, first: 50) { edges { node { classify { id } } } } }', { c: classifies[0].id });
    expect(filtered.activities.edges.every((e: any) => e.node.classify?.id === classifies[0].id)).toBe(true);
    const detail = await ok('query($id: ID!) { node(id: $id) { ... on Activity { introduction sessions { id startsAt endsAt remaining total bookable } } } }', { id: activityId(80008) });
    expect(detail.node.sessions).toHaveLength(2);
    expect(detail.node.introduction).toBeTruthy();
  });
});

describe('booking and cancelling', () => {
  it('refuses anonymous bookings and invalid inputs before any upstream call', async () => {
    const anon = await gql(BOOK, { in: { activityId: activityId(80007), sessionId: '1', seats: 1, ...contact } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await signIn('13911110009');
    await h.dev.resetCalls();
    const bad = await gql(BOOK, { in: { activityId: activityId(80007), sessionId: '1', seats: 0, contactName: ' ', contactPhone: '1391234' } }, token);
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
    expect(payload.order).toMatchObject({ kind: 'ACTIVITY', status: 'TO_BE_USED', statusCode: 11, seats: 1, canCancel: true, canReview: false, canPay: false });
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
    const tabs = await ok('{ viewer { user { cancelled: reservationOrders(status: CANCELLED, kind: ACTIVITY) { edges { node { orderCode status } } } } } }', {}, token);
    expect(tabs.viewer.user.cancelled.edges.map((e: any) => e.node.orderCode)).toContain(payload.order.orderCode);
  });

  it('an order needing review starts PENDING_REVIEW; the integrity check refuses a banned user first', async () => {
    const token = await signIn('13911110002');
    const session = await sessionOf(80008);
    const booked = await ok(BOOK, { in: { activityId: activityId(80008), sessionId: session.id, seats: 2, ...contact } }, token);
    expect(booked.bookActivity.order).toMatchObject({ status: 'PENDING_REVIEW', statusCode: 4, seats: 2, canCancel: true });
    const banned = await signIn('13800000004');
    const refused = await ok(BOOK, { in: { activityId: activityId(80007), sessionId: (await sessionOf(80007)).id, seats: 1, ...contact } }, banned);
    // 80007 has no integrity checks: a banned user may book it; an activity with checks refuses.
    expect(refused.bookActivity.errors.map((e: any) => e.code)).not.toContain('INTEGRITY_REFUSED');
    if (refused.bookActivity.order) await ok(CANCEL, { id: refused.bookActivity.order.id }, banned);
    const checked = (await ok(`{ activities(first: 50) { edges { node { id bookingButton sessions { id bookable } bookingEligibility { allowed } } } } }`, {}, banned))
      .activities.edges.map((e: any) => e.node).find((a: any) => a.bookingEligibility && !a.bookingEligibility.allowed && a.sessions?.some((s: any) => s.bookable));
    if (checked) {
      await h.dev.resetCalls();
      const integrity = await ok(BOOK, { in: { activityId: checked.id, sessionId: checked.sessions.find((s: any) => s.bookable).id, seats: 1, ...contact } }, banned);
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
    const room = rooms.edges.map((e: any) => e.node).find((r: any) => r.points === 0 && r.timeSlots.filter((s: any) => s.bookable).length >= 2);
    expect(room).toBeTruthy();
    expect(room.venue?.name).toBe(room.venueName);
    const slots = room.timeSlots.filter((s: any) => s.bookable).slice(0, 2).map((s: any) => s.id);
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
    const refused = (await ok(BOOK_ROOM, { in: { roomId: room.id, date, slotIds: [room.timeSlots.find((s: any) => s.bookable).id], purpose: '读书会', ...contact } }, banned)).bookRoomSlots;
    expect(refused).toMatchObject({ order: null, errors: [{ code: 'INTEGRITY_REFUSED', field: null }], eligibility: { allowed: false, refusal: 'SHORT_TERM_LOSS', action: 'BOOK_ACTIVITY_ROOM' } });
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/saveRoomOrder');
    const fine = await signIn('13911110010');
    const mine = (await ok(ROOMS, { d: date }, fine)).activityRooms.edges.map((e: any) => e.node).find((r: any) => r.id === room.id);
    expect(mine.bookingEligibility).toMatchObject({ allowed: true, refusal: null, action: 'BOOK_ACTIVITY_ROOM' });
  });

  it('a paid sign-up starts AWAITING_PAYMENT with canPay; paying starts a payment, the provider\'s confirmation makes it TO_BE_USED', async () => {
    const token = await signIn('13911110008');
    const session = await sessionOf(80010);
    const booked = (await ok(BOOK, { in: { activityId: activityId(80010), sessionId: session.id, seats: 2, ...contact } }, token)).bookActivity;
    expect(booked.errors).toEqual([]);
    expect(booked.order).toMatchObject({ status: 'AWAITING_PAYMENT', statusCode: 0, canPay: true, canCancel: true, seats: 2 });
    const PAY = `mutation($id: ID!) { payReservationOrder(input: { orderId: $id }) { order { status canPay } payment { payUrl } errors { code } } }`;
    const started = (await ok(PAY, { id: booked.order.id }, token)).payReservationOrder;
    expect(started).toMatchObject({ order: { status: 'AWAITING_PAYMENT', canPay: true }, errors: [] });
    // paid only once the payment provider says so (its page, then its notification)
    expect((await fetch(`${started.payment.payUrl}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const paid = (await ok(`query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { status canPay } } } }`, { c: booked.order.orderCode }, token)).viewer.user.reservationOrder;
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
      const result = await ok(`mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { status kind seats } errors { code field } } }`,
        { in: { resourceId: venue.id, date: day.date, timeSlotId: slot.id, seats: slot.remaining, ...contact } }, tokens[k % 2]);
      expect(result.reserveDay.errors).toEqual([]);
      expect(result.reserveDay.order).toMatchObject({ status: 'TO_BE_USED', kind: 'VENUE' });
    }
    const after = (await ok(DAYS, { id: venue.id })).node.reservation.days.find((d: any) => d.date === day.date);
    expect(after).toMatchObject({ state: 'FULL', bookable: false, remaining: 0 });
    expect(after.timeSlots.every((s: any) => !s.bookable)).toBe(true);
    const again = await ok(`mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { id } errors { code field } } }`,
      { in: { resourceId: venue.id, date: day.date, timeSlotId: day.timeSlots[0].id, seats: 1, ...contact } }, tokens[0]);
    expect(again.reserveDay.errors).toEqual([{ code: 'DAY_NOT_BOOKABLE', field: 'date' }]);
    const far = await ok(`mutation($in: ReserveDayInput!) { reserveDay(input: $in) { errors { code field } } }`,
      { in: { resourceId: venue.id, date: '2099-01-01', timeSlotId: '1', seats: 1, ...contact } }, tokens[0]);
    expect(far.reserveDay.errors).toEqual([{ code: 'DAY_NOT_BOOKABLE', field: 'date' }]);
  });

  it('custom and third-party modes, theatre platforms', async () => {
    const venues = await ok(`{ places(kind: VENUE, first: 20) { edges { node { id ... on Venue { reservation { mode externalUrl days { state bookable link linkType } } bookingPlatforms { name url } } } } } }`);
    const nodes = venues.places.edges.map((e: any) => e.node);
    const custom = nodes.find((v: any) => v.reservation?.mode === 'CUSTOM');
    expect(custom.reservation.days).toHaveLength(7);
    for (const d of custom.reservation.days) expect(d.bookable).toBe(d.state === 'AVAILABLE');
    expect(custom.reservation.days.some((d: any) => d.linkType === 'LINK' && d.link)).toBe(true);
    const third = nodes.find((v: any) => v.reservation?.mode === 'THIRD_PARTY');
    if (third) expect(third.reservation.externalUrl).toMatch(/^https?:/);
    const entertainment = await ok('{ places(kind: ENTERTAINMENT, first: 10) { edges { node { ... on Entertainment { bookingPlatforms { name url logo { url } } } } } } }');
    expect(entertainment.places.edges.some((e: any) => (e.node.bookingPlatforms ?? []).length > 0)).toBe(true);
  });
});

describe('orders of the demo user', () => {
  let demo: string;
  beforeAll(async () => {
    demo = await signIn('13800000001');
  });

  it('reviews a completed order: canReview true → false', async () => {
    const reviewer = await signIn('13911110005');
    const candidate = await freeActivity();
    const session = await sessionOf(rawOf(candidate.id));
    const booked = await ok(BOOK, { in: { activityId: candidate.id, sessionId: session.id, seats: 1, ...contact } }, reviewer);
    const target = booked.bookActivity.order;
    expect(target).toMatchObject({ status: 'TO_BE_USED', canReview: false, reviewPath: null });
    await h.dev.useOrder(target.orderCode);
    const view = await ok(`query($id: ID!) { node(id: $id) { ... on ReservationOrder { ${ORDER} } } }`, { id: target.id }, reviewer);
    expect(view.node).toMatchObject({ status: 'COMPLETED', canReview: true, canCancel: false });
    // The review page's {orderId} is the order code; the page loads the order by it.
    expect(view.node.reviewPath).toMatch(/^\/reservation-write\/\d+\/CONTENT_TYPE_[A-Z_]+\/[\w-]+$/);
    const byCode = (await ok(`query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { id orderCode canReview } } } }`,
      { c: view.node.reviewPath.split('/').pop() }, reviewer)).viewer.user.reservationOrder;
    expect(byCode).toEqual({ id: target.id, orderCode: target.orderCode, canReview: true });
    const REVIEW = `mutation($in: ReviewReservationOrderInput!) { reviewReservationOrder(input: $in) { order { canReview reviewPath } errors { code field limit } } }`;
    const empty = await ok(REVIEW, { in: { orderId: target.id, content: '  ', star: 6 } }, reviewer);
    expect(empty.reviewReservationOrder.errors.map((e: any) => e.code)).toEqual(['COMMENT_REQUIRED', 'STAR_OUT_OF_RANGE']);
    const reviewed = await ok(REVIEW, { in: { orderId: target.id, content: '很好的体验，推荐！', star: 5 } }, reviewer);
    expect(reviewed.reviewReservationOrder).toEqual({ order: { canReview: false, reviewPath: null }, errors: [] });
    const twice = await ok(REVIEW, { in: { orderId: target.id, content: '再来一次', star: 4 } }, reviewer);
    expect(twice.reviewReservationOrder.errors[0].code).toBe('REVIEW_NOT_ALLOWED');
  });

  it('lists reservation orders by status tab with the rules applied', async () => {
    const data = await ok(`{ viewer { user { reservationCounts { toBeUsed } all: reservationOrders(first: 50) { totalCount edges { node { ${ORDER} kindCode } } } } } }`, {}, demo);
    const orders = data.viewer.user.all.edges.map((e: any) => e.node);
    const statuses = new Set(orders.map((o: any) => o.status));
    for (const s of ['AWAITING_PAYMENT', 'PENDING_REVIEW', 'TO_BE_USED', 'COMPLETED', 'CANCELLED']) expect(statuses, s).toContain(s);
    expect(orders.every((o: any) => o.status !== 'UNKNOWN')).toBe(true);
    for (const o of orders) {
      if (!['UNCONFIRMED', 'AWAITING_PAYMENT', 'PENDING_REVIEW', 'TO_BE_USED'].includes(o.status)) expect(o.canCancel, o.orderCode).toBe(false);
      if (o.canCancel && o.cancelDeadline) expect(Date.parse(o.cancelDeadline)).toBeGreaterThanOrEqual(h.now() - 60_000);
    }
    const toBeUsed = await ok('{ viewer { user { reservationOrders(status: TO_BE_USED, first: 50) { totalCount } } } }', {}, demo);
    expect(data.viewer.user.reservationCounts.toBeUsed, `of ${data.viewer.user.all.totalCount}`).toBe(toBeUsed.viewer.user.reservationOrders.totalCount);
    const third = orders.find((o: any) => o.kind === 'THIRD_PARTY');
    if (third) {
      const ext = await ok('query($id: ID!) { node(id: $id) { ... on ReservationOrder { externalUrl resource { id } } } }', { id: third.id }, demo);
      expect(ext.node.externalUrl).toMatch(/identity=[0-9a-f]+/);
      expect(ext.node.resource).toBeNull();
    }
  });

  it('ZYTF appointment orders by status with canCancel / canPay and the detail link', async () => {
    const ZYTF = `query($s: AppointmentOrderStatus, $first: Int, $after: String) { viewer { user { appointmentOrders(status: $s, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id orderCode status statusCode canCancel canPay isFree paidAmount cancelDeadline detailUrl resourceName cover { url } } } } } } }`;
    const all = (await ok(ZYTF, { first: 50 }, demo)).viewer.user.appointmentOrders;
    expect(all.totalCount).toBeGreaterThanOrEqual(12);
    // Any `first` over the upstream's pages of 5: 7 + 7 equals the first 14.
    const p1 = (await ok(ZYTF, { first: 7 }, demo)).viewer.user.appointmentOrders;
    const p2 = (await ok(ZYTF, { first: 7, after: p1.pageInfo.endCursor }, demo)).viewer.user.appointmentOrders;
    expect([...p1.edges, ...p2.edges].map((e: any) => e.node.orderCode)).toEqual(all.edges.slice(0, 14).map((e: any) => e.node.orderCode));
    for (const status of ['TO_USE', 'USED', 'CANCELLED', 'EXPIRED', 'TO_PAY', 'PARTLY_CONSUMED', 'REFUNDED', 'PARTLY_REFUNDED']) {
      const list = (await ok(ZYTF, { s: status, first: 20 }, demo)).viewer.user.appointmentOrders.edges.map((e: any) => e.node);
      expect(list.length, status).toBeGreaterThan(0);
      for (const o of list) {
        expect(o.status).toBe(status);
        expect(o.canPay).toBe(status === 'TO_PAY');
        if (!['TO_USE', 'TO_PAY'].includes(status)) expect(o.canCancel).toBe(false);
        expect(o.isFree).toBe(status !== 'TO_PAY' && (o.paidAmount ?? 0) <= 0);
      }
    }
    const first = all.edges[0].node;
    const url = new URL(first.detailUrl);
    expect(url.searchParams.get('identity')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('siteId')).toBeTruthy();
    expect(url.searchParams.get('returnUrl')).toBe('/appointment-query-zytf');
    const cancellable = all.edges.map((e: any) => e.node).find((o: any) => o.canCancel);
    if (cancellable) {
      const res = await ok('mutation($id: ID!) { cancelAppointmentOrder(input: { orderId: $id }) { order { status canCancel } errors { code } } }', { id: cancellable.id }, demo);
      expect(res.cancelAppointmentOrder).toEqual({ order: { status: 'CANCELLED', canCancel: false }, errors: [] });
    }
  });

  it('shop orders of every type map to the type\'s status enum; one shop session per request', async () => {
    const SHOP = `query($t: ShopOrderType) { viewer { user { shopOrders(type: $t, first: 50) { totalCount edges { node { id orderNo type typeCode status statusCode
      productName amount refundState canCancel canRefund } } } } } }`;
    for (const [code, type] of Object.entries(SHOP_ORDER_TYPES) as Array<[string, ShopOrderTypeValue]>) {
      await h.dev.resetCalls();
      const list = (await ok(SHOP, { t: type }, demo)).viewer.user.shopOrders.edges.map((e: any) => e.node);
      const paths = (await h.dev.calls()).calls.map((c) => c.path);
      expect(paths.filter((p) => p.endsWith('/user/free'))).toHaveLength(1);
      expect(list.length, type).toBeGreaterThanOrEqual(3);
      for (const o of list) {
        expect(o.type).toBe(type);
        expect(o.typeCode).toBe(Number(code));
        expect(o.status, `${type} ${o.statusCode}`).toBe(SHOP_STATUS[type][o.statusCode] ?? 'UNKNOWN');
        expect(o.status).not.toBe('UNKNOWN');
        expect(o.canCancel).toBe(o.status === 'TO_PAY');
      }
    }
    const material = (await ok(SHOP, { t: 'MATERIAL' }, demo)).viewer.user.shopOrders.edges.map((e: any) => e.node);
    const hotel = (await ok(SHOP, { t: 'HOTEL' }, demo)).viewer.user.shopOrders.edges.map((e: any) => e.node);
    expect(material.find((o: any) => o.statusCode === 1)?.status).toBe('PAID');
    expect(hotel.find((o: any) => o.statusCode === 1)?.status).toBe('TO_CONFIRM');

    const toPay = material.find((o: any) => o.canCancel);
    const cancel = await ok('mutation($id: ID!) { cancelShopOrder(input: { orderId: $id }) { order { status canCancel } errors { code } } }', { id: toPay.id }, demo);
    expect(cancel.cancelShopOrder).toEqual({ order: { status: 'CLOSED', canCancel: false }, errors: [] });
    const refundable = [...material, ...hotel].find((o: any) => o.canRefund);
    if (refundable) {
      const refund = await ok('mutation($id: ID!) { applyShopRefund(input: { orderId: $id, reason: "行程有变" }) { order { refundState canRefund } errors { code } } }', { id: refundable.id }, demo);
      expect(refund.applyShopRefund).toEqual({ order: { refundState: 'PENDING', canRefund: false }, errors: [] });
    }
  });

  it('a reservation order by its code (viewer-scoped); shop order details per type', async () => {
    const list = (await ok('{ viewer { user { reservationOrders(first: 5) { edges { node { id orderCode detailPath } } } } } }', {}, demo)).viewer.user.reservationOrders.edges;
    const first = list[0].node;
    const BY_CODE = `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { id orderCode detailPath cancelWindowClosed } } } }`;
    expect((await ok(BY_CODE, { c: first.orderCode }, demo)).viewer.user.reservationOrder).toMatchObject({ id: first.id, orderCode: first.orderCode, detailPath: first.detailPath });
    // Another user's code, an unknown one and a malformed one: null.
    const other = await signIn('13911110011');
    expect((await ok(BY_CODE, { c: first.orderCode }, other)).viewer.user.reservationOrder).toBeNull();
    expect((await ok(BY_CODE, { c: 'NO-SUCH-ORDER' }, demo)).viewer.user.reservationOrder).toBeNull();
    await h.dev.resetCalls();
    expect((await ok(BY_CODE, { c: '../x?y' }, demo)).viewer.user.reservationOrder).toBeNull();
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/detail');

    const DETAIL = `query($id: ID!) { node(id: $id) { ... on ShopOrder { type status receiver address logistics { at description } tickets { code state } checkInDate checkOutDate } } }`;
    const orders = (await ok('{ viewer { user { shopOrders(first: 50) { edges { node { id type statusCode } } } } } }', {}, demo)).viewer.user.shopOrders.edges.map((e: any) => e.node);
    const detail = async (pick: (o: any) => boolean) => (await ok(DETAIL, { id: orders.find(pick).id }, demo)).node;
    const shipped = await detail((o) => o.type === 'MATERIAL' && o.statusCode === 21);
    expect(shipped.receiver).toMatch(/\S+ 1\d{2}\*{4}\d{4}/);
    expect(shipped.address).toBeTruthy();
    expect(shipped.logistics).toEqual([{ at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), description: '快件已发出' }]);
    expect(shipped).toMatchObject({ tickets: [], checkInDate: null, checkOutDate: null });
    const ticket = await detail((o) => o.type === 'SCENIC' && o.statusCode === 11);
    expect(ticket).toMatchObject({ receiver: null, address: null, logistics: [], tickets: [{ code: expect.stringMatching(/^T\d+$/), state: 'USED' }] });
    const stay = await detail((o) => o.type === 'HOTEL');
    expect(stay.checkInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(stay.checkOutDate)).toBeGreaterThan(Date.parse(stay.checkInDate));
    expect(stay.tickets).toEqual([]);
  });

  it('the wallet with its records', async () => {
    const data = await ok('{ viewer { user { wallet { balance frozen withdrawable records(first: 5) { totalCount edges { node { id type amount createdAt } } } } } } }', {}, demo);
    const wallet = data.viewer.user.wallet;
    expect(wallet.balance).toBeGreaterThan(0);
    expect(wallet.records.totalCount).toBeGreaterThan(0);
    expect(['REFUND', 'WITHDRAW', 'INCOME', 'OTHER']).toContain(wallet.records.edges[0].node.type);
  });

  it('routes for sale: button by the sale window, reminders', async () => {
    const data = await ok(`{ places(kind: SCENIC_AREA, first: 20) { edges { node { id ... on ScenicArea { routesForSale { id name saleType onSaleFrom onSaleUntil reminded saleButton url } } } } } }`, {}, demo);
    const routes = data.places.edges.flatMap((e: any) => e.node.routesForSale ?? []);
    expect(routes.length).toBeGreaterThan(0);
    const now = h.now();
    for (const r of routes) {
      if (r.saleType === 'DIRECT') expect(r.saleButton).toBe('BOOK');
      else if (Date.parse(r.onSaleFrom) > now) expect(r.saleButton).toBe(r.reminded ? 'REMINDED' : 'REMIND');
      else if (Date.parse(r.onSaleUntil) < now) expect(r.saleButton).toBe('NONE');
      else expect(r.saleButton).toBe('BOOK');
    }
    expect(new Set(routes.map((r: any) => r.saleButton))).toEqual(new Set(['BOOK', 'REMIND', 'NONE']));
    const remind = routes.find((r: any) => r.saleButton === 'REMIND');
    const set = await ok('mutation($id: ID!) { setRouteReminder(input: { routeId: $id }) { route { reminded saleButton notes { included } } errors { code } } }', { id: remind.id }, demo);
    expect(set.setRouteReminder.errors).toEqual([]);
    expect(set.setRouteReminder.route).toMatchObject({ reminded: true, saleButton: 'REMINDED' });
    expect(set.setRouteReminder.route.notes.included).toContain('<p>');
  });
});

describe('concurrency', () => {
  it('40 simultaneous bookings of 5 seats: exactly 5 orders, 35 SOLD_OUT, none lost', async () => {
    const phones = Array.from({ length: 40 }, (_, i) => `139222${String(i).padStart(5, '0')}`);
    const tokens: string[] = [];
    for (let i = 0; i < phones.length; i += 10) tokens.push(...(await Promise.all(phones.slice(i, i + 10).map(signIn))));
    const session = await sessionOf(80007);
    expect(session.remaining).toBe(5);
    const results = await Promise.all(tokens.map((t) =>
      gql(BOOK, { in: { activityId: activityId(80007), sessionId: session.id, seats: 1, ...contact } }, t)));
    expect(results.every((r) => r.errors === undefined), JSON.stringify(results.find((r) => r.errors)?.errors)).toBe(true);
    const booked = results.filter((r) => r.data?.bookActivity.order);
    const refused = results.filter((r) => r.data?.bookActivity.errors.length > 0);
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    expect(refused.every((r) => r.data?.bookActivity.errors[0].code === 'SOLD_OUT')).toBe(true);
    expect(booked.every((r) => r.data?.bookActivity.order.status === 'TO_BE_USED')).toBe(true);
    expect((await sessionOf(80007)).remaining).toBe(0);
    const detail = await ok('query($id: ID!) { node(id: $id) { ... on Activity { remainingSeats bookingButton } } }', { id: activityId(80007) });
    expect(detail.node).toEqual({ remainingSeats: 0, bookingButton: 'SOLD_OUT' });
    // Count the orders upstream, user by user: none lost, none doubled.
    const perUser = await Promise.all(tokens.map(async (t) => {
      const r = await fetch(`${h.upstreamUrl}/act/api/activityOrder/list?siteCode=site510100&token=${t}&currPage=1&pageSize=50&orderType=CONTENT_TYPE_ACTIVITY`);
      const body = (await r.json()) as { datas: Array<{ resourceId: string; status: string }> };
      return body.datas.filter((o) => o.resourceId === '80007' && o.status !== '14').length;
    }));
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
    expect((await ok(VIEW, { id: order.id }, token)).node).toMatchObject({ status: 'TO_BE_USED', canCancel: true, cancelWindowClosed: false });
    // Two minutes later: past the deadline.
    await advance(120_000);
    expect((await ok(VIEW, { id: order.id }, token)).node).toMatchObject({ status: 'TO_BE_USED', canCancel: false, cancelWindowClosed: true });
    const refused = await ok(CANCEL, { id: order.id }, token);
    expect(refused.cancelReservationOrder.errors).toEqual([expect.objectContaining({ code: 'CANCEL_WINDOW_CLOSED', field: 'orderId' })]);
    expect(refused.cancelReservationOrder.order.status).toBe('TO_BE_USED');
  });
});
