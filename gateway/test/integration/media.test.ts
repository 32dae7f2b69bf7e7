import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.signIn('13800000001');
});
afterAll(() => h.close());

const VIDEO = `id upstreamId title duration placeName placePath publishedAt viewCount likeCount commentCount viewerHasLiked detailPath
  video { url poster { url } } cover { url } author { nickname avatar { url } }`;

async function firstVideo(headers: Record<string, string> = {}) {
  const result = await h.gql(`{ shortVideos(first: 1) { edges { node { ${VIDEO} } } } }`, {}, headers);
  expect(result.errors).toBeUndefined();
  return result.data!.shortVideos.edges[0].node;
}

const LIKE =
  'mutation ($id: ID!, $liked: Boolean!) { setShortVideoLike(input: { videoId: $id, liked: $liked }) { video { likeCount viewerHasLiked } errors { code field } } }';
const COMMENT = `mutation ($id: ID!, $content: String!) { addShortVideoComment(input: { videoId: $id, content: $content }) {
  commentEdge { cursor node { id content author { nickname } createdAt } } video { commentCount } errors { code field message } } }`;

describe('short videos', () => {
  it('lists the site’s videos, newest first, each playable with its counts', async () => {
    const result = await h.gql(`{ shortVideos(first: 20) { totalCount edges { node { ${VIDEO} } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.shortVideos.edges.map((e: any) => e.node);
    expect(result.data!.shortVideos.totalCount).toBeGreaterThanOrEqual(12);
    expect(nodes.map((n: any) => n.publishedAt)).toEqual([...nodes.map((n: any) => n.publishedAt)].sort().reverse());
    for (const n of nodes) {
      expect(n.video.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/media\/.+\.webm$/);
      expect(n.detailPath).toBe(`/short-video-detail?id=${n.upstreamId}`);
      expect(n.viewerHasLiked).toBe(false);
    }
    expect(result.upstreamCalls).toBe(1);
  });

  it('likes: signed-in only, idempotent, counted once', async () => {
    const video = await firstVideo({ 'x-token': token });
    const anonymous = await h.gql(LIKE, { id: video.id, liked: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const once = await h.gql(LIKE, { id: video.id, liked: true }, { 'x-token': token });
    expect(once.data!.setShortVideoLike).toEqual({ video: { likeCount: video.likeCount + 1, viewerHasLiked: true }, errors: [] });
    const twice = await h.gql(LIKE, { id: video.id, liked: true }, { 'x-token': token });
    expect(twice.data!.setShortVideoLike.video.likeCount).toBe(video.likeCount + 1);
    const back = await h.gql(LIKE, { id: video.id, liked: false }, { 'x-token': token });
    expect(back.data!.setShortVideoLike.video).toEqual({ likeCount: video.likeCount, viewerHasLiked: false });
    const gone = await h.gql(LIKE, { id: Buffer.from('ShortVideo:999999').toString('base64url'), liked: true }, { 'x-token': token });
    expect(gone.data!.setShortVideoLike.errors).toEqual([{ code: 'RESOURCE_NOT_FOUND', field: 'videoId' }]);
    const wrongType = await h.gql(LIKE, { id: Buffer.from('NewsArticle:1').toString('base64url'), liked: true }, { 'x-token': token });
    expect(wrongType.data!.setShortVideoLike.errors[0].code).toBe('RESOURCE_NOT_FOUND');
  });

  it('comments: required, at most 200 characters (code points), worded in the client’s language; a new one comes first', async () => {
    const video = await firstVideo();
    const empty = await h.gql(COMMENT, { id: video.id, content: '   ' }, { 'x-token': token, 'x-language': 'EN' });
    expect(empty.data!.addShortVideoComment.errors).toEqual([{ code: 'COMMENT_REQUIRED', field: 'content', message: expect.any(String) }]);
    const long = await h.gql(COMMENT, { id: video.id, content: '😀'.repeat(201) }, { 'x-token': token, 'x-language': 'FRENCH' });
    expect(long.data!.addShortVideoComment.errors[0]).toMatchObject({ code: 'COMMENT_TOO_LONG', field: 'content' });
    expect(long.data!.addShortVideoComment.errors[0].message).toMatch(/200/);
    const emojis = await h.gql(COMMENT, { id: video.id, content: '😀'.repeat(200) }, { 'x-token': token });
    expect(emojis.data!.addShortVideoComment.errors).toEqual([]);
    const saved = await h.gql(COMMENT, { id: video.id, content: '  拍得真好  ' }, { 'x-token': token });
    const payload = saved.data!.addShortVideoComment;
    expect(payload.errors).toEqual([]);
    expect(payload.commentEdge.node.content).toBe('拍得真好');
    expect(payload.commentEdge.cursor).toBeTruthy();
    expect(payload.video.commentCount).toBe(video.commentCount + 2);
    const list = await h.gql(
      'query ($id: ID!) { node(id: $id) { ... on ShortVideo { comments(first: 5) { totalCount edges { node { id content } } } } } }',
      { id: video.id },
    );
    expect(list.data!.node.comments.edges[0].node).toEqual({ id: payload.commentEdge.node.id, content: '拍得真好' });
    expect(list.data!.node.comments.totalCount).toBe(video.commentCount + 2);
    const anonymous = await h.gql(COMMENT, { id: video.id, content: '好' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('nodes by id are batched into one list call', async () => {
    const list = await h.gql('{ shortVideos(first: 4) { edges { node { id } } } }');
    const ids = list.data!.shortVideos.edges.map((e: any) => e.node.id);
    const result = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on ShortVideo { id title } } }', { ids });
    expect(result.data!.nodes.map((n: any) => n.id)).toEqual(ids);
    expect(result.upstreamCalls).toBe(1);
  });
});

describe('scenic media library', () => {
  it('each kind lists its own type; panoramas carry their equirectangular picture', async () => {
    const q = `query ($kind: ScenicMediaKind!) { scenicMedia(kind: $kind, first: 12) { totalCount edges { node { __typename id kind title cover { url } placeName
      ... on ScenicImage { image { url } } ... on ScenicVideo { video { url } duration } ... on ScenicAudio { audio { url } duration } ... on Panorama { panoramaUrl } } } } }`;
    const expected = { IMAGE: 'ScenicImage', VIDEO: 'ScenicVideo', AUDIO: 'ScenicAudio', PANORAMA: 'Panorama' } as const;
    for (const [kind, typename] of Object.entries(expected)) {
      const result = await h.gql(q, { kind });
      expect(result.errors).toBeUndefined();
      expect(result.data!.scenicMedia.totalCount).toBeGreaterThanOrEqual(12);
      for (const n of result.data!.scenicMedia.edges.map((e: any) => e.node)) {
        expect(n.__typename).toBe(typename);
        expect(n.kind).toBe(kind);
      }
    }
    const pano = (await h.gql(q, { kind: 'PANORAMA' })).data!.scenicMedia.edges[0].node;
    expect(pano.panoramaUrl).toMatch(/\/files\/panoramas\/.+\.png$/);
    const byNode = await h.gql('query ($id: ID!) { node(id: $id) { ... on Panorama { title panoramaUrl } } }', { id: pano.id });
    expect(byNode.data!.node).toEqual({ title: pano.title, panoramaUrl: pano.panoramaUrl });
  });

  it('nodes of several kinds: one call per kind', async () => {
    const q =
      '{ a: scenicMedia(kind: IMAGE, first: 3) { edges { node { id } } } b: scenicMedia(kind: AUDIO, first: 2) { edges { node { id } } } }';
    const r = await h.gql(q);
    const ids = [...r.data!.a.edges, ...r.data!.b.edges].map((e: any) => e.node.id);
    const result = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on ScenicMedia { title } } }', { ids });
    expect(result.data!.nodes.map((n: any) => n.id)).toEqual(ids);
    expect(result.upstreamCalls).toBe(2);
  });

  it('a scenic area’s own library and videos (`/scenic-media?id={id}`)', async () => {
    const places = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { upstreamId name } } } }');
    const place = places.data!.places.edges[0].node;
    const result = await h.gql(
      'query ($id: ID!) { nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) { ... on ScenicArea { scenicMedia(kind: PANORAMA, first: 20) { edges { node { placeName } } } shortVideos(first: 20) { totalCount edges { node { placeName } } } } } }',
      { id: place.upstreamId },
    );
    expect(result.errors).toBeUndefined();
    const area = result.data!.nodeByUpstreamId;
    expect(area.scenicMedia.edges.length).toBeGreaterThan(0);
    expect(area.scenicMedia.edges.every((e: any) => e.node.placeName === place.name)).toBe(true);
    expect(area.shortVideos.edges.every((e: any) => e.node.placeName === place.name)).toBe(true);
  });

  it('by scenic area', async () => {
    const places = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id name } } } }');
    const place = places.data!.places.edges[0].node;
    const result = await h.gql(
      'query ($p: ID) { scenicMedia(kind: IMAGE, placeId: $p, first: 50) { totalCount edges { node { placeName } } } }',
      { p: place.id },
    );
    expect(result.data!.scenicMedia.totalCount).toBeGreaterThan(0);
    expect(result.data!.scenicMedia.edges.every((e: any) => e.node.placeName === place.name)).toBe(true);
  });
});
