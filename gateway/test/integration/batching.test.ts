import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('the batching bound', () => {
  // Venue and food rows carry region code and name; scenic list items only the name (the real
  // backend's quirk), so their codes come from the site's region tree: 2 calls more, whatever the count.
  it.each([
    [
      'SCENIC_AREA',
      ['res/api/interactManage/resourceCount', 'res/api/region/siteDownRegion', 'res/api/scenic/list', 'user/api/site/siteInfo'],
    ],
    ['VENUE', ['res/api/interactManage/resourceCount', 'res/api/venue/list']],
    ['FOOD', ['res/api/dining/list', 'res/api/interactManage/resourceCount']],
  ])('20 %s places with region and interactions cost a bounded number of calls: %j', async (kind, expected) => {
    await h.dev.resetCalls();
    const result = await h.gql(`{
      places(kind: ${kind}, first: 20) {
        edges { node { id name region { code name level } interactions { likeCount favouriteCount commentCount viewerHasLiked } } }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const edges = result.data!.places.edges;
    expect(edges).toHaveLength(20);
    expect(edges.filter((e: any) => e.node.region?.name).length).toBe(20);
    const { total, calls } = await h.dev.calls();
    const paths = calls.map((c) => c.path).sort();
    console.info(`batching ${kind}: upstream received ${total} calls (${paths.join(', ')}); gateway counted ${result.upstreamCalls}`);
    expect(paths).toEqual(expected);
    expect(result.upstreamCalls).toBe(total);
    const countCall = calls.find((c) => c.path === 'res/api/interactManage/resourceCount')!;
    expect(String(countCall.query.resourceIds).split(',')).toHaveLength(20);
    // the names the rows carry are the region service's names for those codes
    const codes = [...new Set(edges.map((e: any) => e.node.region.code as string))];
    const byId = await h.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Region { code name } } }`, {
      ids: codes.map((code) => Buffer.from(`Region:${code}`).toString('base64url')),
    });
    const names = new Map((byId.data!.nodes as Array<{ code: string; name: string }>).map((r) => [r.code, r.name]));
    for (const e of edges as any[]) expect(e.node.region.name).toBe(names.get(e.node.region.code));
  });

  it('search results of several kinds batch interactions per resource type', async () => {
    await h.dev.resetCalls();
    const result = await h.gql('{ searchPlaces(keyword: "成都", first: 20) { edges { node { __typename interactions { likeCount } } } } }');
    expect(result.errors).toBeUndefined();
    const kinds = new Set(result.data!.searchPlaces.edges.map((e: any) => e.node.__typename));
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/interactManage/resourceCount')).toHaveLength(kinds.size);
    expect(calls).toHaveLength(1 + kinds.size);
  });

  it('search hits name their region without its code: the code comes from the site region tree, not a detail per hit', async () => {
    await h.dev.resetCalls();
    const result = await h.gql(
      '{ searchPlaces(keyword: "成都", first: 10) { edges { node { name regionName region { code name level } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.searchPlaces.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(10);
    for (const n of nodes) {
      expect(n.regionName).toBeTruthy();
      expect(n.region?.name).toBe(n.regionName);
      expect(n.region.code).toMatch(/^\d{6}(\d{6})?$/);
    }
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path).sort()).toEqual(['res/api/es/search', 'res/api/region/siteDownRegion', 'user/api/site/siteInfo']);
    // the codes are the ones the places' own details carry
    const ids = (await h.gql('{ searchPlaces(keyword: "成都", first: 10) { edges { node { id } } } }')).data!.searchPlaces.edges.map(
      (e: any) => e.node.id,
    );
    const details = await h.gql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Place { region { code } } } }', { ids });
    expect(details.data!.nodes.map((n: any) => n.region.code)).toEqual(nodes.map((n: any) => n.region.code));
  });

  it('the home page of a site stays bounded', async () => {
    await h.dev.resetCalls();
    const result = await h.gql(
      `{ site { name bottomMenu { title } homeLayout { key ... on PlaceShelfModule { places { name regionName interactions { likeCount } } } ... on RankingModule { entries { rank place { name } } } ... on NewsShelfModule { articles { title } } ... on MenuGridModule { entries { title } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const { total } = await h.dev.calls();
    console.info(`home page of site510100: ${total} upstream calls`);
    expect(total).toBe(result.upstreamCalls);
    expect(total).toBeLessThanOrEqual(10);
  });

  it('a place detail answers region, counts and the comment total from its own detail object', async () => {
    await h.dev.resetCalls();
    const id = Buffer.from('ScenicArea:10001').toString('base64url');
    const result = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on ScenicArea {
      name region { code name } interactions { likeCount favouriteCount commentCount } commentSummary { total }
    } } }`,
      { id },
    );
    expect(result.errors).toBeUndefined();
    const place = result.data!.node;
    expect(place.region.name).toBeTruthy();
    expect(place.commentSummary.total).toBe(place.interactions.commentCount);
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path)).toEqual(['res/api/scenic/detail']);
  });
});
