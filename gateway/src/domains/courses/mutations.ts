/**
 * The course school's mutations: a lesson's progress, a practice set handed in, an exam started,
 * answered and handed in, a course question asked and answered. Their payloads carry the ids of
 * what changed and read it afresh through the node loaders.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutate } from './refusals.ts';
import type { AnswerInput, Resolvers } from '../../generated/resolvers-types.ts';
import { flag, int, text } from '../../core/normalise.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { toServiceAnswers, validateCourseText, validatePosition } from './rules.ts';
import { exercisesSubmit, paperAnswer, paperStart, paperSubmit, saveAnswer, saveProgress, saveQuestion } from './upstream.ts';
import { answerSource, askSource, attemptRawId, attemptSource, graphAnswers, idOf, lessonRawId, recordSource } from './source.ts';
import { courseNodeLoaders } from './nodes.ts';
import type {
  AnswerCourseQuestionPayloadSource,
  AnswerRecordSource,
  AskAnswerRow,
  AskCourseQuestionPayloadSource,
  AskRow,
  AttemptRow,
  CourseQuestionSource,
  CourseSource,
  ExamPaperSource,
  LessonSource,
  PaperRow,
  PracticeSetSource,
  RecordRow,
  SaveExamAnswerPayloadSource,
  SaveLessonProgressPayloadSource,
  StartExamPayloadSource,
  SubmitExamPayloadSource,
  SubmitPracticePayloadSource,
} from './types.ts';

/** A payload's fields besides its errors (what `mutate` answers with them). */
type Fields<P> = Omit<P, 'errors'>;

/** A record in the envelope's `data` of a refusal (the auto-submitted or earlier-submitted attempt). */
function refusedRecord(envelope: Envelope): AnswerRecordSource | null {
  const data = envelope.data as RecordRow | null | undefined;
  return data && typeof data === 'object' ? recordSource(data) : null;
}

/**
 * An exam write's refusal: an attempt the service had already handed in automatically because
 * its time ran out is EXAM_TIME_UP (what the learner needs to know), not EXAM_ALREADY_SUBMITTED.
 */
function examRefusal(envelope: Envelope, field: string | null): UserErrorSource | null {
  const refusal = refusalOf(envelope, field);
  if (!refusal) return null;
  const record = refusedRecord(envelope);
  if (refusal.code === 'EXAM_ALREADY_SUBMITTED' && record && flag(record.row.autoSubmit)) return inputError('EXAM_TIME_UP', field);
  return refusal;
}

function saveLessonProgressMutation(
  input: { lessonId: string; positionSeconds: number; durationSeconds?: number | null; finished?: boolean | null },
  ctx: GatewayContext,
) {
  return mutate<Fields<SaveLessonProgressPayloadSource>>(ctx, {}, async (m) => {
    const ids = m.found(lessonRawId(input.lessonId), 'lessonId');
    m.check(validatePosition(input.positionSeconds, input.durationSeconds ?? null));
    const envelope = await saveProgress(ctx.upstream, {
      lessonId: ids.lessonId,
      position: Math.round(input.positionSeconds * 10) / 10,
      duration: input.durationSeconds ?? null,
      finished: input.finished === true,
    });
    m.accepted(envelope, 'lessonId');
    ctx.forgetNode('Course', ids.courseId);
    ctx.forgetNode('Lesson', `${ids.courseId}:${ids.lessonId}`);
    return { courseId: ids.courseId, lessonId: ids.lessonId };
  });
}

function submitPracticeMutation(input: { practiceSetId: string; answers: readonly AnswerInput[] }, ctx: GatewayContext) {
  return mutate<Fields<SubmitPracticePayloadSource>>(ctx, {}, async (m) => {
    const setId = m.rawId(input.practiceSetId, ['PracticeSet'], 'practiceSetId');
    const set = m.found(await ctx.loaders.courses.practiceSet.load(setId), 'practiceSetId');
    const { answers, errors } = toServiceAnswers(set.questions ?? [], graphAnswers(input.answers));
    m.check(errors, { practiceSetId: setId });
    const envelope = m.accepted(
      await exercisesSubmit(
        ctx.upstream,
        setId,
        answers.filter((a) => a.answer !== ''),
      ),
      'answers',
      { extra: { practiceSetId: setId } },
    );
    const record = recordSource(decodeData<RecordRow>(envelope));
    if (!record) throw new UpstreamMalformedError();
    ctx.forgetNode('PracticeSet', setId);
    ctx.loaders.courses.practiceSets.clearAll();
    return { record, practiceSetId: setId };
  });
}

