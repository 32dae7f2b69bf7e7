/**
 * Follows over the real upstream: the attention lists (what the user follows of each kind), the
 * fans and the people followed, following a person (idempotent, never oneself), and that a
 * user's lists are their own: another user's follows never show in theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;
const { gql, ok } = clientOf(() => h);

const FOLLOWED = `query($kind: FollowedKind!) { viewer { user { followed(kind: $kind, first: 20) { totalCount edges { node { resourceId name path image { url } followedAt } } } } } }`;
const PEOPLE = `{ viewer { user { fans(first: 20) { totalCount edges { node { id nickname viewerFollows avatar { url } } } }
  followedPeople(first: 20) { totalCount edges { node { id nickname viewerFollows } } } } } }`;
const SET_PERSON = `mutation($in: SetPersonFollowInput!) { setPersonFollow(input: $in) { person { id viewerFollows } errors { code field message } } }`;
const SET_FOLLOW = `mutation($in: SetInteractionInput!) { setFollow(input: $in) { interactions { viewerIsFollowing } errors { code } } }`;

const followed = async (token: string, kind: string) => (await ok(FOLLOWED, { kind }, token)).viewer.user.followed;
const people = async (token: string) => (await ok(PEOPLE, {}, token)).viewer.user;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the attention lists', () => {
  it('answers what the demo user follows of every kind, with its page', async () => {
    for (const [kind, prefix] of [
      ['ACTIVITY', '/activity-detail/'],
      ['VOLUNTEER_TEAM', '/team-desc/'],
      ['STORY', '/story-detail/'],
      ['TOPIC', '/topic-detail/'],
    ]) {
      const list = await followed(b, kind!);
      expect(list.totalCount, kind).toBeGreaterThan(0);
      expect(list.edges[0].node.path).toMatch(new RegExp(`^${prefix}\\d+$`));
      expect(list.edges[0].node.name).not.toBe('');
      // 13800000001 follows none of these: each user's list is their own
      expect((await followed(a, kind!)).totalCount).toBe(0);
    }
  });

  it('unfollowing takes a resource off the list; following puts it back first', async () => {
    const before = await followed(b, 'ACTIVITY');
    const first = before.edges[0].node;
    expect((await ok(SET_FOLLOW, { in: { resourceId: first.resourceId, active: false } }, b)).setFollow.errors).toEqual([]);
    const after = await followed(b, 'ACTIVITY');
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.edges.map((e: { node: { resourceId: string } }) => e.node.resourceId)).not.toContain(first.resourceId);
    await ok(SET_FOLLOW, { in: { resourceId: first.resourceId, active: true } }, b);
    expect((await followed(b, 'ACTIVITY')).edges[0].node.resourceId).toBe(first.resourceId);
    expect((await followed(a, 'ACTIVITY')).totalCount).toBe(0);
  });

  it('needs a session', async () => {
    expect((await ok(FOLLOWED, { kind: 'ACTIVITY' })).viewer.user).toBeNull();
    const r = await gql(SET_PERSON, { in: { personId: toGlobalId('Person', 'x'), active: true } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('fans and the people followed', () => {
  it('answers the demo fans (with whether the user follows back) and follows', async () => {
    const mine = await people(a);
    expect(mine.fans.totalCount).toBe(4);
    const cat = mine.fans.edges.find((e: { node: { nickname: string } }) => e.node.nickname === '慢游的猫').node;
    expect(cat.viewerFollows).toBe(true);
    expect(mine.followedPeople.totalCount).toBe(2);
    expect(mine.followedPeople.edges.every((e: { node: { viewerFollows: boolean } }) => e.node.viewerFollows)).toBe(true);
    expect((await people(b)).fans.totalCount).toBe(1);
  });

  it('follows a person once (idempotent), unfollows, and never oneself or a person who does not exist', async () => {
    const mine = await people(a);
    const stranger = mine.fans.edges.find((e: { node: { viewerFollows: boolean } }) => !e.node.viewerFollows).node;
    const on = await ok(SET_PERSON, { in: { personId: stranger.id, active: true } }, a);
    expect(on.setPersonFollow).toEqual({ person: { id: stranger.id, viewerFollows: true }, errors: [] });
    expect((await ok(SET_PERSON, { in: { personId: stranger.id, active: true } }, a)).setPersonFollow.errors).toEqual([]);
    expect((await people(a)).followedPeople.totalCount).toBe(3);
    await ok(SET_PERSON, { in: { personId: stranger.id, active: false } }, a);
    expect((await people(a)).followedPeople.totalCount).toBe(2);

    const cat = mine.fans.edges.find((e: { node: { nickname: string } }) => e.node.nickname === '慢游的猫').node;
    // b follows a already: a's own id is refused to a, typed on the field
    const myId = (await people(b)).followedPeople.edges[0].node.id;
    const self = await ok(SET_PERSON, { in: { personId: myId, active: true } }, a);
    expect(self.setPersonFollow.errors).toMatchObject([{ code: 'FOLLOW_SELF', field: 'personId' }]);
    const nobody = await ok(SET_PERSON, { in: { personId: toGlobalId('Person', 'nobody'), active: true } }, a);
    expect(nobody.setPersonFollow.errors).toMatchObject([{ code: 'RESOURCE_NOT_FOUND', field: 'personId' }]);
    expect(cat.id).not.toBe(myId);
  });

  it('keeps each user’s lists their own', async () => {
    const before = (await people(b)).followedPeople.totalCount;
    const stranger = (await people(a)).fans.edges.find((e: { node: { viewerFollows: boolean } }) => !e.node.viewerFollows).node;
    await ok(SET_PERSON, { in: { personId: stranger.id, active: true } }, a);
    expect((await people(b)).followedPeople.totalCount).toBe(before);
    await ok(SET_PERSON, { in: { personId: stranger.id, active: false } }, a);
  });
});
