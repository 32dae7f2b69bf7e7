import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The order hub against the real reference upstream: every order of the demo traveller in one
 * list merged by time across the shop's and the reservation lists, page after page without a gap
 * or a duplicate and at most one upstream call per list a page; the tabs by kind; the waiting
 * groups and their counts; another user sees none of them; signed out there is no user.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const TRAVELLER = '13800000001';
const NODE = `node { __typename id summary { kind title amount stage orderedAt paymentDeadline startsAt path picture { url } } }`;
const ALL = `query($kind: OrderKind, $first: Int, $after: String) { viewer { user {
  allOrders(kind: $kind, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor ${NODE} } } } } }`;
const WAITING = `query($group: WaitingOrderGroup!, $first: Int, $after: String) { viewer { user {
  waitingOrders(group: $group, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { ${NODE} } } } } }`;
const COUNTS = '{ viewer { user { orderKinds waitingOrderCounts { group count path } } } }';

interface Row {
  __typename: string;
  id: string;
  summary: { kind: string; title: string; stage: string; orderedAt: string | null; path: string; paymentDeadline: string | null };
}

/** Every page of a list (`first` a page), and how many pages it took. */
async function walk(query: string, vars: Record<string, unknown>, token: string, field: 'allOrders' | 'waitingOrders', first: number) {
  const rows: Row[] = [];
  let after: string | null = null;
  let pages = 0;
  let total = -1;
  for (;;) {
    const data = await ok(query, { ...vars, first, after }, token);
    const conn = data.viewer.user[field];
    total = conn.totalCount;
    pages += 1;
    rows.push(...conn.edges.map((e: { node: Row }) => e.node));
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
    expect(pages).toBeLessThan(100);
  }
  return { rows, pages, total };
}

