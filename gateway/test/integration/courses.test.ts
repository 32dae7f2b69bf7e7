import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaEntry } from '@ctp/upstream/testing';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let demo: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 5000 });
  demo = await h.signIn('13800000001');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const auth = (token: string) => ({ 'x-token': token });
let phones = 0;
/** A fresh learner (a new phone signs up on first sign-in). */
const newLearner = () => h.signIn(`1391000${String(++phones).padStart(4, '0')}`);

const QUESTION = 'id position kind stem score options { key text }';
const RECORD = `id upstreamId kind title score totalScore passScore passed correctCount questionCount autoSubmitted durationSeconds resolutionPath
  resolution { locked items { question { id kind } given { choices text } correct isCorrect scoreEarned analysis } }`;
const ERRORS = 'errors { code field message limit }';

async function firstCourse(token?: string) {
  const r = await h.gql(
    `{ courses(first: 10) { totalCount edges { node { id upstreamId name lessonCount practiceSetCount examPaperCount detailPath viewerProgress { percent finishedLessons resumePath } } } } }`,
    {},
    token ? auth(token) : {},
  );
  expect(r.errors).toBeUndefined();
  return r.data!.courses.edges[0].node;
}

async function practiceSets(courseId: string, token?: string) {
  const r = await h.gql(
    `query($id: ID!) { node(id: $id) { ... on Course { practiceSets { totalCount edges { node { id name questionCount totalScore takePath questions { ${QUESTION} } viewerResults { attempts lastScore lastRecordId } } } } } } }`,
    { id: courseId },
    token ? auth(token) : {},
  );
  expect(r.errors).toBeUndefined();
  return r.data!.node.practiceSets.edges.map((e: any) => e.node);
}

/** The key of a set, as the resolution shows it after a throw-away learner hands it in blank. */
async function keyOfSet(setId: string): Promise<Map<string, { kind: string; correct: string[] }>> {
  const token = await newLearner();
  const r = await h.gql(
    `mutation($input: SubmitPracticeInput!) { submitPractice(input: $input) { record { ${RECORD} } ${ERRORS} } }`,
    { input: { practiceSetId: setId, answers: [] } },
    auth(token),
  );
  expect(r.data!.submitPractice.errors).toEqual([]);
  return new Map(
    r.data!.submitPractice.record.resolution.items.map((i: any) => [i.question.id, { kind: i.question.kind, correct: i.correct }]),
  );
}

const answerOf = (questionId: string, key: { kind: string; correct: string[] }) =>
  key.kind === 'FILL_IN' ? { questionId, text: key.correct[0] } : { questionId, choices: key.correct };

/** A wrong answer of a question, given its key. */
function wrongOf(q: { id: string; kind: string; options: Array<{ key: string }> }, key: { correct: string[] }) {
  if (q.kind === 'FILL_IN') return { questionId: q.id, text: 'nope' };
  if (q.kind === 'TRUE_FALSE') return { questionId: q.id, choices: [key.correct[0] === 'TRUE' ? 'FALSE' : 'TRUE'] };
  if (q.kind === 'MULTIPLE_CHOICE' && key.correct.length > 1) return { questionId: q.id, choices: key.correct.slice(1) };
  return { questionId: q.id, choices: [q.options.map((o) => o.key).find((k) => !key.correct.includes(k))!] };
}

