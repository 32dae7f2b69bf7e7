// An upstream refusal is read by the domain that called: its family's words first, then the
// meanings every family shares. The same words from another family never decide the code (the
// upstream's answers are forced here through its dev channel's fault rules, code 1 with a message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.signIn('13912340301');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const auth = () => ({ 'x-token': token });
const refuseOnce = (path: string, message: string) => h.dev.addFault({ path, mode: 'code', code: 1, message, times: 1 });

async function ongoingWork(): Promise<string> {
  const votes = (await h.gql('{ votes(first: 20) { edges { node { upstreamId title status } } } }')).data!.votes.edges.map(
    (e: { node: { upstreamId: string; title: string; status: string } }) => e.node,
  );
  const vote = votes.find((v: { title: string }) => v.title.includes('街巷'))!;
  const detail = await h.gql(
    'query($id: ID!) { nodeByUpstreamId(type: "Vote", upstreamId: $id) { ... on Vote { works(first: 20) { edges { node { id } } } } } }',
    { id: vote.upstreamId },
    auth(),
  );
  return detail.data!.nodeByUpstreamId.works.edges[1].node.id as string;
}

const CAST = 'mutation($input: CastVoteInput!) { castVote(input: $input) { errors { code field message } } }';

describe('refusals are read by the calling domain', () => {
  it("votes: 不在报名时间内 is the vote's sign-up closed (not a booking's), 投票活动不存在 the vote not found", async () => {
    const workId = await ongoingWork();
    await refuseOnce('res/api/vote/vote', '不在报名时间内');
    expect((await h.gql(CAST, { input: { workId } }, auth())).data!.castVote.errors.map((e: { code: string }) => e.code)).toEqual([
      'VOTE_JOIN_CLOSED',
    ]);
    await refuseOnce('res/api/vote/vote', '投票活动不存在');
    expect((await h.gql(CAST, { input: { workId } }, auth())).data!.castVote.errors.map((e: { code: string }) => e.code)).toEqual([
      'VOTE_NOT_FOUND',
    ]);
  });

  it("itineraries: a name too long is the itinerary's own code, not a volunteer form's text rule", async () => {
    const rec = (await h.gql('{ recommendedItineraries { edges { node { id } } } }')).data!.recommendedItineraries.edges[0].node;
    await refuseOnce('resExt/api/journey/copy', '行程名称过长');
    const copied = await h.gql(
      'mutation($input: CopyItineraryInput!) { copyItinerary(input: $input) { errors { code } } }',
      { input: { itineraryId: rec.id } },
      auth(),
    );
    expect(copied.data!.copyItinerary.errors.map((e: { code: string }) => e.code)).toEqual(['ITINERARY_NAME_TOO_LONG']);
  });

  it("courses: 内容过长 is not a story's text too long: the server's words, as REFUSED", async () => {
    const course = (await h.gql('{ courses(first: 1) { edges { node { id } } } }', {}, auth())).data!.courses.edges[0].node;
    const lessons = (
      await h.gql(
        'query($id: ID!) { node(id: $id) { ... on Course { chapters { lessons { id kind durationSeconds } } } } }',
        { id: course.id },
        auth(),
      )
    ).data!.node.chapters.flatMap((c: { lessons: Array<{ id: string; kind: string; durationSeconds: number | null }> }) => c.lessons);
    const video = lessons.find((l: { kind: string }) => l.kind === 'VIDEO');
    await refuseOnce('res/api/schoolUser/saveProgress', '内容过长');
    const saved = await h.gql(
      'mutation($input: SaveLessonProgressInput!) { saveLessonProgress(input: $input) { errors { code message } } }',
      { input: { lessonId: video.id, positionSeconds: 1, durationSeconds: video.durationSeconds } },
      auth(),
    );
    expect(saved.data!.saveLessonProgress.errors).toEqual([{ code: 'REFUSED', message: '内容过长' }]);
  });

  it("a family's words reach no other domain: a story's 标题过长 on a vote is the server's words", async () => {
    const workId = await ongoingWork();
    await refuseOnce('res/api/vote/vote', '标题过长');
    expect((await h.gql(CAST, { input: { workId } }, auth())).data!.castVote.errors).toEqual([
      { code: 'REFUSED', field: 'workId', message: '标题过长' },
    ]);
  });
});
