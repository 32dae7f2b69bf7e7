/**
 * The storefront over the real upstream: categories and paged products of the Dongpo district's
 * shop, a product's pictures, buying into the shop's orders, every input rule checked before the
 * shop is asked, and a failing catalogue leaving the rest of the graph working.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
afterEach(() => h.dev.clearFaults());

const PRODUCTS = `query($c: StorefrontCategoryCode, $after: String) {
  storefrontCategories { code name productCount }
  storefrontProducts(category: $c, first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name category categoryName shopName price stock sales cover { url } } } } }`;
const BUY = `mutation($id: ID!, $q: Int!) { buyStorefrontProduct(input: { productId: $id, quantity: $q }) {
  errors { code field limit message } order { id status productName quantity amount } product { id stock } } }`;

type Node = { id: string; name: string; category: string; stock: number; price: number; shopName: string };
const nodes = (data: Record<string, any>): Node[] => data.storefrontProducts.edges.map((e: { node: Node }) => e.node);

describe('storefront', () => {
  it('lists the categories and pages the products; a product has its pictures and summary', async () => {
    const first = await ok(PRODUCTS, {});
    expect(first.storefrontCategories.map((c: { code: string }) => c.code)).toEqual(['PICKLE', 'SPECIALTY', 'CRAFT', 'CULTURE']);
    expect(first.storefrontCategories[0]).toMatchObject({ name: '东坡泡菜', productCount: 4 });
    expect(first.storefrontProducts.totalCount).toBe(14);
    expect(nodes(first)).toHaveLength(10);
    const rest = await ok(PRODUCTS, { after: first.storefrontProducts.pageInfo.endCursor });
    expect(nodes(rest)).toHaveLength(4);
    expect(rest.storefrontProducts.pageInfo.hasNextPage).toBe(false);
    const crafts = nodes(await ok(PRODUCTS, { c: 'CRAFT' }));
    expect(crafts.every((p) => p.category === 'CRAFT' && p.shopName === '青神竹编艺术馆')).toBe(true);
    const detail = await ok('query($id: ID!) { node(id: $id) { ... on StorefrontProduct { name summary pictures { url } } } }', {
      id: crafts[0]!.id,
    });
    expect(detail.node.pictures.length).toBeGreaterThan(1);
    expect(detail.node.summary).toMatch(/竹编/);
    expect((await ok('{ inputLimits { storefrontMaxQuantity } }')).inputLimits.storefrontMaxQuantity).toBe(10);
  });

  it('buys into a shop order awaiting payment, listed with the viewer’s shop orders; the stock follows', async () => {
    const p = nodes(await ok(PRODUCTS, { c: 'SPECIALTY' }))[0]!;
    const r = (await ok(BUY, { id: p.id, q: 2 }, demo)).buyStorefrontProduct;
    expect(r.errors).toEqual([]);
    expect(r.order).toMatchObject({ status: 'TO_PAY', productName: p.name, quantity: 2, amount: p.price * 2 });
    expect(r.product.stock).toBe(p.stock - 2);
    const orders = await ok('{ viewer { user { shopOrders(awaitingPayment: true, first: 50) { edges { node { id } } } } } }', {}, demo);
    expect(orders.viewer.user.shopOrders.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(r.order.id);
  });

  it('checks every input rule before the shop is asked', async () => {
    const pickles = nodes(await ok(PRODUCTS, { c: 'PICKLE' }));
    const soldOut = pickles.find((p) => p.stock === 0)!;
    const inStock = pickles.find((p) => p.stock > 0)!;
    await h.dev.resetCalls();
    const cases: [string, number, { code: string; field: string; limit: number | null }][] = [
      [inStock.id, 0, { code: 'STOREFRONT_QUANTITY_INVALID', field: 'quantity', limit: 10 }],
      [inStock.id, 11, { code: 'STOREFRONT_QUANTITY_INVALID', field: 'quantity', limit: 10 }],
      [soldOut.id, 1, { code: 'STOREFRONT_OUT_OF_STOCK', field: 'quantity', limit: 0 }],
      ['U3RvcmVmcm9udFByb2R1Y3Q6OTk5OTk5', 1, { code: 'RESOURCE_NOT_FOUND', field: 'productId', limit: null }],
      ['bm90LWFuLWlk', 1, { code: 'RESOURCE_NOT_FOUND', field: 'productId', limit: null }],
    ];
    for (const [id, q, expected] of cases) {
      const r = (await ok(BUY, { id, q }, demo)).buyStorefrontProduct;
      expect(r.order).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatchObject(expected);
      expect(r.errors[0].message).toBeTruthy();
    }
    const calls = (await h.dev.calls()).calls.map((c) => c.path);
    expect(calls.filter((p) => p.endsWith('/product/buy'))).toHaveLength(0);
    const en = await gql(BUY, { id: soldOut.id, q: 1 }, demo, 'EN');
    expect(en.data!.buyStorefrontProduct.errors[0].message).toBe('Not enough in stock: 0 left.');
    const anonymous = await gql(BUY, { id: inStock.id, q: 1 });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a failing storefront fails only its own fields; the rest of the app does not call it', async () => {
    await h.dev.addFault({ path: 'culturalcloud/1.0/product/list', mode: 'http500' });
    const down = await gql('query { storefrontCategories { code } storefrontProducts(first: 5) { totalCount } }');
    expect(down.errors?.map((e) => e.path?.join('.'))).toEqual(['storefrontProducts']);
    const site = await gql('query { site { name } viewer { user { shopOrders(first: 1) { totalCount } } } }', {}, demo);
    expect(site.errors).toBeUndefined();
    expect(site.data!.site.name).toBe('成都文旅云');
  });
});