const timeOf = (r: Row) => (r.summary.orderedAt ? Date.parse(r.summary.orderedAt) : Number.NEGATIVE_INFINITY);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('all my orders in one list', () => {
  let token: string;
  beforeAll(async () => {
    token = await h.signIn(TRAVELLER);
  });

  it('merges the shop and reservation orders newest first over several pages, without gaps or duplicates', async () => {
    const { rows, pages, total } = await walk(ALL, {}, token, 'allOrders', 7);
    const shop = await ok(
      '{ viewer { user { shopOrders(first: 1) { totalCount } reservationOrders(first: 1) { totalCount } } } }',
      {},
      token,
    );
    const expected = shop.viewer.user.shopOrders.totalCount + shop.viewer.user.reservationOrders.totalCount;
    expect(total).toBe(expected);
    expect(rows).toHaveLength(expected);
    expect(pages).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // Both kinds of list are interleaved, and the whole list is newest first.
    expect(new Set(rows.map((r) => r.__typename))).toEqual(new Set(['ShopOrder', 'ReservationOrder']));
    for (let i = 1; i < rows.length; i++) expect(timeOf(rows[i - 1] as Row)).toBeGreaterThanOrEqual(timeOf(rows[i] as Row));
    const firstReservation = rows.findIndex((r) => r.__typename === 'ReservationOrder');
    const lastShop = rows.map((r) => r.__typename).lastIndexOf('ShopOrder');
    expect(firstReservation).toBeLessThan(lastShop);
    // Each row names its kind and its own page.
    for (const r of rows) {
      expect(r.summary.title).not.toBe('');
      expect(r.summary.path).toMatch(r.__typename === 'ShopOrder' ? /^\/order-detail\/\w+$/ : /^\/reservation-detail\/\w+$/);
      if (r.__typename === 'ShopOrder') expect(r.summary.kind).toBe('SHOP');
      else expect(r.summary.kind).not.toBe('SHOP');
    }
    // The same list in bigger pages is the same list.
    const big = await walk(ALL, {}, token, 'allOrders', 50);
    expect(big.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('asks each list at most once a page, never per order', async () => {
    const first = await ok(ALL, { first: 10 }, token);
    await h.dev.resetCalls();
    const second = await ok(ALL, { first: 10, after: first.viewer.user.allOrders.pageInfo.endCursor }, token);
    expect(second.viewer.user.allOrders.edges.length).toBeGreaterThan(0);
    const lists = (await h.dev.calls()).calls.filter((c) => /myOrderList|activityOrder\/list/.test(c.path));
    expect(lists.length).toBeLessThanOrEqual(2);
    const details = (await h.dev.calls()).calls.filter((c) => /orderDetail|activityOrder\/detail/.test(c.path));
    expect(details).toEqual([]);
  });

  it('lists one kind in its tab, and the tabs come from the graph', async () => {
    const counts = await ok(COUNTS, {}, token);
    expect(counts.viewer.user.orderKinds).toEqual(['SHOP', 'TICKETS', 'ACTIVITIES', 'GUIDES']);
    const all = await walk(ALL, {}, token, 'allOrders', 50);
    for (const kind of ['SHOP', 'TICKETS', 'ACTIVITIES']) {
      const tab = await walk(ALL, { kind }, token, 'allOrders', 4);
      expect(tab.rows.length).toBeGreaterThan(0);
      expect(tab.rows.every((r) => r.summary.kind === kind)).toBe(true);
      expect(new Set(tab.rows.map((r) => r.id)).size).toBe(tab.rows.length);
      // The tab holds exactly the list's orders of that kind, newest first (orders made at the same moment in either order).
      expect(new Set(tab.rows.map((r) => r.id))).toEqual(new Set(all.rows.filter((r) => r.summary.kind === kind).map((r) => r.id)));
      for (let i = 1; i < tab.rows.length; i++) expect(timeOf(tab.rows[i - 1] as Row)).toBeGreaterThanOrEqual(timeOf(tab.rows[i] as Row));
    }
  });

  it('groups the orders waiting for the user, with their counts', async () => {
    const counts = (await ok(COUNTS, {}, token)).viewer.user.waitingOrderCounts;
    expect(counts.map((c: { group: string }) => c.group)).toEqual(['TO_PAY', 'TO_USE', 'TO_REVIEW']);
    for (const c of counts) {
      expect(c.path).toBe(`/some-list?group=${c.group}`);
      const group = await walk(WAITING, { group: c.group }, token, 'waitingOrders', 3);
      expect(group.rows.length, c.group).toBe(c.count);
      expect(c.count).toBeGreaterThan(0);
      const stage = c.group;
      expect(group.rows.every((r) => r.summary.stage === stage)).toBe(true);
      for (let i = 1; i < group.rows.length; i++)
        expect(timeOf(group.rows[i - 1] as Row)).toBeGreaterThanOrEqual(timeOf(group.rows[i] as Row));
      if (c.group === 'TO_PAY') expect(group.rows.every((r) => r.summary.paymentDeadline !== null)).toBe(true);
    }
  });

  it('keeps the personal centre when the shop fails: the groups it feeds are left out, the list says it failed', async () => {
    await h.dev.addFault({ path: 'culturalcloud/1.0/userOrder/myOrderList', mode: 'code', code: 1, message: '系统繁忙' });
    try {
      const counts = (await ok(COUNTS, {}, token)).viewer.user.waitingOrderCounts;
      expect(counts.map((c: { group: string }) => c.group)).toEqual(['TO_REVIEW']);
      const r = await gql(ALL, { first: 5 }, token);
      expect(r.data?.viewer.user).not.toBeNull();
      expect(r.data?.viewer.user.allOrders).toBeNull();
      expect(r.errors?.length).toBeGreaterThan(0);
    } finally {
      await h.dev.clearFaults();
    }
  });

  it('refuses a cursor that is not its own', async () => {
    const r = await gql(ALL, { first: 5, after: 'bm90LWEtY3Vyc29y' }, token);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const shopCursor = (await ok(ALL, { kind: 'SHOP', first: 5 }, token)).viewer.user.allOrders.pageInfo.endCursor;
    const mixed = await gql(ALL, { kind: 'TICKETS', first: 5, after: shopCursor }, token);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a user only their own orders, and nothing signed out', async () => {
    const other = await h.signIn('13911110077');
    const theirs = await ok(ALL, { first: 10 }, other);
    expect(theirs.viewer.user.allOrders).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    const counts = (await ok(COUNTS, {}, other)).viewer.user.waitingOrderCounts;
    expect(counts.map((c: { count: number }) => c.count)).toEqual([0, 0, 0]);
    // A traveller's order is not another user's by its id either.
    const mine = (await ok(ALL, { first: 1 }, token)).viewer.user.allOrders.edges[0].node;
    const probe = await ok('query($id: ID!) { node(id: $id) { id } }', { id: mine.id }, other);
    expect(probe.node).toBeNull();
    const signedOut = await ok(ALL, { first: 10 });
    expect(signedOut.viewer.user).toBeNull();
  });
});
