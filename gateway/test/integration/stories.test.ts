import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A valid PNG of `w`×`h` pixels of one colour (`seed` makes the bytes, and the stored file, differ). */
function png(w: number, h: number, seed = 0): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h, seed % 256);
  for (let row = 0; row < h; row++) raw[row * (w * 3 + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const UPLOAD = `mutation Upload($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`;

const STORY = `id upstreamId kind title excerpt detailPath status rejectionReason viewerIsAuthor editPath publishedAt createdAt viewCount
  cover { url width height } pictures { id image { url } } tags { id name storyCount } side craft
  trip { days costPerPerson travelMonth } place { name regionName address detailPath placeId }
  author { nickname avatar { url } } topic { upstreamId title mode }
  interactions { likeCount favouriteCount commentCount viewerHasLiked viewerHasFavourited }`;

const SAVE_STORY = `mutation Save($input: SaveStoryInput!) { saveStory(input: $input) { story { ${STORY} body text } errors { code field limit message } } }`;
const SAVE_STRATEGY = `mutation Save($input: SaveStrategyInput!) { saveStrategy(input: $input) { story { ${STORY} body text } errors { code field limit message } } }`;

let h: Harness;
let alice: string;
let bob: string;
let seq = 0;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 10_000 });
  alice = await h.signIn('13900005001');
  bob = await h.signIn('13900005002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const as = (token: string) => ({ 'x-token': token });

async function upload(token: string): Promise<string> {
  const r = await h.gqlUpload(
    UPLOAD,
    { input: { file: null, kind: 'IMAGE' } },
    { 'input.file': { bytes: png(4, 3, ++seq), name: 'photo.png', type: 'image/png' } },
    as(token),
  );
  expect(r.data?.uploadFile.errors).toEqual([]);
  return r.data!.uploadFile.file.id as string;
}

interface TopicInfo {
  id: string;
  upstreamId: string;
  mode: string;
  state: string;
  heritageWorks: boolean;
}

async function topics(): Promise<TopicInfo[]> {
  const r = await h.gql('{ topics(first: 50) { totalCount edges { node { id upstreamId mode state heritageWorks } } } }');
  expect(r.errors).toBeUndefined();
  return r.data!.topics.edges.map((e: { node: TopicInfo }) => e.node);
}

async function topicOf(mode: string, state: string, heritage = false): Promise<TopicInfo> {
  const found = (await topics()).find((t) => t.mode === mode && t.state === state && t.heritageWorks === heritage);
  if (!found) throw new Error(`no ${state} ${mode} topic`);
  return found;
}

async function tagIds(n: number): Promise<string[]> {
  const r = await h.gql('{ storyTags { id name storyCount } }');
  return r.data!.storyTags.slice(0, n).map((t: { id: string }) => t.id);
}

const moderate = (upstreamId: string, pass: boolean, reason?: string) =>
  h.dev.control('POST', 'stories/moderate', { id: upstreamId, pass, reason });

describe('topics', () => {
  it('lists the site’s topics with their state from their dates, mode, stances and write path', async () => {
    const r = await h.gql(`{ topics(first: 50) { totalCount edges { node {
      id upstreamId title summary cover { url } startsAt endsAt state mode heritageWorks acceptsEntries writePath
      entryCount participantCount detailPath rulesPath entriesPath stances { side name entryCount share } } } } }`);
    expect(r.errors).toBeUndefined();
    const all = r.data!.topics.edges.map((e: any) => e.node);
    expect(r.data!.topics.totalCount).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((t: any) => t.state))).toEqual(new Set(['NOT_STARTED', 'UNDER_WAY', 'OVER']));
    expect(new Set(all.map((t: any) => t.mode))).toEqual(new Set(['STORY', 'WORK', 'PK']));
    const now = h.now();
    for (const t of all) {
      const expected = now < Date.parse(t.startsAt) ? 'NOT_STARTED' : now > Date.parse(t.endsAt) ? 'OVER' : 'UNDER_WAY';
      expect(t.state, t.title).toBe(expected);
      expect(t.acceptsEntries).toBe(expected === 'UNDER_WAY');
      expect(t.detailPath).toBe(`/topic-detail/${t.upstreamId}`);
      expect(t.rulesPath).toBe(`/topic-rule/${t.upstreamId}`);
      expect(t.entriesPath).toBe(`${t.mode === 'PK' ? '/all-pk' : '/story-list'}/${t.upstreamId}`);
      if (t.state !== 'UNDER_WAY') expect(t.writePath).toBeNull();
      if (t.mode === 'PK') {
        expect(t.stances.map((s: any) => s.side)).toEqual(['A', 'B']);
        if (t.entryCount > 0) expect(t.stances[0].share + t.stances[1].share).toBeCloseTo(1);
      } else expect(t.stances).toEqual([]);
    }
    const open = all.filter((t: any) => t.state === 'UNDER_WAY');
    expect(open.find((t: any) => t.mode === 'STORY').writePath).toMatch(/^\/add-story\/\d+\/0$/);
    expect(open.find((t: any) => t.mode === 'PK').writePath).toMatch(/^\/add-pk\/\d+\/0$/);
    expect(open.find((t: any) => t.mode === 'WORK' && t.heritageWorks).writePath).toMatch(/^\/add-work\/\d+\/0\/1$/);
    expect(open.find((t: any) => t.mode === 'WORK' && !t.heritageWorks).writePath).toMatch(/^\/add-work\/\d+\/0\/0$/);
  });

  it('lists one mode’s topics (mode: PK, the PK debates of /all-pk), every page of them, in one upstream call', async () => {
    const all = (await h.gql('{ topics(first: 50) { edges { node { upstreamId mode } } } }')).data!.topics.edges.map((e: any) => e.node);
    const r = await h.gql('{ topics(first: 50, mode: PK) { totalCount edges { node { upstreamId mode } } } }');
    expect(r.errors).toBeUndefined();
    expect(r.upstreamCalls).toBe(1);
    const pk = all.filter((t: any) => t.mode === 'PK').map((t: any) => t.upstreamId);
    expect(pk.length).toBeGreaterThan(0);
    expect(r.data!.topics.totalCount).toBe(pk.length);
    expect(r.data!.topics.edges.map((e: any) => e.node.upstreamId).sort()).toEqual([...pk].sort());
  });

  it('answers a topic detail with its rules and entries in two upstream calls', async () => {
    const pk = await topicOf('PK', 'UNDER_WAY');
    const r = await h.gql(
      `query ($id: ID!) { node: nodeByUpstreamId(type: "Topic", upstreamId: $id) { ... on Topic {
        title rules viewCount interactions { likeCount favouriteCount }
        stances { side name entryCount }
        entries(first: 10) { totalCount edges { node { kind side detailPath cover { url width height } author { nickname } interactions { likeCount } } } }
        a: entries(side: A, first: 50) { totalCount edges { node { side } } } } } }`,
      { id: pk.upstreamId },
    );
    expect(r.errors).toBeUndefined();
    const t = r.data!.node;
    expect(t.rules).toMatch(/<h3>/);
    expect(t.entries.totalCount).toBe(t.stances[0].entryCount + t.stances[1].entryCount);
    expect(t.a.totalCount).toBe(t.stances[0].entryCount);
    expect(t.a.edges.every((e: any) => e.node.side === 'A')).toBe(true);
    for (const e of t.entries.edges) {
      expect(e.node.kind).toBe('PK_ENTRY');
      expect(e.node.detailPath).toMatch(/^\/work-detail\/\d+\/pk$/);
      expect(e.node.cover.width).toBeGreaterThan(0);
    }
    // topic/detail + story/list (twice: two connections) and no per-card call
    expect(r.upstreamCalls).toBe(3);
    const one = await h.gql(
      'query ($id: ID!) { node: nodeByUpstreamId(type: "Topic", upstreamId: $id) { ... on Topic { title state rules entries(first: 10) { edges { node { title cover { url } interactions { likeCount } } } } } } }',
      { id: pk.upstreamId },
    );
    expect(one.upstreamCalls).toBe(2);
  });

  it('can be favourited', async () => {
    const topic = await topicOf('STORY', 'UNDER_WAY');
    const r = await h.gql(
      'mutation ($id: ID!) { setFavourite(input: { resourceId: $id, active: true }) { resource { ... on Topic { interactions { favouriteCount viewerHasFavourited } } } errors { code } } }',
      { id: topic.id },
      as(alice),
    );
    expect(r.data!.setFavourite.errors).toEqual([]);
    expect(r.data!.setFavourite.resource.interactions.viewerHasFavourited).toBe(true);
  });
});

