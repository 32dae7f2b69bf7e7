import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The activities' further pages against the real reference upstream: the rule texts in the
 * language shown, the activities of one place, the venues' calendar and day, and the satisfaction
 * survey: only the participant of a used activity reservation answers it, once (two answers at
 * once: exactly one wins), every rule checked before the write, another user's order answering
 * as a missing one.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const ORDERS = `query($status: ReservationStatus) { viewer { user { reservationOrders(kind: ACTIVITY, status: $status, first: 20) {
  edges { node { orderCode status surveyPath } } } } } }`;
const SURVEY = `query($c: String!) { activitySurvey(orderCode: $c) { orderCode activityName state starMin starMax commentMaxLength
  comment answeredAt path questions { id text stars } } }`;
const ANSWER = `mutation($in: AnswerActivitySurveyInput!) { answerActivitySurvey(input: $in) {
  errors { code field message } survey { state comment questions { id stars } } } }`;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('activity rules', () => {
  it('answers both texts in the language shown with their paths; the booking page links to both', async () => {
    const cn = await ok('{ b: activityRules(kind: BOOKING) { kind title content path } v: activityRules(kind: VISIT) { title path } }');
    expect(cn.b).toMatchObject({ kind: 'BOOKING', title: '活动预约规则', path: '/activity-rules' });
    expect(cn.b.content).toContain('<p>');
    expect(cn.v).toMatchObject({ title: '文明参观与线上预约须知', path: '/ws-rules' });
    const list = await ok('{ activities(first: 1) { edges { node { rulesLinks { kind path } } } } }');
    expect(list.activities.edges[0].node.rulesLinks).toEqual([
      { kind: 'BOOKING', path: '/activity-rules' },
      { kind: 'VISIT', path: '/ws-rules' },
    ]);
    // the Chengdu site holds its rules in Chinese only: another language shown falls back to them
    const en = await ok('{ activityRules(kind: VISIT) { title } }', {}, undefined, 'EN');
    expect(en.activityRules.title).toBe('文明参观与线上预约须知');
    const guilin = await h.gql('{ activityRules(kind: BOOKING) { title } }', {}, { 'x-site-code': 'site450300' });
    expect(guilin.data?.activityRules).toEqual({ title: 'Activity booking rules' });
  });
});

describe('activities of a place', () => {
  it('lists the activities held at a venue from its page path; an unknown place is null', async () => {
    const venues = await ok('{ places(kind: VENUE, first: 1) { edges { node { ... on Venue { id upstreamId name activitiesPath } } } } }');
    const venue = venues.places.edges[0].node;
    expect(venue.activitiesPath).toBe(`/detail-activity-list/${venue.upstreamId}/VENUE`);
    const place = await ok(
      `query($id: ID!) { activityPlace(id: $id, kind: VENUE) { kind name placePath activities(first: 5) { totalCount edges { node { id name } } pageInfo { hasNextPage } } } }`,
      { id: venue.upstreamId },
    );
    expect(place.activityPlace).toMatchObject({ kind: 'VENUE', name: venue.name });
    expect(place.activityPlace.activities.totalCount).toBeGreaterThan(0);
    const all = await ok('{ activities(first: 1) { totalCount } }');
    expect(place.activityPlace.activities.totalCount).toBeLessThan(all.activities.totalCount);
    expect((await ok('{ activityPlace(id: "999999999", kind: VENUE) { name } }')).activityPlace).toBeNull();
    expect((await ok('{ activityPlace(id: "x", kind: SCENIC_AREA) { name } }')).activityPlace).toBeNull();
  });
});

