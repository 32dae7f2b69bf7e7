/**
 * Appointment (ZYTF) orders over the real upstream: the demo user's orders by status with what can be
 * done with each, paging over the upstream's pages of 5, the detail link, cancelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let demo: string;

const { gql, ok } = clientOf(() => h);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  demo = await h.signIn('13800000001');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('appointment orders of the demo user', () => {
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
      const res = await ok(
        'mutation($id: ID!) { cancelAppointmentOrder(input: { orderId: $id }) { order { status canCancel } errors { code } } }',
        { id: cancellable.id },
        demo,
      );
      expect(res.cancelAppointmentOrder).toEqual({ order: { status: 'CANCELLED', canCancel: false }, errors: [] });
    }
  });
});

describe('refusals, other users, batching', () => {
  const CANCEL = 'mutation($id: ID!) { cancelAppointmentOrder(input: { orderId: $id }) { order { status } errors { code field } } }';
  const firstOrder = async () =>
    (await ok('{ viewer { user { appointmentOrders(first: 1) { edges { node { id } } } } } }', {}, demo)).viewer.user.appointmentOrders
      .edges[0].node.id as string;

  it('cancelling needs a session: UNAUTHENTICATED before any upstream call', async () => {
    const id = await firstOrder();
    await h.dev.resetCalls();
    const res = await gql(CANCEL, { id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.dev.calls()).total).toBe(0);
  });

  it("another user's order answers like one that does not exist", async () => {
    const id = await firstOrder();
    const other = await h.signIn('13911110021');
    const missing = toGlobalId('AppointmentOrder', 'ZY-NO-SUCH-ORDER');
    const cancelled = await ok(CANCEL, { id }, other);
    expect(cancelled.cancelAppointmentOrder).toEqual({ order: null, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderId' }] });
    expect(cancelled).toEqual(await ok(CANCEL, { id: missing }, other));
    const READ = 'query($id: ID!) { node(id: $id) { id } }';
    expect((await ok(READ, { id }, other)).node).toBeNull();
    expect((await ok(READ, { id }, demo)).node).toEqual({ id });
  });

  it('lists a page of orders in one upstream call', async () => {
    await h.dev.resetCalls();
    const list = await ok(
      '{ viewer { user { appointmentOrders(first: 5) { edges { node { id status resourceName canCancel canPay cover { url } } } } } } }',
      {},
      demo,
    );
    expect(list.viewer.user.appointmentOrders.edges).toHaveLength(5);
    expect((await h.dev.calls()).calls.map((c) => c.path).sort()).toEqual([
      'res/api/zytf/getZYTFOrderList',
      'user/api/userInfo/getDsUserInfo',
    ]);
  });
});
