/**
 * Routes for sale over the real upstream: the sale button by the sale window, reminders.
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

describe('routes of the demo user', () => {
  it('routes for sale: button by the sale window, reminders', async () => {
    const data = await ok(
      `{ places(kind: SCENIC_AREA, first: 20) { edges { node { id ... on ScenicArea { routesForSale { id name saleType onSaleFrom onSaleUntil reminded saleButton url } } } } } }`,
      {},
      demo,
    );
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
    const set = await ok(
      'mutation($id: ID!) { setRouteReminder(input: { routeId: $id }) { route { reminded saleButton notes { included } } errors { code } } }',
      { id: remind.id },
      demo,
    );
    expect(set.setRouteReminder.errors).toEqual([]);
    expect(set.setRouteReminder.route).toMatchObject({ reminded: true, saleButton: 'REMINDED' });
    expect(set.setRouteReminder.route.notes.included).toContain('<p>');
  });
});

describe('refusals', () => {
  const SET = 'mutation($id: ID!) { setRouteReminder(input: { routeId: $id }) { route { id reminded saleButton } errors { code field } } }';
  const routes = async (): Promise<any[]> =>
    (
      await ok(
        '{ places(kind: SCENIC_AREA, first: 20) { edges { node { ... on ScenicArea { routesForSale { id saleButton } } } } } }',
        {},
        demo,
      )
    ).places.edges.flatMap((e: any) => e.node.routesForSale ?? []);

  it('a reminder needs a session: UNAUTHENTICATED before any upstream call', async () => {
    const [route] = await routes();
    await h.dev.resetCalls();
    const res = await gql(SET, { id: route.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.dev.calls()).total).toBe(0);
  });

  it('an unknown or malformed route is RESOURCE_NOT_FOUND on routeId', async () => {
    for (const id of [toGlobalId('RouteForSale', '10001:999'), 'nope']) {
      expect((await ok(SET, { id }, demo)).setRouteReminder, id).toEqual({
        route: null,
        errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'routeId' }],
      });
    }
  });

  it('setting a reminder again keeps it set', async () => {
    const route = (await routes()).find((r) => r.saleButton === 'REMIND' || r.saleButton === 'REMINDED');
    for (let i = 0; i < 2; i++) {
      expect((await ok(SET, { id: route.id }, demo)).setRouteReminder).toEqual({
        route: { id: route.id, reminded: true, saleButton: 'REMINDED' },
        errors: [],
      });
    }
  });
});
