/**
 * The viewer over the real upstream: an anonymous visitor, a dead token, the user's counts and
 * favourites, another user answering like one that does not exist.
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

const paths = async () => (await h.dev.calls()).calls.map((c) => c.path);
const placeIds = async (n: number): Promise<string[]> =>
  ((await h.gql(`{ places(kind: SCENIC_AREA, first: ${n}) { edges { node { id } } } }`)).data!.places.edges as any[]).map((e) => e.node.id);
const FAVOURITE =
  'mutation($id: ID!, $a: Boolean!) { setFavourite(input: { resourceId: $id, active: $a }) { resource { id } interactions { favouriteCount viewerHasFavourited } errors { code field } } }';

describe('viewer', () => {
  it('an anonymous visitor is not signed in and costs no upstream call', async () => {
    await h.dev.resetCalls();
    const res = await h.gql('{ viewer { isSignedIn user { id } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.viewer).toEqual({ isSignedIn: false, user: null });
    expect((await h.dev.calls()).total).toBe(0);
  });

  it('a dead token is not signed in, with UNAUTHENTICATED on the user', async () => {
    const res = await h.gql('{ viewer { isSignedIn user { id } } }', {}, { 'x-token': '0123456789abcdef0123456789abcdef' });
    expect(res.data!.viewer).toEqual({ isSignedIn: false, user: null });
    expect(res.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.user', 'UNAUTHENTICATED']]);
  });

  it('the user sees their own phone in full to pre-fill forms (and masked elsewhere)', async () => {
    const auth = { 'x-token': await h.signIn('13700000032') };
    const res = await h.gql('{ viewer { user { maskedPhone contactPhone } } }', {}, auth);
    expect(res.errors).toBeUndefined();
    expect(res.data!.viewer.user).toEqual({ maskedPhone: '137****0032', contactPhone: '13700000032' });
  });

  it('favourites are counted and listed, newest first, their interactions in one batched call', async () => {
    const auth = { 'x-token': await h.signIn('13700000031') };
    const before = (await h.gql('{ viewer { user { counts { favourites } } } }', {}, auth)).data!.viewer.user.counts.favourites;
    expect(before).toBe(0);
    const ids = await placeIds(2);
    for (const id of ids) expect((await h.gql(FAVOURITE, { id, a: true }, auth)).data!.setFavourite.errors).toEqual([]);
    await h.dev.resetCalls();
    const res = await h.gql(
      `{ viewer { user { counts { favourites } favourites(first: 10) { totalCount edges { favouritedAt
      node { __typename id ... on Interactable { interactions { favouriteCount viewerHasFavourited } } } } } } } }`,
      {},
      auth,
    );
    expect(res.errors).toBeUndefined();
    const user = res.data!.viewer.user;
    expect(user.counts.favourites).toBe(2);
    expect(user.favourites.totalCount).toBe(2);
    expect(user.favourites.edges.map((e: any) => e.node.id)).toEqual([...ids].reverse());
    for (const e of user.favourites.edges) {
      expect(e.node).toMatchObject({ __typename: 'ScenicArea', interactions: { viewerHasFavourited: true } });
      expect(e.favouritedAt).toMatch(/^\d{4}-\d\d-\d\dT.*\+08:00$/);
    }
    const called = await paths();
    expect(called.filter((p) => p === 'res/api/interactManage/vipCollectionList')).toHaveLength(1);
    expect(called.filter((p) => p === 'res/api/interactManage/resourceCount')).toHaveLength(1);
  });

  it("another user's node answers like one that does not exist", async () => {
    const mine = { 'x-token': await h.signIn('13700000033') };
    const otherId = (await h.gql('{ viewer { user { id } } }', {}, { 'x-token': await h.signIn('13700000034') })).data!.viewer.user.id;
    const READ = 'query($id: ID!) { node(id: $id) { id ... on User { nickname } } }';
    const other = await h.gql(READ, { id: otherId }, mine);
    const missing = await h.gql(READ, { id: toGlobalId('User', '0123456789abcdef0123456789abcdef') }, mine);
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ node: null });
    expect(other.data).toEqual(missing.data);
  });
});