describe('courses and lessons', () => {
  it("lists the site's courses and opens one with its chapters of video, audio and text lessons in one upstream call", async () => {
    const course = await firstCourse();
    expect(course.lessonCount).toBeGreaterThan(0);
    expect(course.viewerProgress).toBeNull();
    const r = await h.gql(
      `query($type: String!, $id: ID!) { nodeByUpstreamId(type: $type, upstreamId: $id) { ... on Course { name teacher { name title } introduction cover { url } chapters { title lessons { id kind title mediaUrl durationSeconds content path } } } } }`,
      { type: 'Course', id: course.upstreamId },
    );
    expect(r.errors).toBeUndefined();
    expect(r.upstreamCalls).toBe(1);
    const detail = r.data!.nodeByUpstreamId;
    expect(detail.teacher.name.length).toBeGreaterThan(0);
    expect(detail.introduction).toContain('<p>');
    const lessons = detail.chapters.flatMap((c: any) => c.lessons);
    expect(new Set(lessons.map((l: any) => l.kind))).toEqual(new Set(['VIDEO', 'AUDIO', 'TEXT']));
    const video = lessons.find((l: any) => l.kind === 'VIDEO');
    expect(video.mediaUrl).toMatch(/\/files\/media\/lesson-\d+--[\w-]+\.webm$/);
    // the lesson lasts what the catalogue file its media name plays lasts
    const played = mediaEntry(/([\w-]+)\.webm$/.exec(video.mediaUrl)![1]!, 'webm');
    expect(video.durationSeconds).toBeCloseTo(played.seconds, 0);
    expect(played.subject).toBe('craft');
    expect(video.path).toMatch(new RegExp(`^/course-desc/${course.upstreamId}/\\d+$`));
    const text = lessons.find((l: any) => l.kind === 'TEXT');
    expect(text.mediaUrl).toBeNull();
    expect(text.content).toContain('<p>');
  });

  it('remembers where the learner stopped in a lesson (server-side, per lesson) and counts finished lessons', async () => {
    const token = await newLearner();
    const course = await firstCourse(token);
    expect(course.viewerProgress).toMatchObject({ percent: 0, finishedLessons: 0, resumePath: course.detailPath });
    const lessons = (
      await h.gql(
        `query($id: ID!) { node(id: $id) { ... on Course { chapters { lessons { id kind durationSeconds } } } } }`,
        { id: course.id },
        auth(token),
      )
    ).data!.node.chapters.flatMap((c: any) => c.lessons);
    const video = lessons.find((l: any) => l.kind === 'VIDEO');
    const SAVE = `mutation($input: SaveLessonProgressInput!) { saveLessonProgress(input: $input) { lesson { id path viewerProgress { positionSeconds finished } } course { viewerProgress { percent finishedLessons lastLessonId resumePath } } ${ERRORS} } }`;
    const saved = await h.gql(
      SAVE,
      { input: { lessonId: video.id, positionSeconds: 2.4, durationSeconds: video.durationSeconds } },
      auth(token),
    );
    expect(saved.data!.saveLessonProgress).toMatchObject({
      errors: [],
      lesson: { viewerProgress: { positionSeconds: 2.4, finished: false } },
      course: { viewerProgress: { finishedLessons: 0, lastLessonId: video.id } },
    });
    expect(saved.data!.saveLessonProgress.course.viewerProgress.resumePath).toBe(saved.data!.saveLessonProgress.lesson.path);
    // another request (another device) sees the same position
    const again = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on Lesson { viewerProgress { positionSeconds finished } } } }`,
      { id: video.id },
      auth(token),
    );
    expect(again.data!.node.viewerProgress).toEqual({ positionSeconds: 2.4, finished: false });
    // the end finishes it
    const end = await h.gql(
      SAVE,
      { input: { lessonId: video.id, positionSeconds: video.durationSeconds, durationSeconds: video.durationSeconds } },
      auth(token),
    );
    expect(end.data!.saveLessonProgress.course.viewerProgress.finishedLessons).toBe(1);
    expect(end.data!.saveLessonProgress.course.viewerProgress.percent).toBe(Math.round(100 / lessons.length));
    // a text lesson is finished when read
    const text = lessons.find((l: any) => l.kind === 'TEXT');
    const read = await h.gql(SAVE, { input: { lessonId: text.id, positionSeconds: 0, finished: true } }, auth(token));
    expect(read.data!.saveLessonProgress.course.viewerProgress.finishedLessons).toBe(2);
    // the course is now among "my courses"
    const mine = await h.gql(
      `{ viewer { user { courses { totalCount edges { node { id viewerProgress { finishedLessons } } } } } } }`,
      {},
      auth(token),
    );
    expect(mine.data!.viewer.user.courses.edges.map((e: any) => e.node.id)).toEqual([course.id]);
  });

  it('refuses a position before the start or past the end before calling the upstream, and needs a session', async () => {
    const course = await firstCourse();
    const lesson = (await h.gql(`query($id: ID!) { node(id: $id) { ... on Course { chapters { lessons { id } } } } }`, { id: course.id }))
      .data!.node.chapters[0].lessons[0];
    const SAVE = `mutation($input: SaveLessonProgressInput!) { saveLessonProgress(input: $input) { lesson { id } ${ERRORS} } }`;
    for (const input of [{ positionSeconds: -1 }, { positionSeconds: 30, durationSeconds: 4 }]) {
      const r = await h.gql(SAVE, { input: { lessonId: lesson.id, ...input } }, { ...auth(demo), 'x-language': 'CN' });
      expect(r.data!.saveLessonProgress.errors).toEqual([
        { code: 'LESSON_POSITION_INVALID', field: 'positionSeconds', message: '学习进度不正确', limit: null },
      ]);
      expect(r.upstreamCalls).toBe(0);
    }
    const anonymous = await h.gql(SAVE, { input: { lessonId: lesson.id, positionSeconds: 1 } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the answer key never reaches a client before submission', () => {
  it('no type a client can read before handing in carries an answer, a key or an explanation', async () => {
    const r = await h.gql(
      `{ __schema { types { name kind fields { name type { name kind ofType { name kind ofType { name kind ofType { name } } } } } } } }`,
    );
    const types = r.data!.__schema.types as Array<{ name: string; kind: string; fields: Array<{ name: string; type: any }> | null }>;
    const byName = new Map(types.map((t) => [t.name, t]));
    const named = (t: any): string => (t.name ? t.name : named(t.ofType));
    // every type reachable from the question-bearing fields of a paper, an attempt and a practice set
    const reach = (start: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(start)) return seen;
      const type = byName.get(start);
      if (type?.kind !== 'OBJECT') return seen;
      seen.add(start);
      for (const f of type.fields ?? []) {
        // AnswerRecord is the handed-in result: it is where the key lives, by design
        if (named(f.type) === 'AnswerRecord' || named(f.type) === 'AnswerResolution') continue;
        reach(named(f.type), seen);
      }
      return seen;
    };
    const before = new Set([...reach('Question'), ...reach('ExamAttempt'), ...reach('PracticeSet'), ...reach('ExamPaper')]);
    expect(before).toContain('Question');
    expect(before).toContain('GivenAnswer');
    for (const name of before) {
      for (const f of byName.get(name)!.fields ?? []) {
        expect(`${name}.${f.name}`).not.toMatch(
          /\.(correct\w*|answerKey|rightAnswer|key(s)?Answer|analysis|isCorrect|scoreEarned|solution)$/i,
        );
      }
    }
    // the key is only on QuestionResolution, reached only from AnswerRecord.resolution
    const holders = types
      .filter((t) => (t.fields ?? []).some((f) => named(f.type) === 'QuestionResolution' || named(f.type) === 'AnswerResolution'))
      .map((t) => t.name);
    expect(holders.sort()).toEqual(['AnswerRecord', 'AnswerResolution']);
  });

  it('a practice set and an exam attempt, queried with every field, hold no part of the key', async () => {
    const course = await firstCourse();
    const [set] = await practiceSets(course.id);
    const key = await keyOfSet(set.id);
    const analyses = (
      await h.gql(
        `mutation($input: SubmitPracticeInput!) { submitPractice(input: $input) { record { resolution { items { analysis correct } } } } }`,
        { input: { practiceSetId: set.id, answers: [] } },
        auth(await newLearner()),
      )
    ).data!.submitPractice.record.resolution.items.map((i: any) => i.analysis as string);
    const token = await newLearner();
    const before = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on PracticeSet { id name questions { ${QUESTION} } } } }`,
      { id: set.id },
      auth(token),
    );
    const raw = JSON.stringify(before.data);
    for (const text of analyses) expect(raw).not.toContain(text);
    const fillKey = [...key.values()].find((k) => k.kind === 'FILL_IN')!;
    expect(raw).not.toContain(fillKey.correct[0]);

    const paper = (await h.gql(`{ examPapers { edges { node { id courseId } } } }`))
      .data!.examPapers.edges.map((e: any) => e.node)
      .find((p: any) => p.courseId === null);
    const started = await h.gql(
      `mutation($id: ID!) { startExam(input: { paperId: $id }) { attempt { id deadline remainingSeconds questions { ${QUESTION} } answers { questionId choices text } } ${ERRORS} } }`,
      { id: paper.id },
      auth(token),
    );
    expect(started.data!.startExam.errors).toEqual([]);
    const attemptRaw = JSON.stringify(started.data);
    expect(attemptRaw).not.toMatch(/rightAnswer|analysis|correct/i);
  });
});

