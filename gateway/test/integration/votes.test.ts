import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);

const CAST = `mutation($input: CastVoteInput!) { castVote(input: $input) {
  work { id voteCount viewerVotesToday } vote { viewerVotesToday viewerVotesLeftToday } errors { code field limit message } } }`;
const JOIN = `mutation($input: JoinVoteInput!) { joinVote(input: $input) { work { id number title status voteCount images { url } } errors { code field limit message } } }`;
const DETAIL = `query($id: ID!) { nodeByUpstreamId(type: "Vote", upstreamId: $id) { ... on Vote {
  id title status workKind canJoin workCount voteCount visitCount viewerVotesToday viewerVotesLeftToday viewerWorkCount
  rules { votesPerDay votesPerWorkPerDay worksPerPerson picturesPerWork reviewed text }
  works(first: 50, orderBy: VOTES) { totalCount edges { node { id number title voteCount rank viewerVotesToday } } } } } }`;

type Vote = { id: string; upstreamId: string; title: string; status: string };
let h: Harness;
let token: string;
let votes: Vote[];
const byTitle = (t: string) => votes.find((v) => v.title.includes(t))!;

async function upload(as: string): Promise<string> {
  const r = await h.gqlUpload(
    `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`,
    { input: { file: null, kind: 'IMAGE' } },
    { 'input.file': { bytes: PNG, name: 'p.png' } },
    { 'x-token': as },
  );
  return r.data!.uploadFile.file.id as string;
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  token = await h.signIn('13912340201');
  votes = (await h.gql('{ votes(first: 20) { edges { node { id upstreamId title status } } } }')).data!.votes.edges.map(
    (e: { node: Vote }) => e.node,
  );
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('votes', () => {
  it('lists the site’s votes under way first, in one call', async () => {
    const r = await h.gql('{ votes(first: 10) { totalCount edges { node { title status workKind cover { url } workCount voteCount } } } }');
    expect(r.data!.votes.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual([
      'ONGOING',
      'ONGOING',
      'NOT_STARTED',
      'ENDED',
    ]);
    expect(r.upstreamCalls).toBe(1);
    const ended = await h.gql('{ votes(status: ENDED) { edges { node { status } } } }');
    expect(ended.data!.votes.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['ENDED']);
  });

  it('shows a vote with its rules, the viewer’s votes and its ranking in two calls (detail and works)', async () => {
    const r = await h.gql(DETAIL, { id: byTitle('街巷').upstreamId }, { 'x-token': token });
    const v = r.data!.nodeByUpstreamId;
    expect(v).toMatchObject({
      status: 'ONGOING',
      workKind: 'IMAGE',
      canJoin: true,
      workCount: 12,
      viewerVotesToday: 0,
      viewerVotesLeftToday: 3,
      viewerWorkCount: 0,
    });
    expect(v.rules).toMatchObject({ votesPerDay: 3, votesPerWorkPerDay: 1, worksPerPerson: 1, picturesPerWork: 3, reviewed: false });
    const counts = v.works.edges.map((e: { node: { voteCount: number } }) => e.node.voteCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(v.works.edges[0].node.rank).toBe(1);
    expect(r.upstreamCalls).toBe(2);
    const anonymous = await h.gql(DETAIL, { id: byTitle('街巷').upstreamId });
    expect(anonymous.data!.nodeByUpstreamId).toMatchObject({ viewerVotesToday: null, viewerVotesLeftToday: null });
    const search = await h.gql(
      'query($id: ID!) { nodeByUpstreamId(type: "Vote", upstreamId: $id) { ... on Vote { works(keyword: "宽窄") { edges { node { title number } } } } } }',
      { id: byTitle('街巷').upstreamId },
    );
    expect(search.data!.nodeByUpstreamId.works.edges).toEqual([{ node: { title: '宽窄巷子的午后', number: '001' } }]);
  });
});

describe('casting votes by the vote’s rules (gateway first, then the upstream atomically)', () => {
  it('counts a vote; refuses another for the same work today, a vote not started, a vote over, a work not found; without a session UNAUTHENTICATED', async () => {
    const v = (await h.gql(DETAIL, { id: byTitle('街巷').upstreamId }, { 'x-token': token })).data!.nodeByUpstreamId;
    const work = v.works.edges[5].node;
    const first = await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': token });
    expect(first.data!.castVote).toMatchObject({
      errors: [],
      work: { voteCount: work.voteCount + 1, viewerVotesToday: 1 },
      vote: { viewerVotesToday: 1, viewerVotesLeftToday: 2 },
    });
    const again = await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': token });
    expect(again.data!.castVote.errors).toEqual([
      { code: 'VOTE_WORK_LIMIT_REACHED', field: 'workId', limit: 1, message: '今天已为该作品投过票（每件作品每天1票）' },
    ]);
    const notStarted = (await h.gql(DETAIL, { id: byTitle('熊猫').upstreamId }, { 'x-token': token })).data!.nodeByUpstreamId.works.edges[0]
      .node;
    expect(
      (await h.gql(CAST, { input: { workId: notStarted.id } }, { 'x-token': token, 'x-language': 'EN' })).data!.castVote.errors,
    ).toEqual([{ code: 'VOTE_NOT_STARTED', field: 'workId', limit: null, message: 'Voting has not started yet.' }]);
    const over = (await h.gql(DETAIL, { id: byTitle('网红').upstreamId }, { 'x-token': token })).data!.nodeByUpstreamId.works.edges[0].node;
    expect(
      (await h.gql(CAST, { input: { workId: over.id } }, { 'x-token': token })).data!.castVote.errors.map((e: { code: string }) => e.code),
    ).toEqual(['VOTE_ENDED']);
    expect(
      (await h.gql(CAST, { input: { workId: 'Vm90ZVdvcms6OTk5OTk5' } }, { 'x-token': token })).data!.castVote.errors.map(
        (e: { code: string }) => e.code,
      ),
    ).toEqual(['VOTE_NOT_FOUND']);
    expect((await h.gql(CAST, { input: { workId: work.id } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('two votes cast at once for the last vote of the day count once: the other gets VOTE_DAY_LIMIT_REACHED with the limit', async () => {
    const voter = await h.signIn('13912340202');
    const v = (await h.gql(DETAIL, { id: byTitle('街巷').upstreamId }, { 'x-token': voter })).data!.nodeByUpstreamId;
    const works = v.works.edges.map((e: { node: { id: string; voteCount: number } }) => e.node);
    for (const w of works.slice(0, 2))
      expect((await h.gql(CAST, { input: { workId: w.id } }, { 'x-token': voter })).data!.castVote.errors).toEqual([]);
    const both = await Promise.all(
      works.slice(2, 4).map((w: { id: string }) => h.gql(CAST, { input: { workId: w.id } }, { 'x-token': voter })),
    );
    const outcomes = both.map((r) => r.data!.castVote.errors);
    expect(outcomes.filter((e) => e.length === 0)).toHaveLength(1);
    expect(outcomes.flat()).toEqual([
      { code: 'VOTE_DAY_LIMIT_REACHED', field: 'workId', limit: 3, message: '今日投票次数已用完（每天3票），明天再来吧' },
    ]);
    const after = (await h.gql(DETAIL, { id: byTitle('街巷').upstreamId }, { 'x-token': voter })).data!.nodeByUpstreamId;
    expect(after).toMatchObject({ viewerVotesToday: 3, viewerVotesLeftToday: 0 });
    const counted = works
      .slice(2, 4)
      .map(
        (w: { id: string; voteCount: number }) =>
          after.works.edges.find((e: { node: { id: string } }) => e.node.id === w.id).node.voteCount - w.voteCount,
      );
    expect(counted.sort()).toEqual([0, 1]);
    // the gateway refuses the fourth before asking the upstream
    const calls = (await h.dev.calls()).total;
    expect(
      (await h.gql(CAST, { input: { workId: works[5].id } }, { 'x-token': voter })).data!.castVote.errors.map(
        (e: { code: string }) => e.code,
      ),
    ).toEqual(['VOTE_DAY_LIMIT_REACHED']);
    expect((await h.dev.calls()).calls.slice(calls).map((c) => c.path)).not.toContain('res/api/vote/vote');
  });

  it('two votes at once for the last vote a work may get today count once too', async () => {
    const voter = await h.signIn('13912340203');
    const v = (await h.gql(DETAIL, { id: byTitle('非遗').upstreamId }, { 'x-token': voter })).data!.nodeByUpstreamId;
    expect(v.rules).toMatchObject({ votesPerDay: 5, votesPerWorkPerDay: 2 });
    const work = v.works.edges[0].node;
    expect((await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': voter })).data!.castVote.errors).toEqual([]);
    const both = await Promise.all([1, 2].map(() => h.gql(CAST, { input: { workId: work.id } }, { 'x-token': voter })));
    expect(both.flatMap((r) => r.data!.castVote.errors.map((e: { code: string; limit: number }) => [e.code, e.limit]))).toEqual([
      ['VOTE_WORK_LIMIT_REACHED', 2],
    ]);
  });

  it('lists the votes the user voted in', async () => {
    const r = await h.gql(
      '{ viewer { user { voteParticipations { totalCount edges { node { votesCast vote { title status } } } } } } }',
      {},
      { 'x-token': token },
    );
    expect(r.data!.viewer.user.voteParticipations.edges).toEqual([
      { node: { votesCast: 1, vote: { title: '“最美成都街巷”摄影大赛', status: 'ONGOING' } } },
    ]);
  });
});

describe('joining a vote with a work: every item checked in the gateway', () => {
  it('refuses a form without its items, each on its field; texts over their limits; a picture vote without a picture; a video vote without a video', async () => {
    const voteId = byTitle('街巷').id;
    const empty = await h.gql(JOIN, { input: { voteId } }, { 'x-token': token });
    expect(empty.data!.joinVote.errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual([
      ['VOTE_WORK_TITLE_REQUIRED', 'title'],
      ['VOTE_AUTHOR_REQUIRED', 'author'],
      ['PHONE_INVALID', 'phone'],
      ['VOTE_PICTURES_REQUIRED', 'imageIds'],
    ]);
    const long = await h.gql(
      JOIN,
      { input: { voteId, title: '题'.repeat(31), author: '王五', phone: '13912340201', imageIds: [await upload(token)] } },
      { 'x-token': token },
    );
    expect(long.data!.joinVote.errors.map((e: { code: string; field: string; limit: number }) => [e.code, e.field, e.limit])).toEqual([
      ['VOTE_TEXT_TOO_LONG', 'title', 30],
    ]);
    const pictures = await Promise.all([1, 2, 3, 4].map(() => upload(token)));
    const tooMany = await h.gql(
      JOIN,
      { input: { voteId, title: '街巷', author: '王五', phone: '13912340201', imageIds: pictures } },
      { 'x-token': token },
    );
    expect(tooMany.data!.joinVote.errors.map((e: { code: string; limit: number }) => [e.code, e.limit])).toEqual([
      ['VOTE_TOO_MANY_PICTURES', 3],
    ]);
    const video = await h.gql(
      JOIN,
      { input: { voteId: byTitle('非遗').id, title: '蜀绣', author: '王五', phone: '13912340201' } },
      { 'x-token': token },
    );
    expect(video.data!.joinVote.errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual([
      ['VOTE_VIDEO_REQUIRED', 'videoId'],
    ]);
    const closed = await h.gql(
      JOIN,
      { input: { voteId: byTitle('网红').id, title: '打卡', author: '王五', phone: '13912340201', imageIds: [pictures[0]] } },
      { 'x-token': token },
    );
    expect(closed.data!.joinVote.errors.map((e: { code: string }) => e.code)).toEqual(['VOTE_JOIN_CLOSED']);
  });

  it('joins with a picture work (shown at once: the vote reviews nothing), once per person; the author edits it; their works are listed', async () => {
    const voteId = byTitle('街巷').id;
    const picture = await upload(token);
    const joined = await h.gql(
      JOIN,
      { input: { voteId, title: '我的街巷', author: '王五', phone: '13912340201', description: '傍晚', imageIds: [picture] } },
      { 'x-token': token },
    );
    expect(joined.data!.joinVote).toMatchObject({
      errors: [],
      work: { number: '013', title: '我的街巷', status: 'APPROVED', voteCount: 0 },
    });
    const twice = await h.gql(
      JOIN,
      { input: { voteId, title: '第二件', author: '王五', phone: '13912340201', imageIds: [picture] } },
      { 'x-token': token },
    );
    expect(twice.data!.joinVote.errors.map((e: { code: string; limit: number }) => [e.code, e.limit])).toEqual([
      ['VOTE_JOIN_LIMIT_REACHED', 1],
    ]);
    const workId = joined.data!.joinVote.work.id;
    const edited = await h.gql(
      JOIN,
      { input: { voteId, workId, title: '我的街巷（新）', author: '王五', phone: '13912340201', imageIds: [picture] } },
      { 'x-token': token },
    );
    expect(edited.data!.joinVote.work).toMatchObject({ id: workId, title: '我的街巷（新）' });
    const other = await h.signIn('13912340204');
    const notMine = await h.gql(
      JOIN,
      { input: { voteId, workId, title: 'x', author: 'y', phone: '13912340204', imageIds: [await upload(other)] } },
      { 'x-token': other },
    );
    expect(notMine.data!.joinVote.errors.map((e: { code: string }) => e.code)).toEqual(['VOTE_NOT_FOUND']);
    const mine = await h.gql(
      'query($v: ID) { viewer { user { voteWorks(voteId: $v) { edges { node { title status vote { title } } } } } } }',
      { v: voteId },
      { 'x-token': token },
    );
    expect(mine.data!.viewer.user.voteWorks.edges).toEqual([
      { node: { title: '我的街巷（新）', status: 'APPROVED', vote: { title: '“最美成都街巷”摄影大赛' } } },
    ]);
  });

  it('a reviewed vote holds the work back (PENDING) until the organiser passes it', async () => {
    const voteId = byTitle('熊猫').id;
    const joined = await h.gql(
      JOIN,
      { input: { voteId, title: '熊猫徽章', author: '王五', phone: '13912340201', imageIds: [await upload(token)] } },
      { 'x-token': token },
    );
    expect(joined.data!.joinVote.work).toMatchObject({ status: 'PENDING' });
    const upstreamId = (
      await h.gql(
        'query($id: ID!) { node(id: $id) { ... on VoteWork { upstreamId } } }',
        { id: joined.data!.joinVote.work.id },
        { 'x-token': token },
      )
    ).data!.node.upstreamId;
    await h.dev.control('POST', 'votes/audit', { workId: upstreamId, pass: false, reason: '图片不清晰' });
    const refused = await h.gql(
      'query($id: ID!) { node(id: $id) { ... on VoteWork { status refusalReason } } }',
      { id: joined.data!.joinVote.work.id },
      { 'x-token': token },
    );
    expect(refused.data!.node).toEqual({ status: 'REFUSED', refusalReason: '图片不清晰' });
  });

  it("a work under review or refused takes no vote, not even its author's (VOTE_WORK_NOT_APPROVED); nothing is counted and others do not see it", async () => {
    const author = await h.signIn('13912340205');
    const joined = await h.gql(
      JOIN,
      { input: { voteId: byTitle('熊猫').id, title: '熊猫宝宝', author: '李四', phone: '13912340205', imageIds: [await upload(author)] } },
      { 'x-token': author },
    );
    const work = joined.data!.joinVote.work;
    expect(work).toMatchObject({ status: 'PENDING', voteCount: 0 });
    const WORK = 'query($id: ID!) { node(id: $id) { ... on VoteWork { upstreamId status voteCount viewerVotesToday } } }';
    await h.dev.resetCalls();
    const pending = await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': author, 'x-language': 'EN' });
    expect(pending.data!.castVote.errors).toEqual([
      { code: 'VOTE_WORK_NOT_APPROVED', field: 'workId', limit: null, message: 'This work takes votes once it has been approved.' },
    ]);
    // another person does not see a work under review at all
    expect(
      (await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': token })).data!.castVote.errors.map((e: { code: string }) => e.code),
    ).toEqual(['VOTE_NOT_FOUND']);
    const upstreamId = (await h.gql(WORK, { id: work.id }, { 'x-token': author })).data!.node.upstreamId;
    await h.dev.control('POST', 'votes/audit', { workId: upstreamId, pass: false, reason: '与主题无关' });
    const refused = await h.gql(CAST, { input: { workId: work.id } }, { 'x-token': author, 'x-language': 'CN' });
    expect(refused.data!.castVote.errors).toEqual([
      { code: 'VOTE_WORK_NOT_APPROVED', field: 'workId', limit: null, message: '作品审核通过后才能投票' },
    ]);
    expect(
      (await h.dev.calls()).calls.map((c) => c.path),
      'refused before the upstream is asked to count',
    ).not.toContain('res/api/vote/vote');
    expect((await h.gql(WORK, { id: work.id }, { 'x-token': author })).data!.node).toEqual({
      upstreamId,
      status: 'REFUSED',
      voteCount: 0,
      viewerVotesToday: 0,
    });
  });
});
