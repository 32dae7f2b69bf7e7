import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('the batching bound', () => {
  it.each(['SCENIC_AREA', 'VENUE', 'FOOD'])('20 %s places with region and interactions cost 1 list + 1 region batch + 1 interaction batch', async (kind) => {
    await h.resetCalls();
    const result = await h.gql(`{
      places(kind: ${kind}, first: 20) {
        edges { node { id name region { code name level } interactions { likeCount favouriteCount commentCount viewerHasLiked } } }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const edges = result.data!.places.edges;
    expect(edges).toHaveLength(20);
    expect(edges.filter((e: any) => e.node.region !== null).length).toBe(20);
    const { total, calls } = await h.calls();
    const paths = calls.map((c) => c.path).sort();
    console.info(`batching ${kind}: upstream received ${total} calls (${paths.join(', ')}); gateway counted ${result.upstreamCalls}`);
    expect(total).toBe(3);
    expect(result.upstreamCalls).toBe(3);
    expect(paths.filter((p) => p.endsWith('/list'))).toHaveLength(1);
    expect(paths).toContain('res/api/region/info');
    expect(paths).toContain('res/api/interactManage/resourceCount');
    const regionCall = calls.find((c) => c.path === 'res/api/region/info')!;
    const distinctRegions = new Set(edges.map((e: any) => e.node.region.code));
    expect(String(regionCall.query.regions).split(',').length).toBe(distinctRegions.size);
    const countCall = calls.find((c) => c.path === 'res/api/interactManage/resourceCount')!;
    expect(String(countCall.query.resourceIds).split(',')).toHaveLength(20);
  });

  it('search results of several kinds batch interactions per resource type', async () => {
    await h.resetCalls();
    const result = await h.gql('{ searchPlaces(keyword: "成都", first: 20) { edges { node { __typename interactions { likeCount } } } } }');
    expect(result.errors).toBeUndefined();
    const kinds = new Set(result.data!.searchPlaces.edges.map((e: any) => e.node.__typename));
    const { calls } = await h.calls();
    expect(calls.filter((c) => c.path === 'res/api/interactManage/resourceCount')).toHaveLength(kinds.size);
    expect(calls).toHaveLength(1 + kinds.size);
  });

  it('the home page of a site stays bounded', async () => {
    await h.resetCalls();
    const result = await h.gql(`{ site { name bottomMenu { title } homeLayout { key ... on PlaceShelfModule { places { name region { name } interactions { likeCount } } } ... on RankingModule { entries { rank place { name } } } ... on NewsShelfModule { articles { title } } ... on MenuGridModule { entries { title } } } } }`);
    expect(result.errors).toBeUndefined();
    const { total } = await h.calls();
    console.info(`home page of site510100: ${total} upstream calls`);
    expect(total).toBe(result.upstreamCalls);
    expect(total).toBeLessThanOrEqual(14);
  });
});