describe('practice', () => {
  it('scores a submission on the server (gateway checks first) and resolves it', async () => {
    const course = await firstCourse();
    const [set] = await practiceSets(course.id);
    const key = await keyOfSet(set.id);
    const token = await newLearner();
    const questions = set.questions as Array<{ id: string; kind: string; score: number; options: Array<{ key: string }> }>;
    // all right but the first
    const answers = questions.map((q, i) => (i === 0 ? wrongOf(q as never, key.get(q.id)!) : answerOf(q.id, key.get(q.id)!)));
    const r = await h.gql(
      `mutation($input: SubmitPracticeInput!) { submitPractice(input: $input) { record { ${RECORD} } practiceSet { viewerResults { attempts lastScore lastRecordId } } ${ERRORS} } }`,
      { input: { practiceSetId: set.id, answers } },
      auth(token),
    );
    const out = r.data!.submitPractice;
    expect(out.errors).toEqual([]);
    const total = questions.reduce((n, q) => n + q.score, 0);
    expect(out.record).toMatchObject({
      kind: 'PRACTICE',
      score: total - questions[0]!.score,
      totalScore: total,
      correctCount: questions.length - 1,
      passed: null,
      passScore: null,
    });
    expect(out.record.resolution.locked).toBe(false);
    expect(out.record.resolution.items.map((i: any) => i.isCorrect)).toEqual(questions.map((_, i) => i !== 0));
    expect(out.record.resolution.items[0].scoreEarned).toBe(0);
    expect(out.record.resolutionPath).toBe(`/answer-resolution/${out.record.upstreamId}/practice`);
    expect(out.practiceSet.viewerResults).toMatchObject({ attempts: 1, lastScore: out.record.score, lastRecordId: out.record.id });
    // the results list
    const results = await h.gql(
      `{ viewer { user { answerRecords(kind: PRACTICE) { totalCount edges { node { id score } } } } } }`,
      {},
      auth(token),
    );
    expect(results.data!.viewer.user.answerRecords.edges[0].node).toEqual({ id: out.record.id, score: out.record.score });
  });

  it('refuses answers that are not answers of their question, before calling the upstream', async () => {
    const course = await firstCourse();
    const [set, other] = await practiceSets(course.id);
    const qs = set.questions as Array<{ id: string; kind: string; options: Array<{ key: string }> }>;
    const single = qs.find((q) => q.kind === 'SINGLE_CHOICE')!;
    const judge = qs.find((q) => q.kind === 'TRUE_FALSE')!;
    const fill = qs.find((q) => q.kind === 'FILL_IN')!;
    const multiple = qs.find((q) => q.kind === 'MULTIPLE_CHOICE')!;
    const foreign = (other.questions as Array<{ id: string }>).find((q) => !qs.some((x) => x.id === q.id))!;
    const cases: Array<[unknown[], string, number | null]> = [
      [[{ questionId: single.id, choices: ['A', 'B'] }], 'ANSWER_INVALID', null],
      [[{ questionId: single.id, choices: ['Z'] }], 'ANSWER_INVALID', null],
      [[{ questionId: multiple.id, choices: ['A', 'A'] }], 'ANSWER_INVALID', null],
      [[{ questionId: judge.id, choices: ['A'] }], 'ANSWER_INVALID', null],
      [[{ questionId: fill.id, choices: ['A'] }], 'ANSWER_INVALID', null],
      [[{ questionId: foreign.id, choices: ['A'] }], 'ANSWER_INVALID', null],
      [
        [
          { questionId: single.id, choices: ['A'] },
          { questionId: single.id, choices: ['B'] },
        ],
        'ANSWER_INVALID',
        null,
      ],
      [[{ questionId: fill.id, text: '长'.repeat(101) }], 'ANSWER_TOO_LONG', 100],
    ];
    for (const [answers, code, limit] of cases) {
      const r = await h.gql(
        `mutation($input: SubmitPracticeInput!) { submitPractice(input: $input) { record { id } ${ERRORS} } }`,
        { input: { practiceSetId: set.id, answers } },
        { ...auth(demo), 'x-language': 'EN' },
      );
      expect(r.data!.submitPractice.record, JSON.stringify(answers)).toBeNull();
      expect(r.data!.submitPractice.errors[0], JSON.stringify(answers)).toMatchObject({ code, limit });
      expect(r.data!.submitPractice.errors[0].message.length).toBeGreaterThan(5);
      // only the set (its questions) was read: nothing was submitted
      expect(r.upstreamCalls).toBe(1);
    }
  });
});

