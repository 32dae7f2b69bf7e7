/**
 * Reservation orders over the real upstream: reviewing a completed order, the demo user's orders by
 * status tab with the rules applied, refusals with their codes, another user's order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let demo: string;

const { gql, ok } = clientOf(() => h);

const DAY = 86_400_000;
const signIn = (phone: string) => h.signIn(phone);
const ORDER = `id orderCode kind status statusCode seats remainingSeats startsAt canCancel cancelDeadline canReview canPay reviewPath resourceName
  resource { id ... on Activity { remainingSeats } }`;
const BOOK = `mutation($in: BookActivityInput!) { bookActivity(input: $in) {
  order { ${ORDER} } activity { id remainingSeats sessions { id remaining } } eligibility { allowed refusal } errors { code field limit message } } }`;
const CANCEL = `mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { order { ${ORDER} } errors { code field message } } }`;
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

async function sessionOf(raw: number): Promise<{ id: string; remaining: number }> {
  const data = await ok('query($id: ID!) { node(id: $id) { ... on Activity { sessions { id remaining bookable } } } }', {
    id: activityId(raw),
  });
  return data.node.sessions[0];
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  demo = await h.signIn('13800000001');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('orders of the demo user', () => {
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
    const byCode = (
      await ok(
        `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { id orderCode canReview } } } }`,
        { c: view.node.reviewPath.split('/').pop() },
        reviewer,
      )
    ).viewer.user.reservationOrder;
    expect(byCode).toEqual({ id: target.id, orderCode: target.orderCode, canReview: true });
    const REVIEW = `mutation($in: ReviewReservationOrderInput!) { reviewReservationOrder(input: $in) { order { canReview reviewPath } errors { code field limit } } }`;
    const empty = await ok(REVIEW, { in: { orderId: target.id, content: '  ', star: 6 } }, reviewer);
    expect(empty.reviewReservationOrder.errors.map((e: any) => e.code)).toEqual(['COMMENT_REQUIRED', 'STAR_OUT_OF_RANGE']);
    const reviewed = await ok(REVIEW, { in: { orderId: target.id, content: '很好的体验，推荐！', star: 5 } }, reviewer);
    expect(reviewed.reviewReservationOrder).toEqual({ order: { canReview: false, reviewPath: null }, errors: [] });
    const twice = await ok(REVIEW, { in: { orderId: target.id, content: '再来一次', star: 4 } }, reviewer);
    expect(twice.reviewReservationOrder.errors[0].code).toBe('REVIEW_NOT_ALLOWED');
  });

  it('ten reviews of one completed order sent at once: one is written, nine are refused', async () => {
    const reviewer = await signIn('13911110006');
    const candidate = await freeActivity();
    const session = await sessionOf(rawOf(candidate.id));
    const booked = await ok(BOOK, { in: { activityId: candidate.id, sessionId: session.id, seats: 1, ...contact } }, reviewer);
    const target = booked.bookActivity.order;
    await h.dev.useOrder(target.orderCode);
    const COUNTS = 'query($id: ID!) { node(id: $id) { ... on Activity { interactions { commentCount } comments { totalCount } } } }';
    const before = (await ok(COUNTS, { id: candidate.id })).node;
    const REVIEW = `mutation($in: ReviewReservationOrderInput!) { reviewReservationOrder(input: $in) { errors { code field } } }`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ok(REVIEW, { in: { orderId: target.id, content: `第${i + 1}次评价`, star: 5 } }, reviewer)),
    );
    const errors = results.map((r) => r.reviewReservationOrder.errors);
    expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
    expect(errors.filter((e) => e.length > 0)).toEqual(Array(9).fill([{ code: 'REVIEW_NOT_ALLOWED', field: 'orderId' }]));
    const after = (await ok(COUNTS, { id: candidate.id })).node;
    expect(after.interactions.commentCount).toBe(before.interactions.commentCount + 1);
    expect(after.comments.totalCount).toBe(before.comments.totalCount + 1);
  });

  it('lists reservation orders by status tab with the rules applied', async () => {
    const data = await ok(
      `{ viewer { user { reservationCounts { toBeUsed } all: reservationOrders(first: 50) { totalCount edges { node { ${ORDER} kindCode } } } } } }`,
      {},
      demo,
    );
    const orders = data.viewer.user.all.edges.map((e: any) => e.node);
    const statuses = new Set(orders.map((o: any) => o.status));
    for (const s of ['AWAITING_PAYMENT', 'PENDING_REVIEW', 'TO_BE_USED', 'COMPLETED', 'CANCELLED']) expect(statuses, s).toContain(s);
    expect(orders.every((o: any) => o.status !== 'UNKNOWN')).toBe(true);
    for (const o of orders) {
      if (!['UNCONFIRMED', 'AWAITING_PAYMENT', 'PENDING_REVIEW', 'TO_BE_USED'].includes(o.status))
        expect(o.canCancel, o.orderCode).toBe(false);
      if (o.canCancel && o.cancelDeadline) expect(Date.parse(o.cancelDeadline)).toBeGreaterThanOrEqual(h.now() - 60_000);
    }
    const toBeUsed = await ok('{ viewer { user { reservationOrders(status: TO_BE_USED, first: 50) { totalCount } } } }', {}, demo);
    expect(data.viewer.user.reservationCounts.toBeUsed, `of ${data.viewer.user.all.totalCount}`).toBe(
      toBeUsed.viewer.user.reservationOrders.totalCount,
    );
    const third = orders.find((o: any) => o.kind === 'THIRD_PARTY');
    if (third) {
      const ext = await ok(
        'query($id: ID!) { node(id: $id) { ... on ReservationOrder { externalUrl resource { id } } } }',
        { id: third.id },
        demo,
      );
      expect(ext.node.externalUrl).toMatch(/identity=[0-9a-f]+/);
      expect(ext.node.resource).toBeNull();
    }
  });
});

describe('refusals and other users', () => {
  const READ = 'query($id: ID!) { node(id: $id) { id } }';
  const missing = toGlobalId('ReservationOrder', 'NO-SUCH-ORDER');

  it('cancelling needs a session: UNAUTHENTICATED before any upstream call', async () => {
    await h.dev.resetCalls();
    const res = await gql(CANCEL, { id: missing });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.cancelReservationOrder ?? null).toBeNull();
    expect((await h.dev.calls()).total).toBe(0);
  });

  it("another user's order answers like one that does not exist, and stays the owner's", async () => {
    const orders = (
      await ok('{ viewer { user { reservationOrders(first: 50) { edges { node { id canCancel } } } } } }', {}, demo)
    ).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    const mine = orders.find((o: any) => o.canCancel);
    expect(mine, 'a cancellable order of the demo user').toBeTruthy();
    const other = await signIn('13911110013');
    const read = await gql(READ, { id: mine.id }, other);
    const readMissing = await gql(READ, { id: missing }, other);
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ node: null });
    expect(read.data).toEqual(readMissing.data);
    const cancelled = await ok(CANCEL, { id: mine.id }, other);
    const cancelledMissing = await ok(CANCEL, { id: missing }, other);
    expect(cancelled.cancelReservationOrder).toEqual({
      order: null,
      errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderId', message: expect.any(String) }],
    });
    expect(cancelled).toEqual(cancelledMissing);
    expect((await ok(READ, { id: mine.id }, demo)).node).toEqual({ id: mine.id });
  });

  it('lists the orders in one upstream call, whatever their number', async () => {
    await h.dev.resetCalls();
    const data = await ok(
      '{ viewer { user { reservationOrders(first: 50) { totalCount edges { node { id orderCode kind status seats canCancel canReview canPay cancelDeadline } } } } } }',
      {},
      demo,
    );
    expect(data.viewer.user.reservationOrders.edges.length).toBeGreaterThan(5);
    // the session's user and the one list page: no call per order
    expect((await h.dev.calls()).calls.map((c) => c.path).sort()).toEqual([
      'act/api/activityOrder/list',
      'user/api/userInfo/getDsUserInfo',
    ]);
  });
});
