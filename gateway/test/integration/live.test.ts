import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const STREAM = `id upstreamId title summary anchor kind state startsAt endsAt placeName placePath viewCount pinned detailPath
  cover { url alt } location { longitude latitude } playback { url isLive }`;

const rawId = (id: string) => Buffer.from(id, 'base64url').toString().split(':')[1]!;

describe('live streams', () => {
  it('lists the site’s streams, pinned first, each with a state computed from its times', async () => {
    const result = await h.gql(`{ liveStreams(first: 50) { totalCount edges { node { ${STREAM} } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.liveStreams.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(nodes.map((n: any) => n.state))).toEqual(new Set(['UPCOMING', 'LIVE', 'REPLAY', 'ENDED']));
    const pins = nodes.map((n: any) => n.pinned);
    expect([...pins].sort((a: boolean, b: boolean) => Number(b) - Number(a))).toEqual(pins);
    const now = h.now();
    for (const n of nodes) {
      expect(n.detailPath).toBe(`/live-detail/${n.upstreamId}`);
      const start = Date.parse(n.startsAt);
      const end = n.endsAt ? Date.parse(n.endsAt) : null;
      if (n.state === 'UPCOMING') {
        expect(start).toBeGreaterThan(now);
        expect(n.playback).toBeNull();
      } else if (n.state === 'LIVE') {
        expect(end === null || end > now).toBe(true);
        expect(n.playback).toMatchObject({ isLive: true });
        expect(n.playback.url).toMatch(/\/files\/hls\/live\/\d+\.m3u8$/);
      } else if (n.state === 'REPLAY') {
        expect(end).toBeLessThanOrEqual(now);
        expect(n.playback).toMatchObject({ isLive: false });
        expect(n.playback.url).toMatch(/\/files\/hls\/replay\/\d+\.m3u8$/);
      } else {
        expect(n.playback).toBeNull();
      }
      if (n.kind === 'SLOW_LIVE') {
        expect(n.endsAt).toBeNull();
        expect(n.state).toBe('LIVE');
      }
    }
    expect(nodes.every((n: any) => n.placePath === null || /^\/scenic-detail\/\d+$/.test(n.placePath))).toBe(true);
  });

  it('filters by kind and by scenic area; a place id of another type is refused', async () => {
    const slow = await h.gql('{ liveStreams(kind: SLOW_LIVE, first: 50) { edges { node { kind } } } }');
    expect(slow.data!.liveStreams.edges.length).toBeGreaterThan(0);
    expect(slow.data!.liveStreams.edges.every((e: any) => e.node.kind === 'SLOW_LIVE')).toBe(true);
    const places = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id } } } }');
    const placeId = places.data!.places.edges[0].node.id;
    const one = await h.gql('query ($p: ID) { liveStreams(placeId: $p, first: 50) { totalCount edges { node { placePath } } } }', {
      p: placeId,
    });
    expect(one.data!.liveStreams.totalCount).toBeGreaterThan(0);
    expect(new Set(one.data!.liveStreams.edges.map((e: any) => e.node.placePath)).size).toBe(1);
    const bad = await h.gql('query ($p: ID) { liveStreams(placeId: $p) { totalCount } }', {
      p: Buffer.from('NewsArticle:1').toString('base64url'),
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the detail: one detail call (counting a view), nearby streams in one more, comments and counts batched', async () => {
    const list = await h.gql('{ featuredLiveStreams { upstreamId pinned } }');
    expect(list.data!.featuredLiveStreams.length).toBeGreaterThan(0);
    expect(list.data!.featuredLiveStreams.every((s: any) => s.pinned)).toBe(true);
    const id = list.data!.featuredLiveStreams[0].upstreamId;
    await h.dev.resetCalls();
    const query = `query ($id: ID!) { liveStream(upstreamId: $id) { ${STREAM} interactions { likeCount commentCount } nearby(first: 4) { id title state }
      comments(first: 3) { totalCount edges { node { content } } } commentSummary { total } } }`;
    const a = await h.gql(query, { id });
    expect(a.errors).toBeUndefined();
    expect(a.data!.liveStream.nearby).toHaveLength(4);
    expect(a.data!.liveStream.nearby.map((n: any) => rawId(n.id))).not.toContain(id);
    const paths = (await h.dev.calls()).calls.map((c) => c.path).sort();
    expect(paths).toEqual([
      'res/api/comment/getCommentList',
      'res/api/interactManage/resourceCount',
      'res/api/live/liveAroundList',
      'res/api/live/liveDetail',
    ]);
    const b = await h.gql(query, { id });
    expect(b.data!.liveStream.viewCount).toBe(a.data!.liveStream.viewCount + 1);
    expect((await h.gql('{ liveStream(upstreamId: "999999") { id } }')).data!.liveStream).toBeNull();
    expect((await h.gql('{ liveStream(upstreamId: "x") { id } }')).data!.liveStream).toBeNull();
  });

  it('nodes by id are batched into one liveList call', async () => {
    const list = await h.gql('{ liveStreams(first: 5) { edges { node { id title } } } }');
    const ids = list.data!.liveStreams.edges.map((e: any) => e.node.id);
    const result = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on LiveStream { id title state } } }', { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes.map((n: any) => n.id)).toEqual(ids);
    expect(result.upstreamCalls).toBe(1);
  });

  it('a stream can be liked and commented through the shared interaction and comment paths', async () => {
    const token = await h.signIn('13800000001');
    const list = await h.gql(
      '{ liveStreams(first: 1) { edges { node { id interactions { likeCount viewerHasLiked } } } } }',
      {},
      { 'x-token': token },
    );
    const stream = list.data!.liveStreams.edges[0].node;
    const liked = await h.gql(
      'mutation ($id: ID!) { setLike(input: { resourceId: $id, active: true }) { interactions { likeCount viewerHasLiked } errors { code } } }',
      { id: stream.id },
      { 'x-token': token },
    );
    expect(liked.data!.setLike).toEqual({
      interactions: { likeCount: stream.interactions.likeCount + 1, viewerHasLiked: true },
      errors: [],
    });
    const commented = await h.gql(
      'mutation ($id: ID!) { addComment(input: { resourceId: $id, content: "画面好清晰" }) { commentEdge { node { content } } resource { ... on LiveStream { interactions { commentCount } } } errors { code } } }',
      { id: stream.id },
      { 'x-token': token },
    );
    expect(commented.data!.addComment.errors).toEqual([]);
    expect(commented.data!.addComment.commentEdge.node.content).toBe('画面好清晰');
    expect(commented.data!.addComment.resource.interactions.commentCount).toBeGreaterThan(0);
  });

  it('a scenic area’s own streams (`/live-list/{id}`)', async () => {
    const list = await h.gql('{ liveStreams(first: 1) { edges { node { placePath } } } }');
    const scenicId = list.data!.liveStreams.edges[0].node.placePath.split('/').pop();
    const result = await h.gql(
      'query ($id: ID!) { nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) { ... on ScenicArea { name liveStreams(first: 20) { totalCount edges { node { placeName } } } } } }',
      { id: scenicId },
    );
    expect(result.errors).toBeUndefined();
    const area = result.data!.nodeByUpstreamId;
    expect(area.liveStreams.totalCount).toBeGreaterThan(0);
    expect(area.liveStreams.edges.every((e: any) => e.node.placeName === area.name)).toBe(true);
  });

  it('the French site’s streams are in French', async () => {
    const result = await h.gql('{ liveStreams(first: 50) { edges { node { title } } } }', {}, { 'x-site-code': 'site530700' });
    expect(result.data!.liveStreams.edges.some((e: any) => /direct|Replay|caméra/i.test(e.node.title))).toBe(true);
  });
});