describe('exams', () => {
  const PAPER = `id name timeLimitMinutes totalScore passScore attemptLimit availability takerCount takePath
    viewerStatus { state attemptsUsed attemptsLeft bestScore canStart }
    viewerAttempt { id deadline remainingSeconds questions { ${QUESTION} } answers { questionId choices text } }`;
  const START = `mutation($id: ID!) { startExam(input: { paperId: $id }) { attempt { id remainingSeconds questions { ${QUESTION} } } paper { viewerStatus { state } } ${ERRORS} } }`;
  const SAVE = `mutation($input: SaveExamAnswerInput!) { saveExamAnswer(input: $input) { answeredCount remainingSeconds record { id score autoSubmitted } ${ERRORS} } }`;
  const SUBMIT = `mutation($input: SubmitExamInput!) { submitExam(input: $input) { record { ${RECORD} } paper { viewerStatus { state attemptsLeft canStart } statistics { viewerRank viewerBestScore viewerPassed takerCount } } ${ERRORS} } }`;

  async function quiz(token: string) {
    const r = await h.gql(`{ examPapers { edges { node { ${PAPER} courseId } } } }`, {}, auth(token));
    return r.data!.examPapers.edges.map((e: any) => e.node).find((p: any) => p.courseId === null);
  }

  /** The quiz's key, from the resolution of a throw-away learner's hand-in (a one-attempt paper publishes it then). */
  let quizKey: Map<string, { kind: string; correct: string[] }> | null = null;
  async function keyOfQuiz(paperId: string) {
    if (quizKey) return quizKey;
    const token = await newLearner();
    const attempt = (await h.gql(START, { id: paperId }, auth(token))).data!.startExam.attempt;
    const done = (await h.gql(SUBMIT, { input: { attemptId: attempt.id, answers: [] } }, auth(token))).data!.submitExam.record;
    quizKey = new Map(done.resolution.items.map((i: any) => [i.question.id, { kind: i.question.kind, correct: i.correct }]));
    return quizKey;
  }

  it('a timed attempt keeps its answers on the server, survives a reload, is scored once and ranked', async () => {
    const token = await newLearner();
    const paper = await quiz(token);
    expect(paper).toMatchObject({
      timeLimitMinutes: 15,
      attemptLimit: 1,
      availability: 'OPEN',
      viewerStatus: { state: 'NOT_STARTED', attemptsUsed: 0, attemptsLeft: 1, canStart: true },
      viewerAttempt: null,
    });
    const key = await keyOfQuiz(paper.id);
    // two taps on "start": one attempt
    const [a, b] = await Promise.all([h.gql(START, { id: paper.id }, auth(token)), h.gql(START, { id: paper.id }, auth(token))]);
    expect(a.data!.startExam.attempt.id).toBe(b.data!.startExam.attempt.id);
    const attempt = a.data!.startExam.attempt;
    expect(attempt.remainingSeconds).toBeGreaterThan(15 * 60 - 10);
    const [q1, q2, ...rest] = attempt.questions as Array<{ id: string }>;
    const saved = await h.gql(SAVE, { input: { attemptId: attempt.id, answer: answerOf(q1!.id, key.get(q1!.id)!) } }, auth(token));
    expect(saved.data!.saveExamAnswer).toMatchObject({ errors: [], answeredCount: 1 });
    await h.gql(SAVE, { input: { attemptId: attempt.id, answer: answerOf(q2!.id, key.get(q2!.id)!) } }, auth(token));
    // a reload: the paper gives the attempt back with the saved answers and less time
    const reloaded = await quiz(token);
    expect(reloaded.viewerStatus.state).toBe('IN_PROGRESS');
    expect(reloaded.viewerAttempt.id).toBe(attempt.id);
    expect(reloaded.viewerAttempt.answers.map((x: any) => x.questionId)).toEqual([q1!.id, q2!.id]);
    expect(reloaded.viewerAttempt.remainingSeconds).toBeLessThanOrEqual(attempt.remainingSeconds);
    // hand in the rest, twice at once: one wins
    const input = { attemptId: attempt.id, answers: rest.map((q) => answerOf(q.id, key.get(q.id)!)) };
    const [s1, s2] = await Promise.all([h.gql(SUBMIT, { input }, auth(token)), h.gql(SUBMIT, { input }, auth(token))]);
    const outcomes = [s1, s2].map((s) => s.data!.submitExam);
    const won = outcomes.filter((o) => o.errors.length === 0);
    expect(won.length).toBe(1);
    expect(outcomes.find((o) => o.errors.length > 0)!.errors[0].code).toBe('EXAM_ALREADY_SUBMITTED');
    const record = won[0]!.record;
    expect(record).toMatchObject({
      kind: 'EXAM',
      score: 100,
      totalScore: 100,
      passScore: 60,
      passed: true,
      correctCount: 10,
      autoSubmitted: false,
    });
    expect(record.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(won[0]!.paper.viewerStatus).toMatchObject({ state: 'FINISHED', attemptsLeft: 0, canStart: false });
    expect(won[0]!.paper.statistics).toMatchObject({ viewerRank: 1, viewerBestScore: 100, viewerPassed: true });
    const ranking = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on ExamPaper { ranking(first: 50) { totalCount edges { node { rank nickname score isViewer durationSeconds } } } } } }`,
      { id: paper.id },
      auth(token),
    );
    const entries = ranking.data!.node.ranking.edges.map((e: any) => e.node);
    expect(entries.find((e: any) => e.isViewer)).toMatchObject({ rank: 1, score: 100 });
    expect(entries.length).toBe(ranking.data!.node.ranking.totalCount);
    // no attempt left
    const again = await h.gql(START, { id: paper.id }, auth(token));
    expect(again.data!.startExam.errors[0]).toMatchObject({ code: 'EXAM_NO_ATTEMPTS_LEFT', message: '考试次数已用完' });
  });

  it('after the time limit the answers saved in time are handed in and a late answer or submission is refused', async () => {
    const token = await newLearner();
    const paper = await quiz(token);
    const key = await keyOfQuiz(paper.id);
    const attempt = (await h.gql(START, { id: paper.id }, auth(token))).data!.startExam.attempt;
    const [q1, q2] = attempt.questions as Array<{ id: string }>;
    await h.gql(SAVE, { input: { attemptId: attempt.id, answer: answerOf(q1!.id, key.get(q1!.id)!) } }, auth(token));
    await h.dev.advanceClock(15 * 60_000 + 1000);
    try {
      const late = await h.gql(
        SAVE,
        { input: { attemptId: attempt.id, answer: answerOf(q2!.id, key.get(q2!.id)!) } },
        { ...auth(token), 'x-language': 'EN' },
      );
      expect(late.data!.saveExamAnswer.errors).toEqual([
        { code: 'EXAM_TIME_UP', field: 'attemptId', message: 'Time is up: your paper was handed in automatically.', limit: null },
      ]);
      expect(late.data!.saveExamAnswer.record).toMatchObject({ score: 10, autoSubmitted: true });
      const all = attempt.questions.map((q: any) => answerOf(q.id, key.get(q.id)!));
      const submit = await h.gql(SUBMIT, { input: { attemptId: attempt.id, answers: all } }, auth(token));
      expect(submit.data!.submitExam.errors[0].code).toBe('EXAM_TIME_UP');
      expect(submit.data!.submitExam.record).toMatchObject({ score: 10, correctCount: 1, autoSubmitted: true, durationSeconds: 15 * 60 });
    } finally {
      await h.dev.resetClock();
    }
  });

  it('a late submission of an attempt still in progress is refused too (never scored late)', async () => {
    const token = await newLearner();
    const paper = await quiz(token);
    const key = await keyOfQuiz(paper.id);
    const attempt = (await h.gql(START, { id: paper.id }, auth(token))).data!.startExam.attempt;
    await h.dev.advanceClock(15 * 60_000 + 1000);
    try {
      const all = attempt.questions.map((q: any) => answerOf(q.id, key.get(q.id)!));
      const submit = await h.gql(SUBMIT, { input: { attemptId: attempt.id, answers: all } }, auth(token));
      expect(submit.data!.submitExam.errors[0].code).toBe('EXAM_TIME_UP');
      expect(submit.data!.submitExam.record).toMatchObject({ score: 0, autoSubmitted: true });
    } finally {
      await h.dev.resetClock();
    }
  });

  it('an exam with attempts left keeps its key hidden in the resolution', async () => {
    const token = await newLearner();
    const papers = (
      await h.gql(`{ examPapers { edges { node { id courseId attemptLimit } } } }`, {}, auth(token))
    ).data!.examPapers.edges.map((e: any) => e.node);
    const coursePaper = papers.find((p: any) => p.courseId !== null);
    expect(coursePaper.attemptLimit).toBe(3);
    const attempt = (await h.gql(START, { id: coursePaper.id }, auth(token))).data!.startExam.attempt;
    const done = await h.gql(SUBMIT, { input: { attemptId: attempt.id, answers: [] } }, auth(token));
    const record = done.data!.submitExam.record;
    expect(record.resolution.locked).toBe(true);
    expect(record.resolution.items.every((i: any) => i.correct === null && i.analysis === null && i.isCorrect === null)).toBe(true);
    expect(done.data!.submitExam.paper.viewerStatus).toMatchObject({ attemptsLeft: 2, canStart: true });
  });

  it('needs a session to start, and refuses an invalid answer before calling the upstream', async () => {
    const token = await newLearner();
    const paper = await quiz(token);
    expect((await h.gql(START, { id: paper.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const attempt = (await h.gql(START, { id: paper.id }, auth(token))).data!.startExam.attempt;
    const single = (attempt.questions as Array<{ id: string; kind: string }>).find((q) => q.kind === 'SINGLE_CHOICE')!;
    const bad = await h.gql(
      SAVE,
      { input: { attemptId: attempt.id, answer: { questionId: single.id, choices: ['A', 'B'] } } },
      { ...auth(token), 'x-language': 'CN' },
    );
    expect(bad.data!.saveExamAnswer.errors[0]).toMatchObject({ code: 'ANSWER_INVALID', field: 'answer' });
    expect(bad.upstreamCalls).toBe(1);
  });

  it('an exam outside its window cannot be started: before it opens (EXAM_NOT_OPEN), after it closes (EXAM_CLOSED); no attempt is made', async () => {
    // the quiz is open from 30 days before the seed to 60 days after it (the upstream's clock decides)
    for (const [offsetMs, availability, code, message] of [
      [-31 * 86_400_000, 'NOT_OPEN', 'EXAM_NOT_OPEN', 'This exam has not opened yet.'],
      [61 * 86_400_000, 'CLOSED', 'EXAM_CLOSED', 'This exam has closed.'],
    ] as const) {
      await h.dev.setClock({ offsetMs });
      try {
        const token = await newLearner();
        const paper = await quiz(token);
        expect(paper, code).toMatchObject({
          availability,
          viewerStatus: { state: 'NOT_STARTED', attemptsUsed: 0, canStart: false },
          viewerAttempt: null,
        });
        const r = await h.gql(START, { id: paper.id }, { ...auth(token), 'x-language': 'EN' });
        expect(r.data!.startExam, code).toEqual({
          attempt: null,
          paper: { viewerStatus: { state: 'NOT_STARTED' } },
          errors: [{ code, field: 'paperId', message, limit: null }],
        });
        expect((await quiz(token)).viewerAttempt, 'no attempt was made').toBeNull();
      } finally {
        await h.dev.resetClock();
      }
    }
  });
});

describe('course questions', () => {
  it("lists a course's questions with answers; asks and answers; refuses blank and long texts before calling the upstream", async () => {
    const course = await firstCourse();
    const list = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on Course { questions { totalCount edges { node { id content answerCount latestAnswer { content isTeacher } author { nickname } detailPath } } } } } }`,
      { id: course.id },
    );
    expect(list.data!.node.questions.totalCount).toBeGreaterThan(0);
    const token = await newLearner();
    const ASK = `mutation($input: AskCourseQuestionInput!) { askCourseQuestion(input: $input) { question { id content isMine answerCount courseName } ${ERRORS} } }`;
    for (const [content, code, limit] of [
      ['   ', 'COURSE_TEXT_REQUIRED', null],
      ['问'.repeat(301), 'COURSE_TEXT_TOO_LONG', 300],
    ] as const) {
      const r = await h.gql(ASK, { input: { courseId: course.id, content } }, { ...auth(token), 'x-language': 'CN' });
      expect(r.data!.askCourseQuestion.errors[0]).toMatchObject({ code, field: 'content', limit });
      expect(r.upstreamCalls).toBe(0);
    }
    const asked = await h.gql(ASK, { input: { courseId: course.id, content: '  视频可以倍速播放吗？ ' } }, auth(token));
    const question = asked.data!.askCourseQuestion.question;
    expect(question).toMatchObject({ content: '视频可以倍速播放吗？', isMine: true, answerCount: 0, courseName: course.name });
    const ANSWER = `mutation($input: AnswerCourseQuestionInput!) { answerCourseQuestion(input: $input) { answer { id content isMine isTeacher author { nickname } } question { answerCount } ${ERRORS} } }`;
    const answered = await h.gql(ANSWER, { input: { questionId: question.id, content: '可以，播放器右下角可调。' } }, auth(demo));
    expect(answered.data!.answerCourseQuestion).toMatchObject({
      errors: [],
      answer: { content: '可以，播放器右下角可调。', isMine: true, isTeacher: false, author: { nickname: '蓉城旅人' } },
      question: { answerCount: 1 },
    });
    const mine = await h.gql(
      `{ viewer { user { courseQuestions { edges { node { id answerCount latestAnswer { content } } } } } } }`,
      {},
      auth(token),
    );
    expect(mine.data!.viewer.user.courseQuestions.edges[0].node).toMatchObject({
      id: question.id,
      answerCount: 1,
      latestAnswer: { content: '可以，播放器右下角可调。' },
    });
    const detail = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on CourseQuestion { answers { totalCount edges { node { content } } } } } }`,
      { id: question.id },
    );
    expect(detail.data!.node.answers.totalCount).toBe(1);
  });
});
