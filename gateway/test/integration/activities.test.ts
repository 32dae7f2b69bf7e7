/**
 * Activities over the real upstream: the list with types, modes, booking buttons and policies, the
 * classifies and the calendar, comments on an activity, the detail with its sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;

const { gql, ok } = clientOf(() => h);

const signIn = (phone: string) => h.signIn(phone);
const ACTIVITY = `id name type mode modeCode price points needsReview maxSeatsPerOrder remainingSeats totalSeats bookingButton timeState signUpOpen
  externalUrl useStartsAt signUpEndsAt cancelPolicy { cancellable hoursBeforeStart } classify { id name } tags`;
const activityId = (raw: number) => toGlobalId('Activity', raw);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('activities', () => {
  it('lists activities with types, modes, buttons and policies; classifies and the calendar', async () => {
    const data = await ok(`{ activities(first: 50) { totalCount edges { node { ${ACTIVITY} } } }
      activityClassifies { id name } }`);
    expect(data.activities.totalCount).toBeGreaterThanOrEqual(40);
    const byId = new Map<string, any>(data.activities.edges.map((e: any) => [e.node.id, e.node]));
    expect(byId.get(activityId(80007))).toMatchObject({
      type: 'BOOKING',
      mode: 'FREE_BOOKING',
      bookingButton: 'BOOK',
      remainingSeats: 5,
      maxSeatsPerOrder: 1,
    });
    expect(byId.get(activityId(80011))).toMatchObject({
      bookingButton: 'SOLD_OUT',
      remainingSeats: 0,
      cancelPolicy: { cancellable: false },
    });
    expect(byId.get(activityId(80012))).toMatchObject({
      bookingButton: 'EXTERNAL',
      externalUrl: 'https://volunteer.example.cn/chengdu-marathon',
      mode: 'VOLUNTEER_RECRUITMENT',
    });
    expect(byId.get(activityId(80008))).toMatchObject({ needsReview: true, cancelPolicy: { cancellable: true, hoursBeforeStart: 24 } });
    expect(byId.get(activityId(80010))).toMatchObject({ mode: 'PAID_SIGN_UP', price: 68 });
    const modes = new Set([...byId.values()].map((a) => a.mode));
    expect(modes.size).toBeGreaterThanOrEqual(8);
    expect(data.activityClassifies.length).toBeGreaterThanOrEqual(6);
    const month = new Date(h.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const calendar = (await ok('query($m: String!) { activityCalendar(month: $m) { date activityCount hasActivities } }', { m: month }))
      .activityCalendar;
    expect(calendar.length).toBeGreaterThanOrEqual(28);
    expect(calendar.some((d: any) => d.hasActivities && d.activityCount > 0)).toBe(true);
    expect(calendar.every((d: any) => d.hasActivities === d.activityCount > 0)).toBe(true);
    const bad = await gql('{ activityCalendar(month: "2026-13") { date } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('activities take comments like places and news: the comment is listed and counted', async () => {
    const token = await signIn('13911110012');
    const id = activityId(80008);
    const COMMENTS = `query($id: ID!) { node(id: $id) { ... on Activity { interactions { commentCount } commentSummary { total } comments(first: 3) { totalCount edges { node { content } } } } } }`;
    const before = (await ok(COMMENTS, { id })).node;
    const added = await ok(
      `mutation($in: AddCommentInput!) { addComment(input: $in) { commentEdge { node { content } } resource { id ... on Activity { commentSummary { total } } } errors { code } } }`,
      { in: { resourceId: id, content: '活动组织得很好', star: 5 } },
      token,
    );
    expect(added.addComment).toMatchObject({
      errors: [],
      commentEdge: { node: { content: '活动组织得很好' } },
      resource: { id, commentSummary: { total: before.commentSummary.total + 1 } },
    });
    const after = (await ok(COMMENTS, { id })).node;
    expect(after.comments.totalCount).toBe(before.comments.totalCount + 1);
    expect(after.comments.edges[0].node.content).toBe('活动组织得很好');
  });

  it('filters by classify and answers the detail with sessions and the introduction', async () => {
    const classifies = (await ok('{ activityClassifies { id name } }')).activityClassifies;
    const filtered = await ok('query($c: ID) { activities(classifyId: $c, first: 50) { edges { node { classify { id } } } } }', {
      c: classifies[0].id,
    });
    expect(filtered.activities.edges.every((e: any) => e.node.classify?.id === classifies[0].id)).toBe(true);
    const detail = await ok(
      'query($id: ID!) { node(id: $id) { ... on Activity { introduction sessions { id startsAt endsAt remaining total bookable } } } }',
      { id: activityId(80008) },
    );
    expect(detail.node.sessions).toHaveLength(2);
    expect(detail.node.introduction).toBeTruthy();
  });
});
