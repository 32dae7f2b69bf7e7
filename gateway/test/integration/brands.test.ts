/**
 * Brands over the real upstream: the banner colour rule, the list and its batching, a brand's detail
 * with its places and news, another site's brand answering as one that does not exist, likes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { bannerColor, contrastWithWhite } from '../../src/domains/brands/rules.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const FR = { 'x-site-code': 'site530700' };

describe('rules', () => {
  it('darkens a brand colour until white text on it reaches 4.5:1, and drops what is not a colour', () => {
    expect(bannerColor('#B3261E')).toBe('#B3261E');
    const fixed = bannerColor('#FFEB3B')!;
    expect(fixed).toMatch(/^#[0-9A-F]{6}$/);
    expect(fixed).not.toBe('#FFEB3B');
    const rgb = [1, 3, 5].map((i) => Number.parseInt(fixed.slice(i, i + 2), 16));
    expect(contrastWithWhite(rgb)).toBeGreaterThanOrEqual(4.5);
    expect(bannerColor('red')).toBeNull();
    expect(bannerColor(null)).toBeNull();
  });
});

describe('brands', () => {
  const BRAND =
    'id upstreamId name slogan mainColor siteCount placeCount detailPath cover { url } banner { url(size: BANNER) width(size: BANNER) height(size: BANNER) }';

  it('lists the brands in one upstream call, favourite counts batched', async () => {
    const res = await h.gql(`{ brands(first: 10) { totalCount edges { node { ${BRAND} interactions { likeCount favouriteCount } } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.brands.totalCount).toBe(14);
    const b = res.data!.brands.edges[0].node;
    expect(b.detailPath).toBe(`/brand-desc/${b.upstreamId}`);
    expect(b.banner).toMatchObject({ width: 750, height: 160 });
    expect(b.banner.url).toMatch(/width=750&height=160/);
    expect(b.mainColor).toMatch(/^#[0-9A-F]{6}$/);
    // the list and one resourceCount for every card
    expect(res.upstreamCalls).toBe(2);
  });

  it("opens a brand with its introduction, places and news, and a place's brand banner", async () => {
    const list = await h.gql('{ brands(first: 1) { edges { node { upstreamId } } } }');
    const id = list.data!.brands.edges[0].node.upstreamId;
    const res = await h.gql(
      `query ($id: ID!) { node: nodeByUpstreamId(type: "Brand", upstreamId: $id) { ... on Brand { ${BRAND} newsCount introduction images { url }
      places(first: 20) { totalCount edges { node { __typename name detailPath } } }
      scenic: places(kind: SCENIC_AREA, first: 20) { edges { node { __typename } } }
      news(first: 20) { totalCount edges { node { title detailPath } } } } } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    const brand = res.data!.node;
    expect(brand.introduction).toMatch(/<p>/);
    expect(brand.places.totalCount).toBe(brand.placeCount);
    expect(brand.places.edges[0].node.__typename).toBe('ScenicArea');
    expect(brand.scenic.edges.every((e: any) => e.node.__typename === 'ScenicArea')).toBe(true);
    expect(brand.news.totalCount).toBe(brand.newsCount);
    const place = brand.places.edges[0].node;
    const placeId = place.detailPath.split('/').pop();
    const banner = await h.gql(
      'query ($id: ID!) { node: nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) { ... on ScenicArea { brand { upstreamId name } } } }',
      { id: placeId },
    );
    expect(banner.data!.node.brand).not.toBeNull();
    expect(banner.data!.node.brand.name).toBeTruthy();
  });

  it('a brand of another site is not found; an overlong keyword is refused', async () => {
    const fr = await h.gql('{ brands(first: 1) { edges { node { upstreamId name } } } }', {}, FR);
    expect(fr.data!.brands.edges[0].node.name).not.toMatch(/[\u4e00-\u9fff]/);
    const other = await h.gql('query ($id: ID!) { node: nodeByUpstreamId(type: "Brand", upstreamId: $id) { id } }', {
      id: fr.data!.brands.edges[0].node.upstreamId,
    });
    expect(other.errors).toBeUndefined();
    expect(other.data!.node).toBeNull();
    const long = await h.gql('query ($k: String) { brands(keyword: $k) { totalCount } }', { k: '长'.repeat(51) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is liked and favourited by a signed-in visitor', async () => {
    const token = await h.signIn('13700000025');
    const auth = { 'x-token': token };
    const list = await h.gql('{ brands(first: 1) { edges { node { id interactions { likeCount viewerHasLiked } } } } }', {}, auth);
    const brand = list.data!.brands.edges[0].node;
    expect(brand.interactions.viewerHasLiked).toBe(false);
    const liked = await h.gql(
      'mutation ($id: ID!) { setLike(input: { resourceId: $id, active: true }) { interactions { likeCount viewerHasLiked } errors { code } } }',
      { id: brand.id },
      auth,
    );
    expect(liked.data!.setLike.errors).toEqual([]);
    expect(liked.data!.setLike.interactions).toEqual({ likeCount: brand.interactions.likeCount + 1, viewerHasLiked: true });
  });
});