describe('venue calendar', () => {
  it('counts the days of a month and lists a day with its venues and activities; a bad month or day is refused', async () => {
    const list = await ok('{ activityPlace: places(kind: VENUE, first: 1) { totalCount edges { node { ... on Venue { upstreamId } } } } }');
    const held = await ok(
      'query($id: ID!) { activityPlace(id: $id, kind: VENUE) { activities(first: 1) { edges { node { useStartsAt } } } } }',
      {
        id: list.activityPlace.edges[0].node.upstreamId,
      },
    );
    const month = String(held.activityPlace.activities.edges[0].node.useStartsAt).slice(0, 7);
    const days = (
      await ok('query($m: String!) { venueCalendar(month: $m) { date activityCount venueCount closedVenueCount } }', { m: month })
    ).venueCalendar;
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days[0].date).toBe(`${month}-01`);
    expect(days[0].venueCount).toBeGreaterThan(0);
    expect(days[0].venueCount).toBeLessThanOrEqual(list.activityPlace.totalCount);
    const busy = days.find((d: { activityCount: number }) => d.activityCount > 0);
    expect(busy).toBeTruthy();
    const day = await ok(
      `query($d: String!) { venueDay(date: $d) { date venues { name open detailPath } activities(first: 50) { totalCount } } }`,
      { d: busy.date },
    );
    expect(day.venueDay.venues).toHaveLength(busy.venueCount);
    expect(day.venueDay.venues.filter((v: { open: boolean }) => !v.open)).toHaveLength(busy.closedVenueCount);
    expect(day.venueDay.activities.totalCount).toBe(busy.activityCount);
    expect((await gql('{ venueCalendar(month: "2026-13") { date } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noDay = await gql('{ venueDay(date: "2026-02-30") { date } }');
    expect(noDay.errors).toBeUndefined();
    expect(noDay.data?.venueDay).toBeNull();
  });
});

describe('activity survey', () => {
  it('the participant of a used reservation answers once; the rules are checked first; another user gets a missing order', async () => {
    const first = await h.signIn('13800000001');
    const second = await h.signIn('13800000002');
    const completed = (await ok(ORDERS, { status: 'COMPLETED' }, first)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    const open = completed.find((o: { surveyPath: string | null }) => o.surveyPath);
    expect(open.surveyPath).toBe(`/activity-survey/${open.orderCode}`);
    const toUse = (await ok(ORDERS, { status: 'TO_BE_USED' }, first)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    expect(toUse.length).toBeGreaterThan(0);
    expect(toUse.every((o: { surveyPath: string | null }) => o.surveyPath === null)).toBe(true);

    const survey = (await ok(SURVEY, { c: open.orderCode }, first)).activitySurvey;
    expect(survey).toMatchObject({ state: 'OPEN', starMin: 1, starMax: 5, commentMaxLength: 200, comment: null, path: open.surveyPath });
    expect(survey.questions).toHaveLength(3);
    const ids: string[] = survey.questions.map((q: { id: string }) => q.id);
    const stars = (n: number) => ids.map((questionId) => ({ questionId, stars: n }));

    // anonymous: UNAUTHENTICATED; another user's order: as a missing one
    expect((await gql(SURVEY, { c: open.orderCode })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ok(SURVEY, { c: open.orderCode }, second)).activitySurvey).toBeNull();
    expect((await ok(SURVEY, { c: 'HD000000000000' }, first)).activitySurvey).toBeNull();
    const theirs = (await ok(ANSWER, { in: { orderCode: open.orderCode, answers: stars(5) } }, second)).answerActivitySurvey;
    const missing = (await ok(ANSWER, { in: { orderCode: 'HD000000000000', answers: stars(5) } }, first)).answerActivitySurvey;
    expect(theirs).toEqual(missing);
    expect(theirs.errors[0]).toMatchObject({ code: 'RESOURCE_NOT_FOUND', field: 'orderCode' });

    // not used yet: not open
    const early = (await ok(ANSWER, { in: { orderCode: toUse[0].orderCode, answers: stars(5) } }, first)).answerActivitySurvey;
    expect(early.errors[0]).toMatchObject({ code: 'SURVEY_NOT_OPEN', field: 'orderCode' });

    // every question, only its questions, stars in range, comment length, in the language shown
    const refused = async (input: Record<string, unknown>, language?: string) =>
      (await ok(ANSWER, { in: { orderCode: open.orderCode, ...input } }, first, language)).answerActivitySurvey;
    expect((await refused({ answers: stars(5).slice(0, 2) })).errors[0]).toMatchObject({
      code: 'SURVEY_ANSWERS_INCOMPLETE',
      field: 'answers',
    });
    expect((await refused({ answers: [...stars(5), { questionId: ids[0], stars: 4 }] })).errors[0].code).toBe('SURVEY_ANSWERS_INCOMPLETE');
    expect((await refused({ answers: [...stars(5).slice(1), { questionId: '999999', stars: 4 }] })).errors[0].code).toBe(
      'SURVEY_ANSWERS_INCOMPLETE',
    );
    expect((await refused({ answers: stars(6) })).errors[0]).toMatchObject({ code: 'STAR_OUT_OF_RANGE', field: 'answers' });
    expect((await refused({ answers: stars(0) })).errors[0].code).toBe('STAR_OUT_OF_RANGE');
    const long = await refused({ answers: stars(4), comment: '好'.repeat(201) }, 'EN');
    expect(long.errors[0]).toMatchObject({ code: 'COMMENT_TOO_LONG', field: 'comment' });
    const incomplete = await refused({ answers: [] }, 'FRENCH');
    expect(incomplete.errors[0].message).toBe('Notez chaque question.');
    expect((await ok(SURVEY, { c: open.orderCode }, first)).activitySurvey.state).toBe('OPEN');

    // two answers at once: exactly one wins, the other is told it was answered
    const both = await Promise.all([
      ok(ANSWER, { in: { orderCode: open.orderCode, answers: stars(4), comment: ' 很好 ' } }, first),
      ok(ANSWER, { in: { orderCode: open.orderCode, answers: stars(3), comment: '一般' } }, first),
    ]);
    const results = both.map((r) => r.answerActivitySurvey);
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(1);
    expect(results.find((r) => r.errors.length > 0).errors[0].code).toBe('SURVEY_ALREADY_ANSWERED');
    const winner = results.find((r) => r.errors.length === 0).survey;
    expect(winner.state).toBe('ANSWERED');
    expect(['很好', '一般']).toContain(winner.comment);

    const again = (await ok(ANSWER, { in: { orderCode: open.orderCode, answers: stars(5) } }, first)).answerActivitySurvey;
    expect(again.errors[0]).toMatchObject({ code: 'SURVEY_ALREADY_ANSWERED' });
    const read = (await ok(SURVEY, { c: open.orderCode }, first)).activitySurvey;
    expect(read.state).toBe('ANSWERED');
    expect(read.answeredAt).toBeTruthy();
    expect(read.questions.every((q: { stars: number }) => q.stars === (winner.comment === '很好' ? 4 : 3))).toBe(true);
    const after = (await ok(ORDERS, { status: 'COMPLETED' }, first)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    expect(after.find((o: { orderCode: string }) => o.orderCode === open.orderCode).surveyPath).toBeNull();
  });
});