function startExamMutation(input: { paperId: string }, ctx: GatewayContext) {
  return mutate<Fields<StartExamPayloadSource>>(ctx, {}, async (m) => {
    const paperId = m.rawId(input.paperId, ['ExamPaper'], 'paperId');
    const envelope = await paperStart(ctx.upstream, paperId);
    ctx.forgetNode('ExamPaper', paperId);
    m.accepted(envelope, 'paperId', { extra: { paperId } });
    const attempt = attemptSource(paperId, decodeData<AttemptRow>(envelope));
    if (!attempt) throw new UpstreamMalformedError();
    return { attempt, paperId };
  });
}

/** The attempt's paper info when the attempt is the viewer's one in progress (its questions validate answers). */
async function attemptInProgress(
  ids: { paperId: string; recordId: string },
  ctx: GatewayContext,
): Promise<{ paper: PaperRow | null; attempt: AttemptRow | null }> {
  const paper = await ctx.loaders.courses.paper.load(ids.paperId);
  const doing = paper?.doing && text(paper.doing.recordId) === ids.recordId ? paper.doing : null;
  return { paper, attempt: doing };
}

function saveExamAnswerMutation(input: { attemptId: string; answer: AnswerInput }, ctx: GatewayContext) {
  return mutate<Fields<SaveExamAnswerPayloadSource>>(ctx, {}, async (m) => {
    const ids = m.found(attemptRawId(input.attemptId), 'attemptId');
    const { attempt } = await attemptInProgress(ids, ctx);
    let questionId = rawIdOf(input.answer.questionId, ['Question']) ?? '';
    let value = '';
    if (attempt) {
      const converted = toServiceAnswers(attempt.questions ?? [], graphAnswers([input.answer]), 'answer');
      m.check(converted.errors.map((e) => ({ ...e, field: 'answer' })));
      questionId = converted.answers[0]!.questionId;
      value = converted.answers[0]!.answer;
    }
    // no attempt in progress: the service says why (handed in, time up, not the viewer's)
    const envelope = await paperAnswer(ctx.upstream, ids.recordId, questionId, value);
    ctx.forgetNode('ExamPaper', ids.paperId);
    m.accepted(envelope, 'attemptId', { refusal: examRefusal, extra: { record: refusedRecord(envelope) } });
    const data = decodeData<{ answeredNum?: unknown; remainSeconds?: unknown }>(envelope);
    return { answeredCount: int(data?.answeredNum), remainingSeconds: int(data?.remainSeconds), record: null };
  });
}

function submitExamMutation(input: { attemptId: string; answers?: readonly AnswerInput[] | null }, ctx: GatewayContext) {
  return mutate<Fields<SubmitExamPayloadSource>>(ctx, {}, async (m) => {
    const ids = m.found(attemptRawId(input.attemptId), 'attemptId');
    const { paper, attempt } = await attemptInProgress(ids, ctx);
    let answers: Array<{ questionId: string; answer: string }> = [];
    if (attempt) {
      const converted = toServiceAnswers(attempt.questions ?? [], graphAnswers(input.answers));
      m.check(converted.errors, { paperId: ids.paperId });
      answers = converted.answers;
    }
    const envelope = await paperSubmit(ctx.upstream, ids.recordId, idOf(paper?.courseId), answers);
    ctx.forgetNode('ExamPaper', ids.paperId);
    m.accepted(envelope, 'attemptId', { refusal: examRefusal, extra: { record: refusedRecord(envelope), paperId: ids.paperId } });
    const submitted = recordSource(decodeData<RecordRow>(envelope));
    if (!submitted) throw new UpstreamMalformedError();
    return { record: submitted, paperId: ids.paperId };
  });
}

