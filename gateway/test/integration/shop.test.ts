/**
 * The shop over the real upstream: the demo user's shop orders of every type with their status enum
 * (one shop session per request), cancelling and refunds, the wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_STATUS, SHOP_ORDER_TYPES } from '../../src/domains/shop/rules.ts';
import type { ShopOrderTypeValue } from '../../src/domains/shop/rules.ts';
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

describe('shop orders of the demo user', () => {
  it("shop orders of every type map to the type's status enum; one shop session per request", async () => {
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
    const cancel = await ok(
      'mutation($id: ID!) { cancelShopOrder(input: { orderId: $id }) { order { status canCancel } errors { code } } }',
      { id: toPay.id },
      demo,
    );
    expect(cancel.cancelShopOrder).toEqual({ order: { status: 'CLOSED', canCancel: false }, errors: [] });
    const refundable = [...material, ...hotel].find((o: any) => o.canRefund);
    if (refundable) {
      const refund = await ok(
        'mutation($id: ID!) { applyShopRefund(input: { orderId: $id, reason: "行程有变" }) { order { refundState canRefund } errors { code } } }',
        { id: refundable.id },
        demo,
      );
      expect(refund.applyShopRefund).toEqual({ order: { refundState: 'PENDING', canRefund: false }, errors: [] });
    }
  });

  it('the wallet with its records', async () => {
    const data = await ok(
      '{ viewer { user { wallet { balance frozen withdrawable records(first: 5) { totalCount edges { node { id type amount createdAt } } } } } } }',
      {},
      demo,
    );
    const wallet = data.viewer.user.wallet;
    expect(wallet.balance).toBeGreaterThan(0);
    expect(wallet.records.totalCount).toBeGreaterThan(0);
    expect(['REFUND', 'WITHDRAW', 'INCOME', 'OTHER']).toContain(wallet.records.edges[0].node.type);
  });
});

describe('refusals, other users, batching', () => {
  const CANCEL = 'mutation($id: ID!) { cancelShopOrder(input: { orderId: $id }) { order { status } errors { code field } } }';
  const firstOrder = async () =>
    (await ok('{ viewer { user { shopOrders(first: 1) { edges { node { id } } } } } }', {}, demo)).viewer.user.shopOrders.edges[0].node
      .id as string;

  it('cancelling needs a session: UNAUTHENTICATED before any upstream call', async () => {
    const id = await firstOrder();
    await h.dev.resetCalls();
    const res = await gql(CANCEL, { id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.dev.calls()).total).toBe(0);
  });

  it("another user's order answers like one that does not exist", async () => {
    const id = await firstOrder();
    const other = await h.signIn('13911110022');
    const cancelled = await ok(CANCEL, { id }, other);
    expect(cancelled.cancelShopOrder).toEqual({ order: null, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderId' }] });
    expect(cancelled).toEqual(await ok(CANCEL, { id: toGlobalId('ShopOrder', '999999') }, other));
    const READ = 'query($id: ID!) { node(id: $id) { id } }';
    expect((await ok(READ, { id }, other)).node).toBeNull();
    expect((await ok(READ, { id }, demo)).node).toEqual({ id });
  });

  it('fifty orders cost the same few upstream calls as one', async () => {
    await h.dev.resetCalls();
    const list = await ok(
      '{ viewer { user { shopOrders(first: 50) { edges { node { id type status amount canCancel canRefund } } } } } }',
      {},
      demo,
    );
    expect(list.viewer.user.shopOrders.edges.length).toBeGreaterThan(10);
    expect((await h.dev.calls()).calls.map((c) => c.path).sort()).toEqual([
      'culturalcloud/1.0/user/free',
      'culturalcloud/1.0/userOrder/myOrderList',
      'user/api/site/siteInfo',
      'user/api/userInfo/getDsUserInfo',
    ]);
  });
});
