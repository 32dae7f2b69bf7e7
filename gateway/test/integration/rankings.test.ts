/**
 * Rankings over the real upstream: the trend rule, the destinations' and one place kind's ranking
 * in a bounded number of upstream calls, an unknown resource type refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { movement } from '../../src/domains/rankings/rules.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('rules', () => {
  it("turns last week's rank into a trend", () => {
    expect(movement(3, 5)).toEqual({ trend: 'UP', rankChange: 2 });
    expect(movement(5, 3)).toEqual({ trend: 'DOWN', rankChange: -2 });
    expect(movement(4, 4)).toEqual({ trend: 'SAME', rankChange: 0 });
    expect(movement(4, null)).toEqual({ trend: 'NEW', rankChange: 0 });
  });
});

describe('rankings', () => {
  it('ranks the destinations with their trend, in one upstream call', async () => {
    const res = await h.gql(
      '{ regionRanking(first: 20) { totalCount edges { node { rank heat trend rankChange destination { name cityPath cover { url } } } } } }',
    );
    expect(res.errors).toBeUndefined();
    const rows = res.data!.regionRanking.edges.map((e: any) => e.node);
    expect(rows.map((r: any) => r.rank)).toEqual(rows.map((_: unknown, i: number) => i + 1));
    expect(rows.some((r: any) => r.trend !== 'SAME')).toBe(true);
    for (const r of rows) {
      if (r.trend === 'UP') expect(r.rankChange).toBeGreaterThan(0);
      if (r.trend === 'DOWN') expect(r.rankChange).toBeLessThan(0);
      if (r.trend === 'NEW' || r.trend === 'SAME') expect(r.rankChange).toBe(0);
    }
    expect(res.upstreamCalls).toBe(1);
  });

  it('ranks one kind of place by resourceType, cards batched; refuses an unknown type', async () => {
    const res = await h.gql(
      '{ placeRanking(resourceType: "CONTENT_TYPE_AGRITAINMENT", first: 10) { kind totalCount edges { node { rank heat trend place { __typename name detailPath interactions { likeCount } } } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeRanking.kind).toBe('HOMESTAY');
    const heats = res.data!.placeRanking.edges.map((e: any) => e.node.heat);
    expect([...heats].sort((a: number, b: number) => b - a)).toEqual(heats);
    expect(res.data!.placeRanking.edges[0].node.place.__typename).toBe('Homestay');
    expect(res.upstreamCalls).toBe(2);
    const bad = await h.gql('{ placeRanking(resourceType: "CONTENT_TYPE_NOPE") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
