/** Practice sets and exam papers: their questions, attempts, statistics, rankings, answer records and resolutions. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, num, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { attemptsLeftOf, canStartExam, correctOf, fromServiceAnswer, passedOf } from './rules.ts';
import { paperRanking } from './upstream.ts';
import { idOf, questionSources, attemptSource, globalOf, paperDetailRow, availabilityOf } from './source.ts';

export const examFields: Resolvers = {
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
    ranking: (p, args, ctx) =>
      buildConnection(
        args,
        (page, size) => paperRanking(ctx.upstream, p.id, page, size),
        (row) => row,
      ),
    takePath: (p) => `/exercise-desc/${encodeURIComponent(p.id)}/exam`,
    resultsPath: (p) => `/practice-desc/me/${encodeURIComponent(p.id)}/exam`,
  },
  ExamViewerStatus: {
    state: (r) => (text(r.userStatus) === 'DOING' ? 'IN_PROGRESS' : text(r.userStatus) === 'DONE' ? 'FINISHED' : 'NOT_STARTED'),
    attemptsUsed: (r) => int(r.userAttemptNum) ?? 0,
    attemptsLeft: (r) => attemptsLeftOf(r.attemptLimit, int(r.userAttemptNum) ?? 0),
    bestScore: (r) => num(r.userBestScore),
    canStart: (r) =>
      canStartExam(availabilityOf(r), text(r.userStatus) === 'DOING', attemptsLeftOf(r.attemptLimit, int(r.userAttemptNum) ?? 0)),
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
    given: (q) => ({
      questionId: toGlobalId('Question', q.question.id),
      ...fromServiceAnswer(q.question.kind, text(q.row.userAnswer) ?? ''),
    }),
    correct: (q) => (q.locked ? null : correctOf(q.question.kind, text(q.row.rightAnswer) ?? '')),
    isCorrect: (q) => (q.locked ? null : flag(q.row.isRight)),
    scoreEarned: (q) => (q.locked ? null : (num(q.row.getScore) ?? 0)),
    analysis: (q) => (q.locked ? null : text(q.row.analysis)),
  },
};
