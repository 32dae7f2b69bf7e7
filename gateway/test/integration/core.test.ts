// The core's own fields: the input limits every form reads from the graph, and the one way
// every limit is counted (code points), whichever mutation or field checks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('Query.inputLimits', () => {
  it('answers the limits the mutations enforce, with no upstream call', async () => {
    const r = await h.gql(
      '{ inputLimits { commentMaxLength commentMaxEmoticons commentMaxTags starMin starMax searchKeywordMaxLength contactNameMaxLength textMaxLength reservationDays phoneDigits codeDigits } }',
    );
    expect(r.data?.inputLimits).toEqual({
      commentMaxLength: 200,
      commentMaxEmoticons: 10,
      commentMaxTags: 5,
      starMin: 1,
      starMax: 5,
      searchKeywordMaxLength: 50,
      contactNameMaxLength: 20,
      textMaxLength: 200,
      reservationDays: 7,
      phoneDigits: 11,
      codeDigits: 6,
    });
    expect(r.upstreamCalls).toBe(0);
  });

  it('the keyword limit counts code points alike in searchPlaces, the place filter and recordSearch', async () => {
    const limit = (await h.gql('{ inputLimits { searchKeywordMaxLength } }')).data?.inputLimits.searchKeywordMaxLength as number;
    const emoji = '🏯'.repeat(limit - 24); // 26 emoji: 52 UTF-16 units, 26 characters
    expect(emoji.length).toBeGreaterThan(limit);
    const search = await h.gql('query($k: String!) { searchPlaces(keyword: $k, first: 1) { totalCount } }', { k: emoji });
    expect(search.errors).toBeUndefined();
    const filter = await h.gql('query($k: String!) { places(kind: SCENIC_AREA, first: 1, filter: { keyword: $k }) { totalCount } }', {
      k: emoji,
    });
    expect(filter.errors).toBeUndefined();
    const over = 'a'.repeat(limit + 1);
    const refused = await h.gql('query($k: String!) { searchPlaces(keyword: $k, first: 1) { totalCount } }', { k: over });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const token = await h.signIn('13800000001');
    const recorded = await h.gql(
      'mutation($k: String!) { recordSearch(input: { keyword: $k }) { errors { code limit } } }',
      { k: emoji },
      { 'x-token': token },
    );
    expect(recorded.data?.recordSearch.errors).toEqual([]);
    const tooLong = await h.gql(
      'mutation($k: String!) { recordSearch(input: { keyword: $k }) { errors { code limit } } }',
      { k: over },
      { 'x-token': token },
    );
    expect(tooLong.data?.recordSearch.errors).toEqual([{ code: 'KEYWORD_TOO_LONG', limit }]);
  });
});

describe('routes without client-built ids', () => {
  it('nodeByUpstreamId answers what `upstreamId` names, for places, news, activities and rooms; null otherwise', async () => {
    const list = await h.gql(`{ places(kind: SCENIC_AREA, first: 1) { edges { node { id upstreamId detailPath } } }
      news(first: 1) { edges { node { id upstreamId } } } activities(first: 1) { edges { node { id upstreamId } } }
      activityRooms(first: 1) { edges { node { id upstreamId detailPath bookableDates } } } inputLimits { reservationDays } }`);
    const d = list.data!;
    const pairs: Array<[string, { id: string; upstreamId: string }]> = [
      ['ScenicArea', d.places.edges[0].node],
      ['NewsArticle', d.news.edges[0].node],
      ['Activity', d.activities.edges[0].node],
      ['ActivityRoom', d.activityRooms.edges[0].node],
    ];
    for (const [type, node] of pairs) {
      const r = await h.gql('query($t: String!, $u: ID!) { nodeByUpstreamId(type: $t, upstreamId: $u) { id } }', {
        t: type,
        u: node.upstreamId,
      });
      expect(r.data?.nodeByUpstreamId, type).toEqual({ id: node.id });
    }
    expect(d.places.edges[0].node.detailPath).toBe(`/scenic-detail/${d.places.edges[0].node.upstreamId}`);
    const room = d.activityRooms.edges[0].node;
    expect(room.detailPath).toBe(`/time-choice/${room.upstreamId}`); // /room-detail is a hotel room's page
    expect(room.bookableDates).toHaveLength(d.inputLimits.reservationDays);
    for (const bad of [
      ['ScenicArea', '999999999'],
      ['Nope', '1'],
      ['scenicArea', '1'],
    ]) {
      const r = await h.gql('query($t: String!, $u: ID!) { nodeByUpstreamId(type: $t, upstreamId: $u) { id } }', { t: bad[0], u: bad[1] });
      expect(r.data?.nodeByUpstreamId, bad.join()).toBeNull();
    }
  });

  it('one fragment on Interactable and one on Commentable serve places, news and activities', async () => {
    const q = `{ places(kind: VENUE, first: 1) { edges { node { ...I ...C } } } news(first: 1) { edges { node { ...I ...C } } }
      activities(first: 1) { edges { node { ...I ...C } } } }
      fragment I on Interactable { __typename upstreamId interactions { likeCount } }
      fragment C on Commentable { commentSummary { total } comments(first: 1) { totalCount } }`;
    const r = await h.gql(q);
    expect(r.errors).toBeUndefined();
    const nodes = [r.data!.places, r.data!.news, r.data!.activities].map((c) => c.edges[0].node);
    expect(nodes.map((n) => n.__typename)).toEqual(['Venue', 'NewsArticle', 'Activity']);
    for (const n of nodes) {
      expect(typeof n.interactions.likeCount).toBe('number');
      expect(typeof n.comments.totalCount).toBe('number');
    }
  });

  it('a hotel room has its own page path', async () => {
    const r = await h.gql(
      '{ places(kind: HOTEL, first: 1) { edges { node { ... on Hotel { rooms(first: 1) { edges { node { id upstreamId detailPath } } } } } } } }',
    );
    const room = r.data?.places.edges[0].node.rooms.edges[0].node;
    expect(room.detailPath).toBe(`/room-detail/${encodeURIComponent(room.upstreamId)}`);
    const back = await h.gql('query($u: ID!) { nodeByUpstreamId(type: "HotelRoom", upstreamId: $u) { id } }', { u: room.upstreamId });
    expect(back.data?.nodeByUpstreamId).toEqual({ id: room.id });
  });
});
