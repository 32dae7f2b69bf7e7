import type { GatewayContext } from '../../core/context.ts';
import type { AnswerInput, Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, num, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { badInput, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { codePointLength } from '../../core/validation.ts';
import {
  attemptsLeftOf,
  canStartExam,
  correctOf,
  COURSE_KEYWORD_MAX,
  COURSE_TEXT_MAX,
  FILL_IN_MAX,
  fromServiceAnswer,
  passedOf,
  percentOf,
  questionKind,
  toServiceAnswers,
  validateCourseText,
  validatePosition,
} from './rules.ts';
import {
  answerList,
  courseList,
  exercisesSubmit,
  myCourses,
  myQuestions,
  paperAnswer,
  paperList,
  paperRanking,
  paperStart,
  paperSubmit,
  questionList,
  recordList,
  saveAnswer,
  saveProgress,
  saveQuestion,
} from './upstream.ts';
import type {
  AnswerRecordSource,
  AskAnswerRow,
  AskRow,
  AttemptRow,
  ConfigRow,
  CourseAnswerSource,
  CourseQuestionSource,
  CourseRow,
  CourseSource,
  ExamAttemptSource,
  ExamPaperSource,
  LessonRow,
  LessonSource,
  PaperRow,
  PracticeSetSource,
  QuestionRow,
  QuestionSource,
  RecordRow,
} from './types.ts';

// ------------------------------------------------------------------ sources

const idOf = (value: unknown): string | null => {
  const id = text(value);
  return id && /^[\w-]{1,64}$/.test(id) ? id : null;
};

export function courseSource(row: CourseRow, detailed: boolean): CourseSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'Course', id, row, detailed } : null;
}

function lessonSource(courseId: string, row: LessonRow): LessonSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'Lesson', courseId, id, row } : null;
}

function questionSources(rows: readonly QuestionRow[] | null | undefined): QuestionSource[] {
  return (rows ?? []).flatMap((row, i) => {
    const id = idOf(row.id);
    return id ? [{ id, kind: questionKind(row), position: i + 1, row }] : [];
  });
}

function practiceSource(row: ConfigRow): PracticeSetSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'PracticeSet', id, row } : null;
}

function paperSource(row: PaperRow, detailed: boolean): ExamPaperSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'ExamPaper', id, row, detailed } : null;
}

function recordSource(row: RecordRow | null | undefined): AnswerRecordSource | null {
  const id = row ? idOf(row.id) : null;
  return row && id ? { __typename: 'AnswerRecord', id, row } : null;
}

function askSource(row: AskRow): CourseQuestionSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'CourseQuestion', id, row } : null;
}

function answerSource(row: AskAnswerRow | null | undefined): CourseAnswerSource | null {
  const id = row ? idOf(row.id) : null;
  return row && id ? { id, row } : null;
}

function attemptSource(paperId: string, row: AttemptRow | null | undefined): ExamAttemptSource | null {
  return row && idOf(row.recordId) ? { paperId, row } : null;
}

