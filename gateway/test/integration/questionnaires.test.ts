import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const INFO = `query($id: ID!) { nodeByUpstreamId(type: "Questionnaire", upstreamId: $id) { ... on Questionnaire {
  id title status viewerHasAnswered viewerAnsweredAt viewerAnswers { questionId optionIds text rating }
  questions { id kind title required minChoices maxChoices maxLength maxRating options { id label } } } } }`;
const SUBMIT = `mutation($input: SubmitQuestionnaireInput!) { submitQuestionnaire(input: $input) {
  questionnaire { viewerHasAnswered } errors { code field limit message } } }`;

type Question = {
  id: string;
  kind: string;
  title: string;
  required: boolean;
  minChoices: number | null;
  maxChoices: number | null;
  maxLength: number | null;
  maxRating: number | null;
  options: Array<{ id: string; label: string }>;
};
let h: Harness;
let token: string;
let list: Array<{ id: string; upstreamId: string; title: string; status: string }>;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  token = await h.signIn('13912340401');
  list = (
    await h.gql('{ questionnaires(first: 20) { edges { node { id upstreamId title status } } } }', {}, { 'x-token': token })
  ).data!.questionnaires.edges.map((e: { node: unknown }) => e.node);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function questions(title: string): Promise<{ id: string; questions: Question[] }> {
  const q = list.find((x) => x.title === title)!;
  return (await h.gql(INFO, { id: q.upstreamId }, { 'x-token': token })).data!.nodeByUpstreamId;
}

describe('questionnaires', () => {
  it('lists the open ones first in one call; groups with their sections and questionnaires', async () => {
    const r = await h.gql('{ questionnaires { totalCount edges { node { title status questionCount answerCount viewerHasAnswered } } } }');
    expect(r.data!.questionnaires.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['ONGOING', 'ONGOING', 'ENDED']);
    expect(r.upstreamCalls).toBe(1);
    const groups = await h.gql('{ questionnaireGroups { upstreamId title } }');
    const group = groups.data!.questionnaireGroups[0];
    const g = await h.gql(
      'query($id: ID!) { nodeByUpstreamId(type: "QuestionnaireGroup", upstreamId: $id) { ... on QuestionnaireGroup { title sections { key name } hotel: questionnaires(section: "hotel") { edges { node { title } } } all: questionnaires { totalCount } } } }',
      { id: group.upstreamId },
    );
    expect(g.data!.nodeByUpstreamId).toEqual({
      title: '2025 成都文旅服务质量调查',
      sections: [
        { key: 'scenic', name: '景区' },
        { key: 'hotel', name: '住宿' },
        { key: 'service', name: '公共服务' },
      ],
      hotel: { edges: [{ node: { title: '住宿体验评价' } }] },
      all: { totalCount: 3 },
    });
  });

  it('shows single, multiple (min/max), text and rating questions with their limits', async () => {
    const q = await questions('游客满意度调查');
    expect(q.questions.map((x) => [x.kind, x.required])).toEqual([
      ['SINGLE', true],
      ['MULTIPLE', true],
      ['RATING', true],
      ['SINGLE', false],
      ['TEXT', false],
    ]);
    expect(q.questions[1]).toMatchObject({ minChoices: 1, maxChoices: 3, maxLength: null, maxRating: null });
    expect(q.questions[2]).toMatchObject({ maxRating: 5, options: [] });
    expect(q.questions[4]).toMatchObject({ maxLength: 200 });
  });
});

