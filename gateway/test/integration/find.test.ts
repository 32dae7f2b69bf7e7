import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const FIND = `query ($first: Int, $after: String) {
  find(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { __typename ... on Story { id title publishedAt } ... on ShortVideo { id title } } }
  }
}`;

interface Find {
  find: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { __typename: 'Story' | 'ShortVideo'; id: string } }[];
  };
}

describe('the find feed', () => {
  it('mixes stories and short videos to its end, a page costing the feed and one batched call per kind', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let i = 0; i < 30; i += 1) {
      await h.dev.resetCalls();
      const r: GqlResult<Find> = await h.gql<Find>(FIND, { first: 10, after });
      expect(r.errors).toBeUndefined();
      total = r.data!.find.totalCount;
      seen.push(...r.data!.find.edges.map((e) => e.node.id));
      const kinds = new Set(r.data!.find.edges.map((e) => e.node.__typename));
      const { calls } = await h.dev.calls();
      expect(calls.map((c) => c.path).sort()).toEqual(
        [
          'res/api/find/list',
          ...(kinds.has('Story') ? ['res/api/story/list'] : []),
          ...(kinds.has('ShortVideo') ? ['res/api/streamMedia/list'] : []),
        ].sort(),
      );
      if (!r.data!.find.pageInfo.hasNextPage) break;
      after = r.data!.find.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