const KIND_OF_LESSON: Record<string, 'VIDEO' | 'AUDIO' | 'TEXT'> = { '1': 'VIDEO', '2': 'AUDIO', '3': 'TEXT' };
const lessonKind = (row: LessonRow) => KIND_OF_LESSON[text(row.lessonType) ?? ''] ?? 'TEXT';
const lessonPath = (courseId: string, lessonId: string) => `/course-desc/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;
const globalOf = (type: string, raw: unknown) => {
  const id = idOf(raw);
  return id ? toGlobalId(type, id) : null;
};

async function courseDetailRow(c: CourseSource, ctx: GatewayContext): Promise<CourseRow | null> {
  return c.detailed ? c.row : ctx.loaders.courses.detail.load(c.id);
}

async function paperDetailRow(p: ExamPaperSource, ctx: GatewayContext): Promise<PaperRow | null> {
  return p.detailed ? p.row : ctx.loaders.courses.paper.load(p.id);
}

/** `/course-desc/{courseId}/{lessonId}`'s node id parts. */
function lessonRawId(globalId: string): { courseId: string; lessonId: string } | null {
  const raw = rawIdOf(globalId, ['Lesson']);
  const m = raw ? /^([\w-]+):([\w-]+)$/.exec(raw) : null;
  return m ? { courseId: m[1]!, lessonId: m[2]! } : null;
}

function attemptRawId(globalId: string): { paperId: string; recordId: string } | null {
  const raw = rawIdOf(globalId, ['ExamAttempt']);
  const m = raw ? /^([\w-]+):([\w-]+)$/.exec(raw) : null;
  return m ? { paperId: m[1]!, recordId: m[2]! } : null;
}

function lessonOf(row: CourseRow | null, lessonId: string): LessonRow | null {
  for (const chapter of row?.chapters ?? []) for (const lesson of chapter?.lessons ?? []) if (text(lesson?.id) === lessonId) return lesson;
  return null;
}

function graphAnswers(answers: readonly AnswerInput[] | null | undefined) {
  return (answers ?? []).map((a) => ({ ...a, rawQuestionId: rawIdOf(a.questionId, ['Question']) }));
}

// ------------------------------------------------------------------ node loaders

export const courseNodeLoaders: Record<string, NodeLoader<CourseSource | LessonSource | PracticeSetSource | ExamPaperSource | AnswerRecordSource | CourseQuestionSource>> = {
  Course: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    const row = await ctx.loaders.courses.detail.load(rawId);
    return row ? courseSource({ ...row, id: row.id ?? rawId }, true) : null;
  },
  Lesson: async (rawId, ctx) => {
    const m = /^([\w-]{1,32}):([\w-]{1,32})$/.exec(rawId);
    if (!m) return null;
    const lesson = lessonOf(await ctx.loaders.courses.detail.load(m[1]!), m[2]!);
    return lesson ? lessonSource(m[1]!, lesson) : null;
  },
  PracticeSet: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    const row = await ctx.loaders.courses.practiceSet.load(rawId);
    return row ? practiceSource(row) : null;
  },
  ExamPaper: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    const row = await ctx.loaders.courses.paper.load(rawId);
    return row ? paperSource(row, true) : null;
  },
  AnswerRecord: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    requireToken(ctx);
    return recordSource(await ctx.loaders.courses.record.load(rawId));
  },
  CourseQuestion: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    const row = await ctx.loaders.courses.question.load(rawId);
    return row ? askSource(row) : null;
  },
};

// ------------------------------------------------------------------ mutations

/** A record in the envelope's `data` of a refusal (the auto-submitted or earlier-submitted attempt). */
function refusedRecord(envelope: Envelope): AnswerRecordSource | null {
  const data = envelope.data as RecordRow | null | undefined;
  return data && typeof data === 'object' ? recordSource(data) : null;
}

/**
 * An exam write's refusal: an attempt the service had already handed in automatically because
 * its time ran out is EXAM_TIME_UP (what the learner needs to know), not EXAM_ALREADY_SUBMITTED.
 */
function examRefusal(envelope: Envelope, field: string): { errors: UserErrorSource[]; record: AnswerRecordSource | null } {
  const refusal = refusalOf(envelope, field);
  if (!refusal) return { errors: [], record: null };
  const record = refusedRecord(envelope);
  if (refusal.code === 'EXAM_ALREADY_SUBMITTED' && record && flag(record.row.autoSubmit)) return { errors: [inputError('EXAM_TIME_UP', field)], record };
  return { errors: [refusal], record };
}

async function saveLessonProgressMutation(input: { lessonId: string; positionSeconds: number; durationSeconds?: number | null; finished?: boolean | null }, ctx: GatewayContext) {
  requireToken(ctx);
  const ids = lessonRawId(input.lessonId);
  if (!ids) return { errors: [inputError('RESOURCE_NOT_FOUND', 'lessonId')] };
  const errors = validatePosition(input.positionSeconds, input.durationSeconds ?? null);
  if (errors.length > 0) return { errors };
  const envelope = await saveProgress(ctx.upstream, {
    lessonId: ids.lessonId,
    position: Math.round(input.positionSeconds * 10) / 10,
    duration: input.durationSeconds ?? null,
    finished: input.finished === true,
  });
  const refusal = refusalOf(envelope, 'lessonId');
  if (refusal) return { errors: [refusal] };
  ctx.forgetNode('Course', ids.courseId);
  ctx.forgetNode('Lesson', `${ids.courseId}:${ids.lessonId}`);
  return { errors: [], courseId: ids.courseId, lessonId: ids.lessonId };
}

async function submitPracticeMutation(input: { practiceSetId: string; answers: readonly AnswerInput[] }, ctx: GatewayContext) {
  requireToken(ctx);
  const setId = rawIdOf(input.practiceSetId, ['PracticeSet']);
  const set = setId ? await ctx.loaders.courses.practiceSet.load(setId) : null;
  if (!setId || !set) return { errors: [inputError('RESOURCE_NOT_FOUND', 'practiceSetId')] };
  const { answers, errors } = toServiceAnswers(set.questions ?? [], graphAnswers(input.answers));
  if (errors.length > 0) return { errors, practiceSetId: setId };
  const envelope = await exercisesSubmit(ctx.upstream, setId, answers.filter((a) => a.answer !== ''));
  const refusal = refusalOf(envelope, 'answers');
  if (refusal) return { errors: [refusal], practiceSetId: setId };
  const record = recordSource(decodeData<RecordRow>(envelope));
  if (!record) throw new UpstreamMalformedError();
  ctx.forgetNode('PracticeSet', setId);
  ctx.loaders.courses.practiceSets.clearAll();
  return { errors: [], record, practiceSetId: setId };
}

async function startExamMutation(input: { paperId: string }, ctx: GatewayContext) {
  requireToken(ctx);
  const paperId = rawIdOf(input.paperId, ['ExamPaper']);
  if (!paperId) return { errors: [inputError('RESOURCE_NOT_FOUND', 'paperId')] };
  const envelope = await paperStart(ctx.upstream, paperId);
  const refusal = refusalOf(envelope, 'paperId');
  ctx.forgetNode('ExamPaper', paperId);
  if (refusal) return { errors: [refusal], paperId };
  const attempt = attemptSource(paperId, decodeData<AttemptRow>(envelope));
  if (!attempt) throw new UpstreamMalformedError();
  return { errors: [], attempt, paperId };
}

/** The attempt's paper info when the attempt is the viewer's one in progress (its questions validate answers). */
async function attemptInProgress(ids: { paperId: string; recordId: string }, ctx: GatewayContext): Promise<{ paper: PaperRow | null; attempt: AttemptRow | null }> {
  const paper = await ctx.loaders.courses.paper.load(ids.paperId);
  const doing = paper?.doing && text(paper.doing.recordId) === ids.recordId ? paper.doing : null;
  return { paper, attempt: doing };
}

async function saveExamAnswerMutation(input: { attemptId: string; answer: AnswerInput }, ctx: GatewayContext) {
  requireToken(ctx);
  const ids = attemptRawId(input.attemptId);
  if (!ids) return { errors: [inputError('RESOURCE_NOT_FOUND', 'attemptId')] };
  const { attempt } = await attemptInProgress(ids, ctx);
  let questionId = rawIdOf(input.answer.questionId, ['Question']) ?? '';
  let value = '';
  if (attempt) {
    const converted = toServiceAnswers(attempt.questions ?? [], graphAnswers([input.answer]), 'answer');
    if (converted.errors.length > 0) return { errors: converted.errors.map((e) => ({ ...e, field: 'answer' })) };
    questionId = converted.answers[0]!.questionId;
    value = converted.answers[0]!.answer;
  }
  // no attempt in progress: the service says why (handed in, time up, not the viewer's)
  const envelope = await paperAnswer(ctx.upstream, ids.recordId, questionId, value);
  const { errors, record } = examRefusal(envelope, 'attemptId');
  ctx.forgetNode('ExamPaper', ids.paperId);
  if (errors.length > 0) return { errors, record };
  const data = decodeData<{ answeredNum?: unknown; remainSeconds?: unknown }>(envelope);
  return { errors: [], answeredCount: int(data?.answeredNum), remainingSeconds: int(data?.remainSeconds), record: null };
}

async function submitExamMutation(input: { attemptId: string; answers?: readonly AnswerInput[] | null }, ctx: GatewayContext) {
  requireToken(ctx);
  const ids = attemptRawId(input.attemptId);
  if (!ids) return { errors: [inputError('RESOURCE_NOT_FOUND', 'attemptId')] };
  const { paper, attempt } = await attemptInProgress(ids, ctx);
  let answers: Array<{ questionId: string; answer: string }> = [];
  if (attempt) {
    const converted = toServiceAnswers(attempt.questions ?? [], graphAnswers(input.answers));
    if (converted.errors.length > 0) return { errors: converted.errors, paperId: ids.paperId };
    answers = converted.answers;
  }
  const envelope = await paperSubmit(ctx.upstream, ids.recordId, idOf(paper?.courseId), answers);
  const { errors, record } = examRefusal(envelope, 'attemptId');
  ctx.forgetNode('ExamPaper', ids.paperId);
  if (errors.length > 0) return { errors, record, paperId: ids.paperId };
  const submitted = recordSource(decodeData<RecordRow>(envelope));
  if (!submitted) throw new UpstreamMalformedError();
  return { errors: [], record: submitted, paperId: ids.paperId };
}

async function askMutation(input: { courseId: string; content: string }, ctx: GatewayContext) {
  requireToken(ctx);
  const errors = validateCourseText(input.content);
  if (errors.length > 0) return { errors };
  const courseId = rawIdOf(input.courseId, ['Course']);
  if (!courseId) return { errors: [inputError('RESOURCE_NOT_FOUND', 'courseId')] };
  const envelope = await saveQuestion(ctx.upstream, courseId, input.content.trim());
  const refusal = refusalOf(envelope, 'content');
  if (refusal) return { errors: [refusal] };
  const row = decodeData<AskRow>(envelope);
  const question = row ? askSource(row) : null;
  if (!question) throw new UpstreamMalformedError();
  ctx.loaders.courses.question.prime(question.id, row!);
  return { errors: [], questionId: question.id };
}

async function answerMutation(input: { questionId: string; content: string }, ctx: GatewayContext) {
  requireToken(ctx);
  const errors = validateCourseText(input.content);
  if (errors.length > 0) return { errors };
  const questionId = rawIdOf(input.questionId, ['CourseQuestion']);
  if (!questionId) return { errors: [inputError('RESOURCE_NOT_FOUND', 'questionId')] };
  const envelope = await saveAnswer(ctx.upstream, questionId, input.content.trim());
  const refusal = refusalOf(envelope, 'content');
  if (refusal) return { errors: [refusal] };
  const answer = answerSource(decodeData<AskAnswerRow>(envelope));
  if (!answer) throw new UpstreamMalformedError();
  ctx.forgetNode('CourseQuestion', questionId);
  return { errors: [], questionId, answer };
}

// ------------------------------------------------------------------ resolvers

const author = (nickname: unknown, avatar: unknown) => ({ nickname: text(nickname) ?? '', avatar: text(avatar) });

export const courseResolvers: Resolvers = {
  Query: {
    courses: (_root, args, ctx) => {
      const keyword = args.keyword?.trim() || null;
      if (keyword && codePointLength(keyword) > COURSE_KEYWORD_MAX) throw badInput(`keyword has at most ${COURSE_KEYWORD_MAX} characters.`);
      return buildConnection(args, (page, size) => courseList(ctx.upstream, keyword, page, size), (row) => courseSource(row, false));
    },
    examPapers: (_root, args, ctx) => buildConnection(args, (page, size) => paperList(ctx.upstream, null, page, size), (row) => paperSource(row, false)),
  },
  User: {
    courses: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => myCourses(ctx.upstream, page, size), (row) => courseSource(row, false));
    },
    courseQuestions: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => myQuestions(ctx.upstream, page, size), askSource);
    },
    answerRecords: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => recordList(ctx.upstream, args.kind ?? null, page, size), recordSource);
    },
  },
  InputLimits: {
    fillInAnswerMaxLength: () => FILL_IN_MAX,
    courseQuestionMaxLength: () => COURSE_TEXT_MAX,
  },
  Course: {
    id: (c) => toGlobalId('Course', c.id),
    upstreamId: (c) => c.id,
    name: (c) => text(c.row.name) ?? '',
    cover: (c) => imagesFrom(c.row.images, text(c.row.name) ?? '')[0] ?? null,
    images: (c) => imagesFrom(c.row.images, text(c.row.name) ?? ''),
    teacher: (c) => ({ name: text(c.row.teacherName) ?? '', title: text(c.row.teacherTitle) }),
    category: (c) => text(c.row.category),
    summary: (c) => text(c.row.summary),
    introduction: async (c, _a, ctx) => sanitizeBody((await courseDetailRow(c, ctx))?.content),
    lessonCount: (c) => int(c.row.lessonNum) ?? 0,
    chapterCount: (c) => int(c.row.chapterNum) ?? 0,
    durationSeconds: (c) => Math.round(num(c.row.totalDuration) ?? 0),
    learnerCount: (c) => int(c.row.learnerNum) ?? 0,
    practiceSetCount: (c) => int(c.row.practiceNum) ?? 0,
    examPaperCount: (c) => int(c.row.paperNum) ?? 0,
    publishedAt: (c) => chinaDateTime(c.row.publishTime),
    chapters: async (c, _a, ctx) => {
      const row = await courseDetailRow(c, ctx);
      return row ? (row.chapters ?? []).map((chapter) => ({ courseId: c.id, row: chapter })) : null;
    },
    viewerProgress: (c, _a, ctx) => {
      if (!ctx.session.token || !c.row.userProgress) return null;
      return { courseId: c.id, row: c.row.userProgress };
    },
    practiceSets: (c, args, ctx) =>
      buildConnection(
        args,
        async (page, size) => {
          const all = await ctx.loaders.courses.practiceSets.load(c.id);
          return { items: all.slice((page - 1) * size, page * size), total: all.length, pageSize: size, currPage: page, totalPage: Math.ceil(all.length / size) };
        },
        practiceSource,
      ),
    examPapers: (c, args, ctx) => buildConnection(args, (page, size) => paperList(ctx.upstream, c.id, page, size), (row) => paperSource(row, false)),
    questions: (c, args, ctx) => buildConnection(args, (page, size) => questionList(ctx.upstream, c.id, page, size), askSource),
    detailPath: (c) => `/course-desc/${encodeURIComponent(c.id)}`,
  },
  CourseChapter: {
    id: (h) => toGlobalId('CourseChapter', `${h.courseId}:${text(h.row.id) ?? ''}`),
    title: (h) => text(h.row.name) ?? '',
    lessons: (h) => (h.row.lessons ?? []).map((l) => lessonSource(h.courseId, l)).filter((l): l is LessonSource => l !== null),
  },
  Lesson: {
    id: (l) => toGlobalId('Lesson', `${l.courseId}:${l.id}`),
    upstreamId: (l) => l.id,
    title: (l) => text(l.row.name) ?? '',
    kind: (l) => lessonKind(l.row),
    mediaUrl: (l) => (lessonKind(l.row) === 'TEXT' ? null : text(l.row.url)),
    durationSeconds: (l) => (lessonKind(l.row) === 'TEXT' ? null : num(l.row.duration)),
    content: (l) => sanitizeBody(l.row.content),
    viewerProgress: (l, _a, ctx) => {
      const p = l.row.progress;
      if (!ctx.session.token || !p) return null;
      return { positionSeconds: num(p.position) ?? 0, finished: flag(p.finished), updatedAt: chinaDateTime(p.updateTime) };
    },
    path: (l) => lessonPath(l.courseId, l.id),
  },
  CourseProgress: {
    finishedLessons: (p) => int(p.row.learnedNum) ?? 0,
    totalLessons: (p) => int(p.row.lessonNum) ?? 0,
    percent: (p) => percentOf(int(p.row.learnedNum) ?? 0, int(p.row.lessonNum) ?? 0),
    lastLessonId: (p) => {
      const lesson = idOf(p.row.lastLessonId);
      return lesson ? toGlobalId('Lesson', `${p.courseId}:${lesson}`) : null;
    },
    lastStudiedAt: (p) => chinaDateTime(p.row.lastStudyTime),
    resumePath: (p) => {
      const lesson = idOf(p.row.lastLessonId);
      return lesson ? lessonPath(p.courseId, lesson) : `/course-desc/${encodeURIComponent(p.courseId)}`;
    },
  },
  Question: {
    id: (q) => toGlobalId('Question', q.id),
    position: (q) => q.position,
    kind: (q) => q.kind,
    stem: (q) => text(q.row.title) ?? '',
    options: (q) =>
      q.kind === 'SINGLE_CHOICE' || q.kind === 'MULTIPLE_CHOICE'
        ? (q.row.options ?? []).flatMap((o) => {
            const key = text(o?.key);
            return key ? [{ key, text: text(o?.value) ?? '' }] : [];
          })
        : [],
    score: (q) => num(q.row.score) ?? 0,
  },
  GivenAnswer: {
    questionId: (g) => g.questionId,
    choices: (g) => g.choices,
    text: (g) => g.text,
  },
  PracticeSet: {
    id: (s) => toGlobalId('PracticeSet', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    courseName: (s) => text(s.row.courseName),
    courseId: (s) => globalOf('Course', s.row.courseId),
    questionCount: (s) => int(s.row.questionNum) ?? 0,
    totalScore: (s) => num(s.row.totalScore) ?? 0,
    questions: async (s, _a, ctx) => {
      const row = s.row.questions ? s.row : await ctx.loaders.courses.practiceSet.load(s.id);
      return row ? questionSources(row.questions) : null;
    },
    viewerResults: (s, _a, ctx) => (ctx.session.token ? s.row : null),
    takePath: (s) => `/exercise-desc/${encodeURIComponent(s.id)}/practice`,
  },
  PracticeViewerResults: {
    attempts: (r) => int(r.recordNum) ?? 0,
    bestScore: (r) => num(r.bestScore),
    lastScore: (r) => num(r.lastScore),
    lastRecordId: (r) => globalOf('AnswerRecord', r.lastRecordId),
    lastResolutionPath: (r) => {
      const id = idOf(r.lastRecordId);
      return id ? `/answer-resolution/${encodeURIComponent(id)}/practice` : null;
    },
  },
  ExamPaper: {
    id: (p) => toGlobalId('ExamPaper', p.id),
    upstreamId: (p) => p.id,
    name: (p) => text(p.row.name) ?? '',
    summary: (p) => text(p.row.summary),
    cover: (p) => imagesFrom(p.row.images, text(p.row.name) ?? '')[0] ?? null,
    courseName: (p) => text(p.row.courseName),
    courseId: (p) => globalOf('Course', p.row.courseId),
    timeLimitMinutes: (p) => int(p.row.duration) ?? 0,
    totalScore: (p) => num(p.row.totalScore) ?? 0,
    passScore: (p) => num(p.row.passScore) ?? 0,
    questionCount: (p) => int(p.row.questionNum) ?? 0,
    attemptLimit: (p) => attemptsLeftOf(p.row.attemptLimit, 0),
    opensAt: (p) => chinaDateTime(p.row.startTime),
    closesAt: (p) => chinaDateTime(p.row.endTime),
    availability: (p) => availabilityOf(p.row),
    takerCount: (p) => int(p.row.takerNum) ?? 0,
    viewerStatus: (p, _a, ctx) => (ctx.session.token && text(p.row.userStatus) ? p.row : null),
    viewerAttempt: async (p, _a, ctx) => {
      if (!ctx.session.token) return null;
      if (!p.detailed && text(p.row.userStatus) !== 'DOING') return null;
      const row = await paperDetailRow(p, ctx);
      return attemptSource(p.id, row?.doing);
    },
    statistics: (p, _a, ctx) => ctx.loaders.courses.statistics.load(p.id),
    ranking: (p, args, ctx) => buildConnection(args, (page, size) => paperRanking(ctx.upstream, p.id, page, size), (row) => row),
    takePath: (p) => `/exercise-desc/${encodeURIComponent(p.id)}/exam`,
    resultsPath: (p) => `/practice-desc/me/${encodeURIComponent(p.id)}/exam`,
  },
  ExamViewerStatus: {
    state: (r) => (text(r.userStatus) === 'DOING' ? 'IN_PROGRESS' : text(r.userStatus) === 'DONE' ? 'FINISHED' : 'NOT_STARTED'),
    attemptsUsed: (r) => int(r.userAttemptNum) ?? 0,
    attemptsLeft: (r) => attemptsLeftOf(r.attemptLimit, int(r.userAttemptNum) ?? 0),
    bestScore: (r) => num(r.userBestScore),
    canStart: (r) => canStartExam(availabilityOf(r), text(r.userStatus) === 'DOING', attemptsLeftOf(r.attemptLimit, int(r.userAttemptNum) ?? 0)),
  },
  ExamAttempt: {
    id: (a) => toGlobalId('ExamAttempt', `${a.paperId}:${text(a.row.recordId) ?? ''}`),
    startedAt: (a) => chinaDateTime(a.row.startTime),
    deadline: (a) => {
      const deadline = chinaDateTime(a.row.deadline);
      if (!deadline) throw new UpstreamMalformedError();
      return deadline;
    },
    remainingSeconds: (a) => Math.max(0, int(a.row.remainSeconds) ?? 0),
    questions: (a) => questionSources(a.row.questions),
    answers: (a) => {
      const kinds = new Map(questionSources(a.row.questions).map((q) => [q.id, q.kind]));
      return (a.row.answers ?? []).flatMap((entry) => {
        const id = idOf(entry?.questionId);
        const kind = id ? kinds.get(id) : undefined;
        return id && kind ? [{ questionId: toGlobalId('Question', id), ...fromServiceAnswer(kind, text(entry.answer) ?? '') }] : [];
      });
    },
  },
  ExamStatistics: {
    takerCount: (s) => int(s.takerNum) ?? 0,
    attemptCount: (s) => int(s.attemptNum) ?? 0,
    averageScore: (s) => num(s.avgScore),
    highestScore: (s) => num(s.maxScore),
    lowestScore: (s) => num(s.minScore),
    passCount: (s) => int(s.passNum) ?? 0,
    passRate: (s) => num(s.passRate),
    distribution: (s) => (s.distribution ?? []).map((d) => ({ label: text(d?.name) ?? '', count: int(d?.num) ?? 0 })),
    viewerRank: (s, _a, ctx) => (ctx.session.token ? int(s.mine?.rank) : null),
    viewerBestScore: (s, _a, ctx) => (ctx.session.token ? num(s.mine?.bestScore) : null),
    viewerPassed: (s, _a, ctx) => (ctx.session.token && text(s.mine?.passed) ? flag(s.mine?.passed) : null),
  },
  ExamRankingEntry: {
    rank: (r) => int(r.rank) ?? 0,
    nickname: (r) => text(r.nickName) ?? '',
    avatar: (r) => imageFrom(r.headImg, text(r.nickName) ?? ''),
    score: (r) => num(r.score) ?? 0,
    durationSeconds: (r) => int(r.useTime) ?? 0,
    submittedAt: (r) => chinaDateTime(r.submitTime),
    isViewer: (r, _a, ctx) => ctx.session.token !== null && flag(r.isMine),
  },
  AnswerRecord: {
    id: (r) => toGlobalId('AnswerRecord', r.id),
    upstreamId: (r) => r.id,
    kind: (r) => (text(r.row.type) === 'EXAM' ? 'EXAM' : 'PRACTICE'),
    title: (r) => text(r.row.name) ?? '',
    courseName: (r) => text(r.row.courseName),
    practiceSetId: (r) => globalOf('PracticeSet', r.row.courseConfigId),
    examPaperId: (r) => globalOf('ExamPaper', r.row.paperId),
    score: (r) => num(r.row.score) ?? 0,
    totalScore: (r) => num(r.row.totalScore) ?? 0,
    passScore: (r) => (text(r.row.type) === 'EXAM' ? num(r.row.passScore) : null),
    passed: (r) => (text(r.row.type) === 'EXAM' ? passedOf(num(r.row.score), num(r.row.passScore)) : null),
    correctCount: (r) => int(r.row.rightNum) ?? 0,
    questionCount: (r) => int(r.row.questionNum) ?? 0,
    startedAt: (r) => chinaDateTime(r.row.startTime),
    submittedAt: (r) => chinaDateTime(r.row.submitTime),
    durationSeconds: (r) => (text(r.row.type) === 'EXAM' ? int(r.row.useTime) : null),
    autoSubmitted: (r) => flag(r.row.autoSubmit),
    resolution: async (r, _a, ctx) => {
      requireToken(ctx);
      const row = r.row.questions ? r.row : await ctx.loaders.courses.record.load(r.id);
      if (!row) return null;
      const locked = flag(row.analysisLocked);
      return { locked, items: questionSources(row.questions).map((question) => ({ question, row: question.row, locked })) };
    },
    resolutionPath: (r) => `/answer-resolution/${encodeURIComponent(r.id)}/${text(r.row.type) === 'EXAM' ? 'exam' : 'practice'}`,
    resultsPath: (r) => {
      const exam = text(r.row.type) === 'EXAM';
      const owner = idOf(exam ? r.row.paperId : r.row.courseConfigId);
      return owner ? `/practice-desc/me/${encodeURIComponent(owner)}/${exam ? 'exam' : 'practice'}` : null;
    },
    examStatistics: (r, _a, ctx) => {
      const paperId = text(r.row.type) === 'EXAM' ? idOf(r.row.paperId) : null;
      return paperId ? ctx.loaders.courses.statistics.load(paperId) : null;
    },
  },
  AnswerResolution: {
    locked: (r) => r.locked,
    items: (r) => r.items,
  },
  QuestionResolution: {
    question: (q) => q.question,
    given: (q) => ({ questionId: toGlobalId('Question', q.question.id), ...fromServiceAnswer(q.question.kind, text(q.row.userAnswer) ?? '') }),
    correct: (q) => (q.locked ? null : correctOf(q.question.kind, text(q.row.rightAnswer) ?? '')),
    isCorrect: (q) => (q.locked ? null : flag(q.row.isRight)),
    scoreEarned: (q) => (q.locked ? null : num(q.row.getScore) ?? 0),
    analysis: (q) => (q.locked ? null : text(q.row.analysis)),
  },
  CourseQuestion: {
    id: (q) => toGlobalId('CourseQuestion', q.id),
    upstreamId: (q) => q.id,
    content: (q) => text(q.row.content) ?? '',
    author: (q) => author(q.row.nickName, q.row.headImg),
    askedAt: (q) => chinaDateTime(q.row.createTime),
    courseName: (q) => text(q.row.courseName) ?? '',
    courseId: (q) => toGlobalId('Course', idOf(q.row.courseId) ?? ''),
    coursePath: (q) => `/course-question/${encodeURIComponent(idOf(q.row.courseId) ?? '')}`,
    answerCount: (q) => int(q.row.answerNum) ?? 0,
    latestAnswer: (q) => answerSource(q.row.lastAnswer as AskAnswerRow | null | undefined),
    isMine: (q, _a, ctx) => ctx.session.token !== null && flag(q.row.isMine),
    answers: (q, args, ctx) => buildConnection(args, (page, size) => answerList(ctx.upstream, q.id, page, size), answerSource),
    detailPath: (q) => `/question-detail/${encodeURIComponent(q.id)}`,
  },
  CourseAnswer: {
    id: (a) => toGlobalId('CourseAnswer', a.id),
    content: (a) => text(a.row.content) ?? '',
    author: (a) => author(a.row.nickName, a.row.headImg),
    isTeacher: (a) => flag(a.row.isTeacher),
    isMine: (a, _args, ctx) => ctx.session.token !== null && flag(a.row.isMine),
    answeredAt: (a) => chinaDateTime(a.row.createTime),
  },
  CourseAuthor: {
    nickname: (a) => a.nickname,
    avatar: (a) => imageFrom(a.avatar, a.nickname),
  },
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
    lesson: async (p, _a, ctx) => (p.courseId && p.lessonId ? (courseNodeLoaders.Lesson!(`${p.courseId}:${p.lessonId}`, ctx) as Promise<LessonSource | null>) : null),
    course: async (p, _a, ctx) => (p.courseId ? (courseNodeLoaders.Course!(p.courseId, ctx) as Promise<CourseSource | null>) : null),
  },
  SubmitPracticePayload: {
    errors: (p) => p.errors,
    record: (p) => p.record ?? null,
    practiceSet: async (p, _a, ctx) => (p.practiceSetId ? (courseNodeLoaders.PracticeSet!(p.practiceSetId, ctx) as Promise<PracticeSetSource | null>) : null),
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
    question: async (p, _a, ctx) => (p.questionId ? (courseNodeLoaders.CourseQuestion!(p.questionId, ctx) as Promise<CourseQuestionSource | null>) : null),
  },
  AnswerCourseQuestionPayload: {
    errors: (p) => p.errors,
    answer: (p) => p.answer ?? null,
    question: async (p, _a, ctx) => (p.questionId ? (courseNodeLoaders.CourseQuestion!(p.questionId, ctx) as Promise<CourseQuestionSource | null>) : null),
  },
};

function availabilityOf(row: PaperRow): 'NOT_OPEN' | 'OPEN' | 'CLOSED' {
  const status = text(row.status);
  return status === 'NOT_OPEN' || status === 'CLOSED' ? status : 'OPEN';
}