describe('stories and strategies', () => {
  it('lists published stories for the waterfall with cover sizes, kinds and their detail paths, batched', async () => {
    const r = await h.gql(`{ stories(first: 50) { totalCount edges { node { ${STORY} } } } }`, {}, as(bob));
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.stories.edges.map((e: any) => e.node);
    expect(r.data!.stories.totalCount).toBeGreaterThanOrEqual(36);
    expect(nodes.every((s: any) => s.status === 'PUBLISHED' && s.kind !== 'STRATEGY')).toBe(true);
    expect(nodes.every((s: any) => s.cover.width > 0 && s.cover.height > 0)).toBe(true);
    const kinds = new Set(nodes.map((s: any) => s.kind));
    expect(kinds.has('STORY')).toBe(true);
    for (const s of nodes) {
      const path = {
        STORY: `/story-detail/${s.upstreamId}`,
        WORK: `/work-detail/${s.upstreamId}`,
        PK_ENTRY: `/work-detail/${s.upstreamId}/pk`,
      }[s.kind as 'STORY'];
      expect(s.detailPath).toBe(path);
      expect(s.editPath).toBeNull();
      expect(s.viewerIsAuthor).toBe(false);
    }
    // an author who left no name: the app says "tourist"
    expect(nodes.some((s: any) => s.author.nickname === null)).toBe(true);
    // story/list, the tag list (storyCount), the batched topics, one resourceCount for the viewer's state
    expect(r.upstreamCalls).toBeLessThanOrEqual(4);
  });

  it('filters strategies by length, tag and keyword; refuses an over-long keyword', async () => {
    const r = await h.gql('{ strategies(length: MEDIUM, first: 50) { totalCount edges { node { kind trip { days } detailPath } } } }');
    expect(r.data!.strategies.totalCount).toBeGreaterThan(0);
    for (const e of r.data!.strategies.edges) {
      expect(e.node.kind).toBe('STRATEGY');
      expect(e.node.trip.days).toBeGreaterThanOrEqual(3);
      expect(e.node.trip.days).toBeLessThanOrEqual(5);
      expect(e.node.detailPath).toMatch(/^\/strategy-detail\/\d+$/);
    }
    const tags = (await h.gql('{ storyTags { id name storyCount } }')).data!.storyTags;
    expect(tags.length).toBeGreaterThanOrEqual(12);
    const tag = tags.find((t: any) => t.storyCount > 0);
    const tagged = await h.gql('query ($t: ID) { stories(tagId: $t, first: 50) { totalCount edges { node { tags { id } } } } }', {
      t: tag.id,
    });
    expect(tagged.data!.stories.edges.every((e: any) => e.node.tags.some((x: any) => x.id === tag.id))).toBe(true);
    const long = await h.gql(`{ strategies(keyword: "${'长'.repeat(51)}") { totalCount } }`);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badTag = await h.gql('{ stories(tagId: "nope") { totalCount } }');
    expect(badTag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('opens a story in one call, its text sanitised, a reprint’s source with the disclaimer verdict', async () => {
    const list = await h.gql('{ stories(first: 50) { edges { node { upstreamId } } } }');
    const ids: string[] = list.data!.stories.edges.map((e: any) => e.node.upstreamId);
    let hostile = false;
    let reprint = false;
    for (const id of ids) {
      const r = await h.gql(
        'query ($id: ID!) { node: nodeByUpstreamId(type: "Story", upstreamId: $id) { ... on Story { title body text sourceLink { url allowed needsDisclaimer } place { detailPath } } } }',
        { id },
      );
      expect(r.upstreamCalls).toBe(1);
      const s = r.data!.node;
      expect(s.body).not.toMatch(/<script|onerror|javascript:/i);
      if (/图文/.test(s.body ?? '')) hostile = true;
      if (s.sourceLink) {
        reprint = true;
        expect(s.sourceLink.url).toMatch(/^https:\/\//);
        expect(s.sourceLink.allowed).toBe(true);
      }
      if (s.place) expect(s.place.detailPath).toMatch(/^\/[\w-]+-detail\/\d+$/);
      expect(s.text).not.toMatch(/</);
    }
    expect(hostile).toBe(true);
    expect(reprint).toBe(true);
  });
});

describe('writing and moderation', () => {
  it('refuses bad input with typed, worded errors before calling the upstream', async () => {
    const topic = await topicOf('STORY', 'UNDER_WAY');
    const pic = await upload(alice);
    const base = { topicId: topic.id, title: '标题', text: '内容', pictureIds: [pic] };
    const cases: Array<[Record<string, unknown>, string, string, number | null]> = [
      [{ title: '  ' }, 'STORY_TITLE_REQUIRED', 'title', null],
      [{ title: '😀'.repeat(31) }, 'STORY_TITLE_TOO_LONG', 'title', 30],
      [{ text: '\n \n' }, 'STORY_TEXT_REQUIRED', 'text', null],
      [{ text: 'x'.repeat(2001) }, 'STORY_TEXT_TOO_LONG', 'text', 2000],
      [{ pictureIds: [] }, 'STORY_PICTURES_REQUIRED', 'pictureIds', null],
      [{ pictureIds: Array(10).fill(pic) }, 'STORY_TOO_MANY_PICTURES', 'pictureIds', 9],
      [{ pictureIds: ['bm9wZQ'] }, 'FILE_UNKNOWN', 'pictureIds', null],
      [{ tagIds: ['bm9wZQ'] }, 'STORY_TAG_UNKNOWN', 'tagIds', null],
      [{ tagIds: await tagIds(4) }, 'TOO_MANY_TAGS', 'tagIds', 3],
      [{ placeId: topic.id }, 'RESOURCE_NOT_FOUND', 'placeId', null],
      [{ craft: '技'.repeat(21) }, 'CRAFT_TOO_LONG', 'craft', 20],
    ];
    for (const [patch, code, field, limit] of cases) {
      const r = await h.gql(SAVE_STORY, { input: { ...base, ...patch } }, { ...as(alice), 'x-language': 'EN' });
      expect(r.errors, code).toBeUndefined();
      expect(r.data!.saveStory.errors[0], code).toMatchObject({ code, field, limit });
      expect(r.data!.saveStory.errors[0].message).not.toBe('');
      expect(r.data!.saveStory.story).toBeNull();
      expect(r.upstreamCalls, code).toBe(0);
    }
    const fr = await h.gql(SAVE_STORY, { input: { ...base, title: '' } }, { ...as(alice), 'x-language': 'FRENCH' });
    expect(fr.data!.saveStory.errors[0].message).toBe('Veuillez saisir un titre.');
    const anon = await h.gql(SAVE_STORY, { input: base });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('applies the topic rules: under way only, a stance in a PK, a heritage work’s craft', async () => {
    const pic = await upload(alice);
    const input = (topicId: string, more: Record<string, unknown> = {}) => ({
      input: { topicId, title: '标题', text: '内容', pictureIds: [pic], ...more },
    });
    const over = await h.gql(SAVE_STORY, input((await topicOf('STORY', 'OVER')).id), as(alice));
    expect(over.data!.saveStory.errors[0]).toMatchObject({ code: 'TOPIC_OVER', field: 'topicId' });
    const soon = await h.gql(SAVE_STORY, input((await topicOf('STORY', 'NOT_STARTED')).id), as(alice));
    expect(soon.data!.saveStory.errors[0]).toMatchObject({ code: 'TOPIC_NOT_STARTED', field: 'topicId' });
    const pk = await h.gql(SAVE_STORY, input((await topicOf('PK', 'UNDER_WAY')).id), as(alice));
    expect(pk.data!.saveStory.errors[0]).toMatchObject({ code: 'PK_SIDE_REQUIRED', field: 'side' });
    const heritage = await topicOf('WORK', 'UNDER_WAY', true);
    const craft = await h.gql(SAVE_STORY, input(heritage.id, { craft: ' ' }), as(alice));
    expect(craft.data!.saveStory.errors[0]).toMatchObject({ code: 'CRAFT_REQUIRED', field: 'craft' });
    const work = await h.gql(SAVE_STORY, input(heritage.id, { craft: '蜀绣' }), as(alice));
    expect(work.data!.saveStory.errors).toEqual([]);
    expect(work.data!.saveStory.story).toMatchObject({ kind: 'WORK', craft: '蜀绣', status: 'PENDING' });
    expect(work.data!.saveStory.story.editPath).toMatch(/^\/add-work\/\d+\/\d+\/1$/);
  });

  it('posts a story with two pictures and a tag: pending for its author only, published by the dev channel', async () => {
    const topic = await topicOf('STORY', 'UNDER_WAY');
    const [p1, p2] = [await upload(alice), await upload(alice)];
    const [tag] = await tagIds(1);
    const place = (await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id name } } } }')).data!.places.edges[0].node;
    const r = await h.gql(
      SAVE_STORY,
      {
        input: {
          topicId: topic.id,
          title: '  锦里的夜  ',
          text: '灯笼亮了。\n\n<b>人很多</b> & 热闹',
          pictureIds: [p1, p2],
          tagIds: [tag],
          placeId: place.id,
        },
      },
      as(alice),
    );
    expect(r.data!.saveStory.errors).toEqual([]);
    const story = r.data!.saveStory.story;
    expect(story).toMatchObject({
      kind: 'STORY',
      title: '锦里的夜',
      status: 'PENDING',
      viewerIsAuthor: true,
      publishedAt: null,
      place: { name: place.name, placeId: place.id },
    });
    expect(story.body).toBe('<p>灯笼亮了。</p><p>&lt;b&gt;人很多&lt;/b&gt; &amp; 热闹</p>');
    expect(story.text).toBe('灯笼亮了。\n<b>人很多</b> & 热闹');
    expect(story.pictures).toHaveLength(2);
    expect(story.cover).toMatchObject({ width: 4, height: 3 });
    expect(story.tags.map((t: any) => t.id)).toEqual([tag]);
    expect(story.topic.upstreamId).toBe(topic.upstreamId);
    expect(story.editPath).toBe(`/add-story/${topic.upstreamId}/${story.upstreamId}`);

    const mine = await h.gql(
      '{ viewer { user { stories(status: PENDING, first: 50) { edges { node { upstreamId status } } } } } }',
      {},
      as(alice),
    );
    expect(mine.data!.viewer.user.stories.edges.map((e: any) => e.node.upstreamId)).toContain(story.upstreamId);
    const byBob = await h.gql(
      'query ($id: ID!) { node: nodeByUpstreamId(type: "Story", upstreamId: $id) { id } }',
      { id: story.upstreamId },
      as(bob),
    );
    expect(byBob.data!.node).toBeNull();
    const entries = () =>
      h.gql(
        'query ($id: ID!) { node: nodeByUpstreamId(type: "Topic", upstreamId: $id) { ... on Topic { entries(first: 50) { edges { node { upstreamId } } } } } }',
        { id: topic.upstreamId },
      );
    expect((await entries()).data!.node.entries.edges.map((e: any) => e.node.upstreamId)).not.toContain(story.upstreamId);

    await moderate(story.upstreamId, false, '图片不清晰');
    const rejected = await h.gql(
      'query ($id: ID!) { node: nodeByUpstreamId(type: "Story", upstreamId: $id) { ... on Story { status rejectionReason } } }',
      { id: story.upstreamId },
      as(alice),
    );
    expect(rejected.data!.node).toEqual({ status: 'REJECTED', rejectionReason: '图片不清晰' });

    await moderate(story.upstreamId, true);
    expect((await entries()).data!.node.entries.edges.map((e: any) => e.node.upstreamId)).toContain(story.upstreamId);
    const open = await h.gql(
      'query ($id: ID!) { node: nodeByUpstreamId(type: "Story", upstreamId: $id) { ... on Story { status rejectionReason viewerIsAuthor editPath publishedAt } } }',
      { id: story.upstreamId },
      as(bob),
    );
    expect(open.data!.node).toMatchObject({ status: 'PUBLISHED', rejectionReason: null, viewerIsAuthor: false, editPath: null });
    expect(open.data!.node.publishedAt).toMatch(/\+08:00$/);

    // likes and comments through the interactions and comments domains
    const like = await h.gql(
      'mutation ($id: ID!) { setLike(input: { resourceId: $id, active: true }) { resource { ... on Story { interactions { likeCount viewerHasLiked } } } errors { code } } }',
      { id: story.id },
      as(bob),
    );
    expect(like.data!.setLike.resource.interactions).toEqual({ likeCount: 1, viewerHasLiked: true });
    const comment = await h.gql(
      'mutation ($id: ID!) { addComment(input: { resourceId: $id, content: "写得真好" }) { commentEdge { node { content resource { ... on Story { upstreamId } } } } resource { ... on Story { interactions { commentCount } commentSummary { total } } } errors { code } } }',
      { id: story.id },
      as(bob),
    );
    expect(comment.data!.addComment.errors).toEqual([]);
    expect(comment.data!.addComment.commentEdge.node).toEqual({ content: '写得真好', resource: { upstreamId: story.upstreamId } });
    expect(comment.data!.addComment.resource.commentSummary.total).toBe(1);
    const comments = await h.gql(
      'query ($id: ID!) { node(id: $id) { ... on Story { comments(first: 5) { totalCount edges { node { content author { nickname } } } } } } }',
      { id: story.id },
    );
    expect(comments.data!.node.comments.totalCount).toBe(1);
  });

  it('takes one PK entry per user and debate under parallel requests', async () => {
    const pk = await topicOf('PK', 'UNDER_WAY');
    const pic = await upload(bob);
    const send = (side: string) =>
      h.gql(SAVE_STORY, { input: { topicId: pk.id, side, title: '我的立场', text: '理由', pictureIds: [pic] } }, as(bob));
    const results = await Promise.all([send('A'), send('B'), send('A')]);
    const ok = results.filter((r) => r.data!.saveStory.errors.length === 0);
    const refused = results.filter((r) => r.data!.saveStory.errors.length > 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data!.saveStory.story).toMatchObject({ kind: 'PK_ENTRY', status: 'PENDING' });
    expect(ok[0]!.data!.saveStory.story.detailPath).toMatch(/\/pk$/);
    expect(refused.map((r) => r.data!.saveStory.errors[0].code)).toEqual(['PK_ALREADY_JOINED', 'PK_ALREADY_JOINED']);
  });

  it('saves and edits a strategy (keeping a picture), only by its author; deletes it', async () => {
    const pic = await upload(alice);
    // (the messages in the client's language: no site call for the site's own)
    const bad = await h.gql(
      SAVE_STRATEGY,
      { input: { title: '攻略', text: '行程', pictureIds: [pic], days: 0, costPerPerson: -1, travelMonth: 13 } },
      { ...as(alice), 'x-language': 'CN' },
    );
    expect(bad.data!.saveStrategy.errors.map((e: any) => e.code)).toEqual([
      'TRIP_DAYS_INVALID',
      'TRIP_COST_INVALID',
      'TRAVEL_MONTH_INVALID',
    ]);
    expect(bad.upstreamCalls).toBe(0);
    const r = await h.gql(
      SAVE_STRATEGY,
      {
        input: {
          title: '成都两日游',
          text: '第一天：宽窄巷子\n第二天：锦里',
          pictureIds: [pic, await upload(alice)],
          days: 2,
          costPerPerson: 600,
          travelMonth: 4,
        },
      },
      as(alice),
    );
    expect(r.data!.saveStrategy.errors).toEqual([]);
    const s = r.data!.saveStrategy.story;
    expect(s).toMatchObject({
      kind: 'STRATEGY',
      trip: { days: 2, costPerPerson: 600, travelMonth: 4 },
      status: 'PENDING',
      editPath: `/strategy-edit/${s.upstreamId}`,
    });
    expect(s.detailPath).toBe(`/strategy-detail/${s.upstreamId}`);
    await moderate(s.upstreamId, true);

    const keep = s.pictures[1].id;
    const other = await h.gql(SAVE_STRATEGY, { input: { storyId: s.id, title: '改', text: '改', pictureIds: [keep], days: 1 } }, as(bob));
    expect(other.data!.saveStrategy.errors[0]).toMatchObject({ code: 'RESOURCE_NOT_FOUND', field: 'storyId' });
    const asStory = await h.gql(SAVE_STORY, { input: { storyId: s.id, title: '改', text: '改', pictureIds: [keep] } }, as(alice));
    expect(asStory.data!.saveStory.errors[0]).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    const edit = await h.gql(
      SAVE_STRATEGY,
      { input: { storyId: s.id, title: '成都一日游', text: '宽窄巷子', pictureIds: [keep], days: 1 } },
      as(alice),
    );
    expect(edit.data!.saveStrategy.errors).toEqual([]);
    expect(edit.data!.saveStrategy.story).toMatchObject({
      upstreamId: s.upstreamId,
      title: '成都一日游',
      status: 'PENDING',
      trip: { days: 1, costPerPerson: null },
    });
    expect(edit.data!.saveStrategy.story.pictures.map((p: any) => p.image.url)).toEqual([s.pictures[1].image.url]);

    const delByBob = await h.gql(
      'mutation ($id: ID!) { deleteStory(input: { storyId: $id }) { deletedStoryId errors { code } } }',
      { id: s.id },
      as(bob),
    );
    expect(delByBob.data!.deleteStory).toEqual({ deletedStoryId: null, errors: [{ code: 'RESOURCE_NOT_FOUND' }] });
    const del = await h.gql(
      'mutation ($id: ID!) { deleteStory(input: { storyId: $id }) { deletedStoryId errors { code } } }',
      { id: s.id },
      as(alice),
    );
    expect(del.data!.deleteStory).toEqual({ deletedStoryId: s.id, errors: [] });
    const gone = await h.gql('query ($id: ID!) { node(id: $id) { id } }', { id: s.id }, as(alice));
    expect(gone.data!.node).toBeNull();
  });

  it('lists a demo user’s own stories in every moderation state, with the rejection reason', async () => {
    const me = await h.signIn('13800000001');
    const r = await h.gql(
      '{ viewer { user { stories(first: 50) { totalCount edges { node { status rejectionReason viewerIsAuthor editPath } } } } } }',
      {},
      as(me),
    );
    const nodes = r.data!.viewer.user.stories.edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(['PENDING', 'PUBLISHED', 'REJECTED']));
    expect(nodes.every((n: any) => n.viewerIsAuthor && n.editPath)).toBe(true);
    expect(nodes.find((n: any) => n.status === 'REJECTED').rejectionReason).toBeTruthy();
    const limits = await h.gql(
      '{ inputLimits { storyTitleMaxLength storyTextMaxLength storyMaxPictures storyMaxTags craftMaxLength tripMaxDays tripMaxCost } }',
    );
    expect(limits.data!.inputLimits).toEqual({
      storyTitleMaxLength: 30,
      storyTextMaxLength: 2000,
      storyMaxPictures: 9,
      storyMaxTags: 3,
      craftMaxLength: 20,
      tripMaxDays: 30,
      tripMaxCost: 100000,
    });
  });
});

describe('a user’s own entries by kind', () => {
  const KINDS = ['STORY', 'STRATEGY', 'WORK', 'PK_ENTRY'] as const;
  const mine = async (token: string, kind: string | null) => {
    const r = await h.gql(
      'query ($kind: StoryKind) { viewer { user { stories(kind: $kind, first: 50) { totalCount edges { node { id kind } } } } } }',
      { kind },
      as(token),
    );
    return r.data!.viewer.user.stories as { totalCount: number; edges: { node: { id: string; kind: string } }[] };
  };

  it('narrows "my stories" to one kind (my PK: PK entries only), the kinds adding up to all', async () => {
    let checked = 0;
    for (const phone of ['13800000002', '13800000003', '13800000004', '13800000005']) {
      const token = await h.signIn(phone);
      const all = await mine(token, null);
      const kinds = new Set(all.edges.map((e) => e.node.kind));
      if (kinds.size < 2 || !kinds.has('PK_ENTRY')) continue;
      let sum = 0;
      for (const kind of KINDS) {
        const some = await mine(token, kind);
        expect(some.edges.every((e) => e.node.kind === kind)).toBe(true);
        expect(some.edges.map((e) => e.node.id).sort()).toEqual(
          all.edges
            .filter((e) => e.node.kind === kind)
            .map((e) => e.node.id)
            .sort(),
        );
        sum += some.totalCount;
      }
      expect(sum).toBe(all.totalCount);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('on the sites in other languages (the upstream answers in the site language)', () => {
  for (const site of ['site450300', 'site610100', 'site222400', 'site530700']) {
    it(`${site}: its refusals and not-found answers still map to their codes`, async () => {
      const on = (token: string) => ({ 'x-token': token, 'x-site-code': site });
      const uploadOn = async (token: string) => {
        const r = await h.gqlUpload(
          UPLOAD,
          { input: { file: null, kind: 'IMAGE' } },
          { 'input.file': { bytes: png(4, 3, ++seq), name: 'photo.png', type: 'image/png' } },
          on(token),
        );
        expect(r.data?.uploadFile.errors).toEqual([]);
        return r.data!.uploadFile.file.id as string;
      };
      const t = await h.gql('{ topics(first: 50) { edges { node { id mode state } } } }', {}, { 'x-site-code': site });
      expect(t.errors).toBeUndefined();
      const pk = t
        .data!.topics.edges.map((e: { node: { id: string; mode: string; state: string } }) => e.node)
        .find((n: { mode: string; state: string }) => n.mode === 'PK' && n.state === 'UNDER_WAY');
      expect(pk).toBeDefined();
      // three entries at once on the same debate: one is taken, the others are told they already took part
      const pic = await uploadOn(bob);
      const send = (side: string) =>
        h.gql(SAVE_STORY, { input: { topicId: pk.id, side, title: 'x', text: 'y', pictureIds: [pic] } }, on(bob));
      const results = await Promise.all([send('A'), send('B'), send('A')]);
      expect(results.filter((r) => r.data!.saveStory.errors.length === 0)).toHaveLength(1);
      expect(results.flatMap((r) => r.data!.saveStory.errors.map((e: { code: string }) => e.code))).toEqual([
        'PK_ALREADY_JOINED',
        'PK_ALREADY_JOINED',
      ]);
      // another author's pending strategy: not found to edit, to read and to delete
      const r = await h.gql(
        SAVE_STRATEGY,
        { input: { title: 'trip', text: 'day one', pictureIds: [await uploadOn(alice)], days: 2 } },
        on(alice),
      );
      expect(r.data!.saveStrategy.errors).toEqual([]);
      const s = r.data!.saveStrategy.story;
      const other = await h.gql(
        SAVE_STRATEGY,
        { input: { storyId: s.id, title: 'x', text: 'x', pictureIds: [s.pictures[0].id], days: 1 } },
        on(bob),
      );
      expect(other.data!.saveStrategy.errors[0]).toMatchObject({ code: 'RESOURCE_NOT_FOUND', field: 'storyId' });
      const hidden = await h.gql('query ($id: ID!) { node(id: $id) { id } }', { id: s.id }, on(bob));
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data!.node).toBeNull();
      const byBob = await h.gql(
        'mutation ($id: ID!) { deleteStory(input: { storyId: $id }) { deletedStoryId errors { code } } }',
        { id: s.id },
        on(bob),
      );
      expect(byBob.data!.deleteStory).toEqual({ deletedStoryId: null, errors: [{ code: 'RESOURCE_NOT_FOUND' }] });
      const del = await h.gql(
        'mutation ($id: ID!) { deleteStory(input: { storyId: $id }) { deletedStoryId errors { code } } }',
        { id: s.id },
        on(alice),
      );
      expect(del.data!.deleteStory).toEqual({ deletedStoryId: s.id, errors: [] });
    });
  }
});