function askMutation(input: { courseId: string; content: string }, ctx: GatewayContext) {
  return mutate<Fields<AskCourseQuestionPayloadSource>>(ctx, {}, async (m) => {
    m.check(validateCourseText(input.content));
    const courseId = m.rawId(input.courseId, ['Course'], 'courseId');
    const envelope = m.accepted(await saveQuestion(ctx.upstream, courseId, input.content.trim()), 'content');
    const row = decodeData<AskRow>(envelope);
    const question = row ? askSource(row) : null;
    if (!question) throw new UpstreamMalformedError();
    ctx.loaders.courses.question.prime(question.id, row!);
    return { questionId: question.id };
  });
}

function answerMutation(input: { questionId: string; content: string }, ctx: GatewayContext) {
  return mutate<Fields<AnswerCourseQuestionPayloadSource>>(ctx, {}, async (m) => {
    m.check(validateCourseText(input.content));
    const questionId = m.rawId(input.questionId, ['CourseQuestion'], 'questionId');
    const envelope = m.accepted(await saveAnswer(ctx.upstream, questionId, input.content.trim()), 'content');
    const answer = answerSource(decodeData<AskAnswerRow>(envelope));
    if (!answer) throw new UpstreamMalformedError();
    ctx.forgetNode('CourseQuestion', questionId);
    return { questionId, answer };
  });
}

export const courseMutations: Resolvers = {
  Mutation: {
    saveLessonProgress: (_root, { input }, ctx) => saveLessonProgressMutation(input, ctx),
    submitPractice: (_root, { input }, ctx) => submitPracticeMutation(input, ctx),
    startExam: (_root, { input }, ctx) => startExamMutation(input, ctx),
    saveExamAnswer: (_root, { input }, ctx) => saveExamAnswerMutation(input, ctx),
    submitExam: (_root, { input }, ctx) => submitExamMutation(input, ctx),
    askCourseQuestion: (_root, { input }, ctx) => askMutation(input, ctx),
    answerCourseQuestion: (_root, { input }, ctx) => answerMutation(input, ctx),
  },
  SaveLessonProgressPayload: {
    errors: (p) => p.errors,
    lesson: async (p, _a, ctx) =>
      p.courseId && p.lessonId ? (courseNodeLoaders.Lesson!(`${p.courseId}:${p.lessonId}`, ctx) as Promise<LessonSource | null>) : null,
    course: async (p, _a, ctx) => (p.courseId ? (courseNodeLoaders.Course!(p.courseId, ctx) as Promise<CourseSource | null>) : null),
  },
  SubmitPracticePayload: {
    errors: (p) => p.errors,
    record: (p) => p.record ?? null,
    practiceSet: async (p, _a, ctx) =>
      p.practiceSetId ? (courseNodeLoaders.PracticeSet!(p.practiceSetId, ctx) as Promise<PracticeSetSource | null>) : null,
  },
  StartExamPayload: {
    errors: (p) => p.errors,
    attempt: (p) => p.attempt ?? null,
    paper: async (p, _a, ctx) => (p.paperId ? (courseNodeLoaders.ExamPaper!(p.paperId, ctx) as Promise<ExamPaperSource | null>) : null),
  },
  SaveExamAnswerPayload: {
    errors: (p) => p.errors,
    answeredCount: (p) => p.answeredCount ?? null,
    remainingSeconds: (p) => p.remainingSeconds ?? null,
    record: (p) => p.record ?? null,
  },
  SubmitExamPayload: {
    errors: (p) => p.errors,
    record: (p) => p.record ?? null,
    paper: async (p, _a, ctx) => (p.paperId ? (courseNodeLoaders.ExamPaper!(p.paperId, ctx) as Promise<ExamPaperSource | null>) : null),
  },
  AskCourseQuestionPayload: {
    errors: (p) => p.errors,
    question: async (p, _a, ctx) =>
      p.questionId ? (courseNodeLoaders.CourseQuestion!(p.questionId, ctx) as Promise<CourseQuestionSource | null>) : null,
  },
  AnswerCourseQuestionPayload: {
    errors: (p) => p.errors,
    answer: (p) => p.answer ?? null,
    question: async (p, _a, ctx) =>
      p.questionId ? (courseNodeLoaders.CourseQuestion!(p.questionId, ctx) as Promise<CourseQuestionSource | null>) : null,
  },
};
