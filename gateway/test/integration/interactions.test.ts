/**
 * Interactions over the real upstream: likes and favourites are idempotent and counted, a missing,
 * malformed or non-interactable id is RESOURCE_NOT_FOUND, an anonymous write is UNAUTHENTICATED
 * before any upstream call, a list's interactions come in one batched call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const placeIds = async (n: number): Promise<string[]> =>
  ((await h.gql(`{ places(kind: SCENIC_AREA, first: ${n}) { edges { node { id } } } }`)).data!.places.edges as any[]).map((e) => e.node.id);
const FAVOURITE =
  'mutation($id: ID!, $a: Boolean!) { setFavourite(input: { resourceId: $id, active: $a }) { resource { id } interactions { favouriteCount viewerHasFavourited } errors { code field } } }';

const LIKE =
  'mutation($id: ID!, $a: Boolean!) { setLike(input: { resourceId: $id, active: $a }) { interactions { likeCount viewerHasLiked } errors { code field } } }';

describe('interactions', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = { 'x-token': await h.signIn('13700000035') };
  });

  it('a like is idempotent: liking twice counts once, unliking takes it back', async () => {
    const [id] = await placeIds(1);
    const read = await h.gql(
      'query($id: ID!) { node(id: $id) { ... on Interactable { interactions { likeCount viewerHasLiked } } } }',
      { id },
      auth,
    );
    const count = read.data!.node.interactions.likeCount;
    expect(read.data!.node.interactions.viewerHasLiked).toBe(false);
    for (let i = 0; i < 2; i++) {
      expect((await h.gql(LIKE, { id, a: true }, auth)).data!.setLike).toEqual({
        interactions: { likeCount: count + 1, viewerHasLiked: true },
        errors: [],
      });
    }
    expect((await h.gql(LIKE, { id, a: false }, auth)).data!.setLike).toEqual({
      interactions: { likeCount: count, viewerHasLiked: false },
      errors: [],
    });
  });

  it('a favourite answers the resource with its counts; favouriting again changes nothing', async () => {
    const [id] = await placeIds(1);
    const first = (await h.gql(FAVOURITE, { id, a: true }, auth)).data!.setFavourite;
    expect(first).toMatchObject({ resource: { id }, interactions: { viewerHasFavourited: true }, errors: [] });
    const again = (await h.gql(FAVOURITE, { id, a: true }, auth)).data!.setFavourite;
    expect(again).toEqual(first);
  });

  it('a missing object is RESOURCE_NOT_FOUND; a malformed or non-interactable id too, without an upstream call', async () => {
    const missing = (await h.gql(FAVOURITE, { id: toGlobalId('ScenicArea', '999999'), a: true }, auth)).data!.setFavourite;
    expect(missing).toEqual({ resource: null, interactions: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'resourceId' }] });
    for (const id of ['nope', toGlobalId('Region', '510104')]) {
      await h.dev.resetCalls();
      const res = await h.gql(FAVOURITE, { id, a: true }, auth);
      expect(res.data!.setFavourite, id).toEqual(missing);
      expect((await h.dev.calls()).total, id).toBe(0);
    }
  });

  it('an anonymous write is UNAUTHENTICATED before any upstream call', async () => {
    const [id] = await placeIds(1);
    await h.dev.resetCalls();
    for (const query of [FAVOURITE, LIKE]) {
      const res = await h.gql(query, { id, a: true });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await h.dev.calls()).total).toBe(0);
  });

  it("a list's interactions come in one batched resourceCount call", async () => {
    await h.dev.resetCalls();
    const res = await h.gql('{ news(first: 10) { edges { node { interactions { likeCount favouriteCount commentCount } } } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.news.edges).toHaveLength(10);
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path).sort()).toEqual(['res/api/content/list', 'res/api/interactManage/resourceCount']);
    expect(String(calls.find((c) => c.path === 'res/api/interactManage/resourceCount')!.query.resourceIds).split(',')).toHaveLength(10);
  });
});
