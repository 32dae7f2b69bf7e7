import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LIST = `query ($scope: MemorialScope!, $first: Int, $after: String) {
  memorials(scope: $scope, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id upstreamId name kind photo { url } period remembranceDay { month day } summary content tributeCount inherited } }
  }
}`;

interface MemorialNode {
  id: string;
  upstreamId: string;
  name: string;
  kind: string;
  photo: { url: string } | null;
  period: string | null;
  remembranceDay: { month: number; day: number } | null;
  summary: string | null;
  content: string | null;
  tributeCount: number;
  inherited: boolean;
}
interface ListResult {
  memorials: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: MemorialNode }[] };
}

const list = async (scope: 'SITE' | 'PLATFORM', site: string, first = 50) => {
  const r = await h.gql<ListResult>(LIST, { scope, first }, { 'x-site-code': site });
  expect(r.errors).toBeUndefined();
  return r.data!.memorials;
};

describe("memorial objects (the worship service; the home's worship variant)", () => {
  it("the platform's are the same objects on every site, in the site's language; each site has its own", async () => {
    const cn = await list('PLATFORM', 'site510100');
    const en = await list('PLATFORM', 'site450300');
    expect(cn.totalCount).toBeGreaterThanOrEqual(3);
    expect(en.edges.map((e) => e.node.upstreamId)).toEqual(cn.edges.map((e) => e.node.upstreamId));
    expect(en.edges.every((e) => e.node.inherited)).toBe(true);
    for (const { node } of en.edges) expect(`${node.name} ${node.summary}`).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
    // the national memorial day of the Nanjing Massacre's victims is one of them
    expect(cn.edges.map((e) => e.node.remembranceDay)).toContainEqual({ month: 12, day: 13 });
    for (const { node } of cn.edges) {
      expect(['EVENT', 'PERSON', 'GROUP']).toContain(node.kind);
      expect(node.photo?.url).toMatch(/^https?:\/\//);
      expect(node.tributeCount).toBeGreaterThan(0);
      expect(node.content ?? '').not.toMatch(/<script/i);
    }
    const own = await list('SITE', 'site510100');
    const ownEn = await list('SITE', 'site450300');
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.edges.every((e) => !e.node.inherited)).toBe(true);
    const ids = new Set(own.edges.map((e) => e.node.upstreamId));
    expect(ownEn.edges.filter((e) => ids.has(e.node.upstreamId))).toEqual([]);
  });

  it('pages with cursors, refetches by node(id) in one batch, and refuses a bad page size', async () => {
    const all = await list('PLATFORM', 'site510100');
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i += 1) {
      const r: { data?: ListResult | null } = await h.gql<ListResult>(LIST, { scope: 'PLATFORM', first: 1, after });
      seen.push(...r.data!.memorials.edges.map((e) => e.node.upstreamId));
      if (!r.data!.memorials.pageInfo.hasNextPage) break;
      after = r.data!.memorials.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.edges.map((e) => e.node.upstreamId));
    const own = await list('SITE', 'site510100');
    const ids = [...all.edges, ...own.edges].map((e) => e.node.id);
    const nodes = await h.gql<{ nodes: ({ name: string; inherited: boolean } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Memorial { name inherited } } }',
      { ids },
    );
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data!.nodes.map((n) => n?.name)).toEqual([...all.edges, ...own.edges].map((e) => e.node.name));
    // both lists once (the service has no detail call), whatever the number of ids
    expect(nodes.upstreamCalls).toBeLessThanOrEqual(3);
    const bad = await h.gql(LIST, { scope: 'SITE', first: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