describe('answering: every question checked in the gateway, each on its field', () => {
  it('refuses missing required answers, too few or too many choices, a text too long, a rating out of range, an answer that fits no question; nothing is sent upstream', async () => {
    const q = await questions('文化活动需求调查');
    const [kinds, when, text] = q.questions as [Question, Question, Question];
    const codes = async (answers: unknown[], lang = 'CN') =>
      (
        await h.gql(SUBMIT, { input: { questionnaireId: q.id, answers } }, { 'x-token': token, 'x-language': lang })
      ).data!.submitQuestionnaire.errors.map((e: { code: string; field: string; limit: number | null; message: string }) => [
        e.code,
        e.field,
        e.limit,
        e.message,
      ]);
    const calls = (await h.dev.calls()).total;
    expect(await codes([])).toEqual([
      ['QUESTION_ANSWER_REQUIRED', `answers.${kinds.id}`, null, '此题为必答题'],
      ['QUESTION_ANSWER_REQUIRED', `answers.${when.id}`, null, '此题为必答题'],
      ['QUESTION_ANSWER_REQUIRED', `answers.${text.id}`, null, '此题为必答题'],
    ]);
    const ok = [
      { questionId: when.id, optionIds: [when.options[2]!.id] },
      { questionId: text.id, text: '非遗体验' },
    ];
    expect(await codes([{ questionId: kinds.id, optionIds: [kinds.options[0]!.id] }, ...ok])).toEqual([
      ['QUESTION_TOO_FEW_CHOICES', `answers.${kinds.id}`, 2, '请至少选择2项'],
    ]);
    expect(await codes([{ questionId: kinds.id, optionIds: kinds.options.slice(0, 5).map((o) => o.id) }, ...ok], 'EN')).toEqual([
      ['QUESTION_TOO_MANY_CHOICES', `answers.${kinds.id}`, 4, 'Choose at most 4.'],
    ]);
    const two = { questionId: kinds.id, optionIds: kinds.options.slice(0, 2).map((o) => o.id) };
    expect(await codes([two, ok[0], { questionId: text.id, text: '字'.repeat(101) }])).toEqual([
      ['QUESTION_ANSWER_TOO_LONG', `answers.${text.id}`, 100, '最多输入100个字'],
    ]);
    expect(await codes([two, { questionId: when.id, optionIds: when.options.slice(0, 2).map((o) => o.id) }, ok[1]])).toEqual([
      ['QUESTION_ANSWER_INVALID', `answers.${when.id}`, null, '答案无效，请重新选择'],
    ]);
    expect(await codes([two, ...ok, { questionId: '424242', text: 'x' }])).toEqual([
      ['QUESTION_ANSWER_INVALID', 'answers.424242', null, '答案无效，请重新选择'],
    ]);
    const rating = (await questions('游客满意度调查')).questions[2]!;
    const sat = await questions('游客满意度调查');
    const r = await h.gql(
      SUBMIT,
      {
        input: {
          questionnaireId: sat.id,
          answers: [
            { questionId: sat.questions[0]!.id, optionIds: [sat.questions[0]!.options[0]!.id] },
            { questionId: sat.questions[1]!.id, optionIds: [sat.questions[1]!.options[0]!.id] },
            { questionId: rating.id, rating: 6 },
          ],
        },
      },
      { 'x-token': token },
    );
    expect(r.data!.submitQuestionnaire.errors.map((e: { code: string; limit: number }) => [e.code, e.limit])).toEqual([
      ['QUESTION_RATING_OUT_OF_RANGE', 5],
    ]);
    expect((await h.dev.calls()).calls.slice(calls).map((c) => c.path)).not.toContain('res/api/questionnaire/submit');
  });

  it('takes complete answers once, keeps them for the person, lists it among their questionnaires; refuses it again and a closed one', async () => {
    const q = await questions('文化活动需求调查');
    const [kinds, when, text] = q.questions as [Question, Question, Question];
    const answers = [
      { questionId: kinds.id, optionIds: [kinds.options[1]!.id, kinds.options[4]!.id] },
      { questionId: when.id, optionIds: [when.options[2]!.id] },
      { questionId: text.id, text: '周末非遗市集' },
    ];
    const r = await h.gql(SUBMIT, { input: { questionnaireId: q.id, answers } }, { 'x-token': token });
    expect(r.data!.submitQuestionnaire).toEqual({ questionnaire: { viewerHasAnswered: true }, errors: [] });
    const after = (await h.gql(INFO, { id: list.find((x) => x.title === '文化活动需求调查')!.upstreamId }, { 'x-token': token })).data!
      .nodeByUpstreamId;
    expect(after.viewerAnswers).toEqual([
      { questionId: kinds.id, optionIds: [kinds.options[1]!.id, kinds.options[4]!.id], text: null, rating: null },
      { questionId: when.id, optionIds: [when.options[2]!.id], text: null, rating: null },
      { questionId: text.id, optionIds: [], text: '周末非遗市集', rating: null },
    ]);
    expect(after.viewerAnsweredAt).toMatch(/\+08:00$/);
    const again = await h.gql(SUBMIT, { input: { questionnaireId: q.id, answers } }, { 'x-token': token });
    expect(again.data!.submitQuestionnaire.errors.map((e: { code: string }) => e.code)).toEqual(['QUESTIONNAIRE_ANSWERED']);
    const mine = await h.gql(
      '{ viewer { user { answeredQuestionnaires { edges { node { title viewerHasAnswered } } } } } }',
      {},
      { 'x-token': token },
    );
    expect(mine.data!.viewer.user.answeredQuestionnaires.edges).toEqual([{ node: { title: '文化活动需求调查', viewerHasAnswered: true } }]);
    const ended = await questions('2024 夜游成都调查');
    const closed = await h.gql(
      SUBMIT,
      { input: { questionnaireId: ended.id, answers: [{ questionId: ended.questions[0]!.id, rating: 5 }] } },
      { 'x-token': token },
    );
    expect(closed.data!.submitQuestionnaire.errors.map((e: { code: string }) => e.code)).toEqual(['QUESTIONNAIRE_ENDED']);
    expect((await h.gql(SUBMIT, { input: { questionnaireId: q.id, answers } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses a questionnaire before its window opens (QUESTIONNAIRE_NOT_STARTED), and one that is not the site's or does not exist (QUESTIONNAIRE_NOT_FOUND); nothing is sent upstream", async () => {
    const person = await h.signIn('13912340402');
    const q = await questions('文化活动需求调查');
    const [kinds, when, text] = q.questions as [Question, Question, Question];
    const answers = [
      { questionId: kinds.id, optionIds: [kinds.options[0]!.id, kinds.options[1]!.id] },
      { questionId: when.id, optionIds: [when.options[0]!.id] },
      { questionId: text.id, text: '川剧变脸' },
    ];
    const upstreamId = list.find((x) => x.title === '文化活动需求调查')!.upstreamId;
    const STATE = `query($id: ID!) { nodeByUpstreamId(type: "Questionnaire", upstreamId: $id) { ... on Questionnaire { status viewerHasAnswered } } }`;
    // it opened five days ago: six days back it had not
    await h.dev.setClock({ offsetMs: -6 * 86_400_000 });
    try {
      expect((await h.gql(STATE, { id: upstreamId }, { 'x-token': person })).data!.nodeByUpstreamId).toEqual({
        status: 'NOT_STARTED',
        viewerHasAnswered: false,
      });
      await h.dev.resetCalls();
      const early = await h.gql(SUBMIT, { input: { questionnaireId: q.id, answers } }, { 'x-token': person, 'x-language': 'EN' });
      expect(early.data!.submitQuestionnaire.errors).toEqual([
        { code: 'QUESTIONNAIRE_NOT_STARTED', field: 'questionnaireId', limit: null, message: 'The questionnaire is not open yet.' },
      ]);
      expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/questionnaire/submit');
    } finally {
      await h.dev.resetClock();
    }
    expect((await h.gql(STATE, { id: upstreamId }, { 'x-token': person })).data!.nodeByUpstreamId).toEqual({
      status: 'ONGOING',
      viewerHasAnswered: false,
    });
    // another site's questionnaire, an unknown one, an id of another type
    const elsewhere = (await h.gql('{ questionnaires(first: 1) { edges { node { id title } } } }', {}, { 'x-site-code': 'site513225' }))
      .data!.questionnaires.edges[0].node;
    expect(elsewhere.title).toBe('九寨沟游客满意度调查');
    const unknown = Buffer.from('Questionnaire:999999').toString('base64url');
    const vote = (await h.gql('{ votes(first: 1) { edges { node { id } } } }')).data!.votes.edges[0].node.id;
    await h.dev.resetCalls();
    for (const questionnaireId of [elsewhere.id, unknown, vote]) {
      const r = await h.gql(SUBMIT, { input: { questionnaireId, answers } }, { 'x-token': person, 'x-language': 'CN' });
      expect(r.data!.submitQuestionnaire, questionnaireId).toEqual({
        questionnaire: null,
        errors: [{ code: 'QUESTIONNAIRE_NOT_FOUND', field: 'questionnaireId', limit: null, message: '问卷不存在' }],
      });
    }
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/questionnaire/submit');
  });
});
