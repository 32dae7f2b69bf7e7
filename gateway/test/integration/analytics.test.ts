/**
 * Visit analytics over the real upstream: a scripted visit's batch becomes the statistics calls
 * (page views, stay time only on the tracked screens, banner and menu taps, a paid activity's
 * detail view, an opened reprint), counted through the upstream's development channel; a failing
 * statistics service changes nothing the visitor sees (still `true`, the failure counted in the
 * gateway's metrics); a batch over the limit is refused whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const { gql, ok } = clientOf(() => h);

const RECORD = 'mutation($v: String!, $e: [VisitEventInput!]!) { recordVisit(visitorId: $v, events: $e) }';
type Kind = 'pageViews' | 'stays' | 'functionClicks' | 'browses' | 'streamMedia';
type Counts = Record<Kind, number>;

const counts = async (): Promise<Counts> =>
  ((await (await fetch(`${h.upstreamUrl}/__dev/analytics/site510100`)).json()) as { counts: Counts }).counts;
const dropped = async () =>
  [...(await (await fetch(`${h.gatewayUrl}/metrics`)).text()).matchAll(/gateway_visit_records_dropped_total\{call="\w+"\} (\d+)/g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
const plus = (before: Counts, added: Partial<Counts>): Counts =>
  Object.fromEntries(Object.entries(before).map(([k, n]) => [k, n + (added[k as Kind] ?? 0)])) as Counts;

let paidActivity: string;
let freeActivity: string;
let article: string;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  const activities = (await ok('{ activities(first: 50) { edges { node { id mode } } } }')).activities.edges.map(
    (e: { node: { id: string; mode: string } }) => e.node,
  );
  paidActivity = activities.find((a: { mode: string }) => a.mode === 'PAID_SIGN_UP' || a.mode === 'PAID_BOOKING').id;
  freeActivity = activities.find((a: { mode: string }) => a.mode === 'FREE_BOOKING').id;
  article = (await ok('{ news(first: 1) { edges { node { id } } } }')).news.edges[0].node.id;
});
afterAll(async () => {
  await h.close();
});

describe('visit analytics', () => {
  it('fans a visit’s batch out to the statistics calls: views, stays on tracked screens only, taps, a paid activity, a reprint', async () => {
    const before = await counts();
    const at = (s: number) => new Date(h.now() + s * 1000).toISOString();
    const events = [
      { kind: 'PAGE_VIEW', path: '/index' },
      { kind: 'TAP', tapTarget: 'BANNER', resourceId: 'slide-1' },
      { kind: 'TAP', tapTarget: 'MENU', code: 'SCENIC', resourceId: 'menu-3' },
      { kind: 'STAY', path: '/index', enteredAt: at(0), leftAt: at(5) },
      { kind: 'PAGE_VIEW', path: '/scenic-list' },
      { kind: 'STAY', path: '/scenic-list', enteredAt: at(5), leftAt: at(20) },
      { kind: 'PAGE_VIEW', path: '/venues-list?type=42' },
      { kind: 'STAY', path: '/venues-list?type=42', enteredAt: at(20) },
      { kind: 'DETAIL_VIEW', nodeId: paidActivity },
      { kind: 'DETAIL_VIEW', nodeId: freeActivity },
      { kind: 'DETAIL_VIEW', nodeId: 'not-a-node' },
      { kind: 'REPRINT_OPENED', nodeId: article },
      { kind: 'PAGE_VIEW', path: `/${'x'.repeat(300)}` },
    ];
    const r = await gql(RECORD, { v: 'visitor-1', e: events });
    expect(r.data).toEqual({ recordVisit: true });
    // a stay on the home is not logged; the scenic list's enter and leave, the venue list's enter are
    const expected = plus(before, { pageViews: 3, stays: 3, functionClicks: 2, browses: 1, streamMedia: 1 });
    await expect.poll(counts).toEqual(expected);
    const got = (await (await fetch(`${h.upstreamUrl}/__dev/analytics/site510100`)).json()) as Record<string, Record<string, unknown>[]>;
    expect(
      got
        .functionClicks!.slice(0, 2)
        .map((c) => c.function_type)
        .sort(),
    ).toEqual(['AD_CLICK', 'SCENIC']);
    expect(got.stays!.slice(0, 3).map((s) => [s.module, s.status, s.unique_id])).toEqual(
      expect.arrayContaining([
        ['/scenic-list', 1, 'visitor-1'],
        ['/scenic-list', 2, 'visitor-1'],
        ['/venues-list?type=42', 1, 'visitor-1'],
      ]),
    );
    expect(await dropped()).toBe(0);
  });

  it('answers true when the statistics service fails; the failures are counted, not shown', async () => {
    const before = await counts();
    await h.dev.addFault({ path: 'api/api/access/record', mode: 'http500' });
    await h.dev.addFault({ path: 'res/api/interactManage/addFunctionClickRecord', mode: 'code', code: 1 });
    try {
      const r = await gql(RECORD, {
        v: 'visitor-2',
        e: [
          { kind: 'PAGE_VIEW', path: '/index' },
          { kind: 'TAP', tapTarget: 'BANNER', resourceId: 'slide-1' },
          { kind: 'STAY', path: '/scenic-list', enteredAt: new Date(h.now()).toISOString() },
        ],
      });
      expect(r.data).toEqual({ recordVisit: true });
      expect(r.errors).toBeUndefined();
      await expect.poll(dropped).toBe(2);
      await expect.poll(counts).toEqual(plus(before, { stays: 1 }));
    } finally {
      await h.dev.clearFaults();
    }
  });

  it('refuses a batch over the limit or without a usable visitor id, sending nothing', async () => {
    const limits = (await ok('{ inputLimits { visitBatchMaxEvents visitTextMaxLength } }')).inputLimits;
    expect(limits).toEqual({ visitBatchMaxEvents: 50, visitTextMaxLength: 200 });
    const before = await counts();
    const many = Array.from({ length: 51 }, () => ({ kind: 'PAGE_VIEW', path: '/index' }));
    expect((await gql(RECORD, { v: 'visitor-3', e: many })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(RECORD, { v: 'no spaces', e: [{ kind: 'PAGE_VIEW', path: '/index' }] })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await counts()).toEqual(before);
  });
});
