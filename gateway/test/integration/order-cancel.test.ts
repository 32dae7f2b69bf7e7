/**
 * Cancelling a reservation order with a reason over the real upstream: the site's reasons in its
 * language, every check of the reason and remark before any upstream write, the reason recorded and
 * read back with the order (its cancelled page's path), another user's order answering as a missing
 * one, and two cancels at once (exactly one wins).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const { ok } = clientOf(() => h);
const DAY = 86_400_000;
/** The user of the checks (signed in once: a phone signs in once a minute). */
let first: string;

const REASONS = '{ orderCancelReasons { id reason needsRemark } }';
const ORDER = `id orderCode kind status canCancel cancelPath cancelledPath codePath voucher { code }
  cancellation { reason remark cancelledAt }`;
const CANCEL = `mutation($in: CancelReservationOrderInput!) { cancelReservationOrder(input: $in) {
  order { ${ORDER} } errors { code field limit message } } }`;
const READ = `query($code: String!) { viewer { user { reservationOrder(orderCode: $code) { ${ORDER} } } } }`;

interface Reason {
  id: string;
  reason: string;
  needsRemark: boolean;
}

/** Books one seat of a free, unreviewed, cancellable activity starting in more than 3 days; answers the order. */
async function bookActivity(token: string): Promise<any> {
  const list = await ok(`{ activities(first: 50) { edges { node { id mode needsReview bookingButton remainingSeats useStartsAt
    cancelPolicy { cancellable } sessions { id bookable remaining } } } } }`);
  const soon = h.now() + 3 * DAY;
  const activity = list.activities.edges
    .map((e: any) => e.node)
    .find(
      (a: any) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 3 &&
        a.cancelPolicy.cancellable &&
        Date.parse(a.useStartsAt) > soon &&
        a.sessions.some((s: any) => s.bookable && s.remaining > 0),
    );
  expect(activity, 'a free cancellable activity').toBeTruthy();
  const session = activity.sessions.find((s: any) => s.bookable && s.remaining > 0);
  const booked = await ok(
    `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { ${ORDER} } errors { code } } }`,
    { in: { activityId: activity.id, sessionId: session.id, seats: 1, contactName: '赵六', contactPhone: '13911110041' } },
    token,
  );
  expect(booked.bookActivity.errors).toEqual([]);
  return booked.bookActivity.order;
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('cancelling an order with a reason', () => {
  it('offers the site reasons in its language, the last needing a remark', async () => {
    const cn = (await ok(REASONS)).orderCancelReasons as Reason[];
    expect(cn.map((r) => r.reason)).toEqual(['行程有变，去不了了', '预约错了日期或时段', '天气原因', '想改约其他场次', '其他原因']);
    expect(cn.map((r) => r.needsRemark)).toEqual([false, false, false, false, true]);
    const en = await h.gql(REASONS, {}, { 'x-site-code': 'site450300' });
    expect(en.data?.orderCancelReasons[0].reason).toBe('My plans changed');
    const node = await ok('query($id: ID!) { node(id: $id) { id ... on OrderCancelReason { reason } } }', { id: cn[2]!.id });
    expect(node.node).toEqual({ id: cn[2]!.id, reason: '天气原因' });
  });

  it('checks the reason and remark before any upstream write; the order keeps its state', async () => {
    const token = await h.signIn('13911110041');
    first = token;
    const order = await bookActivity(token);
    expect(order.status).toBe('TO_BE_USED');
    expect(order.cancelPath).toBe(`/cancel-odder?order=${order.orderCode}`);
    expect(order.codePath).toBe(`/code-detail-activity?order=${order.orderCode}`);
    expect(order.cancelledPath).toBeNull();
    const reasons = (await ok(REASONS)).orderCancelReasons as Reason[];
    const other = reasons.find((r) => r.needsRemark)!;
    const plain = reasons[0]!;
    const refused = async (input: Record<string, unknown>, code: string, field: string) => {
      await h.dev.resetCalls();
      const res = (await ok(CANCEL, { in: { orderId: order.id, ...input } }, token, 'EN')).cancelReservationOrder;
      expect(res.errors).toMatchObject([{ code, field }]);
      expect(res.errors[0].message).toMatch(/[a-z]/);
      expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('act/api/activityOrder/cancel');
      return res;
    };
    await refused({ remark: 'no reason given' }, 'CANCEL_REASON_REQUIRED', 'reasonId');
    await refused({ reasonId: 'not-an-id' }, 'RESOURCE_NOT_FOUND', 'reasonId');
    const elsewhere = (await h.gql(REASONS, {}, { 'x-site-code': 'site450300' })).data?.orderCancelReasons[0].id as string;
    await refused({ reasonId: elsewhere }, 'RESOURCE_NOT_FOUND', 'reasonId');
    await refused({ reasonId: other.id }, 'TEXT_INVALID', 'remark');
    await refused({ reasonId: other.id, remark: '   ' }, 'TEXT_INVALID', 'remark');
    const long = await refused({ reasonId: plain.id, remark: 'x'.repeat(201) }, 'TEXT_INVALID', 'remark');
    expect(long.errors[0].limit).toBe(200);
    expect((await ok(READ, { code: order.orderCode }, token)).viewer.user.reservationOrder).toMatchObject({
      status: 'TO_BE_USED',
      cancellation: null,
    });

    // another user's order: the answer of a missing one, and the order stays the owner's
    const stranger = await h.signIn('13911110042');
    const theirs = (await ok(CANCEL, { in: { orderId: order.id, reasonId: plain.id } }, stranger)).cancelReservationOrder;
    expect(theirs).toEqual({
      order: null,
      errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderId', limit: null, message: expect.any(String) }],
    });

    const done = (await ok(CANCEL, { in: { orderId: order.id, reasonId: other.id, remark: ' 家里有事 ' } }, token)).cancelReservationOrder;
    expect(done.errors).toEqual([]);
    expect(done.order).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      cancelPath: null,
      cancelledPath: `/cancel-off?order=${order.orderCode}`,
      codePath: null,
      cancellation: { reason: '其他原因', remark: '家里有事' },
    });
    expect(done.order.cancellation.cancelledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = (await ok(CANCEL, { in: { orderId: order.id, reasonId: plain.id } }, token)).cancelReservationOrder;
    expect(again.errors).toMatchObject([{ code: 'CANCEL_NOT_ALLOWED', field: 'orderId' }]);
  });

  it('two cancels of one order at once: exactly one wins', async () => {
    const token = await h.signIn('13911110043');
    const order = await bookActivity(token);
    const [a, b] = (await ok(REASONS)).orderCancelReasons as Reason[];
    const both = await Promise.all([
      ok(CANCEL, { in: { orderId: order.id, reasonId: a!.id } }, token),
      ok(CANCEL, { in: { orderId: order.id, reasonId: b!.id } }, token),
    ]);
    const errors = both.map((r) => r.cancelReservationOrder.errors.length).sort();
    expect(errors).toEqual([0, 1]);
    const winner = both[0]!.cancelReservationOrder.errors.length === 0 ? a! : b!;
    const read = (await ok(READ, { code: order.orderCode }, token)).viewer.user.reservationOrder;
    expect(read.cancellation.reason).toBe(winner.reason);
  });

  it('the reasons and a cancelled order read in one upstream call each, no call per order', async () => {
    const token = first;
    await h.dev.resetCalls();
    await ok(
      `{ orderCancelReasons { id } viewer { user { reservationOrders(status: CANCELLED, first: 20) { edges { node { ${ORDER} } } } } } }`,
      {},
      token,
    );
    expect((await h.dev.calls()).calls.map((c) => c.path).sort()).toEqual([
      'act/api/activityOrder/cancelReasons',
      'act/api/activityOrder/list',
      'user/api/userInfo/getDsUserInfo',
    ]);
  });
});
