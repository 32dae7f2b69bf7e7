/**
 * The course school's exam papers (resExt/api/paper/*): lists and details, starting an attempt
 * (one in progress per learner and paper), saving answers, submitting, the takers' ranking and
 * the results' statistics. An attempt's deadline is checked by the server's clock on every call:
 * past it, the attempt is handed in with the answers saved in time and the late call refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { Refusal, refuse, refusalAnswer, refused } from '../../refusal.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { finalizeExpired, finalizeRecord, givenAnswers, rankTakers, saveAnswers } from './records.ts';
import { intOf, jsonBody, num, questionItem, recordItem, writeAsCaller, type CoursesStore } from './school.ts';
import { coursesStore, type CoursePaperRow, type PaperRow, type RecordRow } from './store.ts';
import { COURSE_TEXTS as T } from './texts.ts';

const paperStatus = (p: PaperRow, t: number): 'NOT_OPEN' | 'OPEN' | 'CLOSED' =>
  p.open_at !== null && t < p.open_at ? 'NOT_OPEN' : p.close_at !== null && t >= p.close_at ? 'CLOSED' : 'OPEN';

function paperItem(store: CoursesStore, p: CoursePaperRow, user: UserRow | null, t: number): Record<string, unknown> {
  const { total, count } = store.totalScore('PAPER', p.id);
  const item: Record<string, unknown> = {
    id: String(p.id),
    name: p.name,
    summary: p.summary,
    images: imagesString(p.images),
    courseId: p.course_id === null ? '' : String(p.course_id),
    courseName: p.course_name ?? '',
    duration: String(p.duration_minutes),
    totalScore: num(total),
    passScore: num(p.pass_score),
    questionNum: String(count),
    attemptLimit: String(p.attempt_limit),
    startTime: p.open_at === null ? '' : formatChinaTime(p.open_at),
    endTime: p.close_at === null ? '' : formatChinaTime(p.close_at),
    status: paperStatus(p, t),
    takerNum: String(store.paperTakers(p.id)),
  };
  if (user) {
    const mine = store.best(user.id, 'PAPER', p.id);
    const doing = store.doing(user.id, p.id);
    item.userAttemptNum = String(mine.n);
    item.userBestScore = mine.best === null ? '' : num(mine.best);
    item.userStatus = doing ? 'DOING' : mine.n > 0 ? 'DONE' : 'TODO';
    item.doingRecordId = doing ? String(doing.id) : '';
    item.deadline = doing?.deadline_at ? formatChinaTime(doing.deadline_at) : '';
  }
  return item;
}

/** An attempt in progress as the learner resumes it: questions without the key, answers as saved, time left by the server's clock. */
function attemptItem(store: CoursesStore, record: RecordRow, t: number) {
  return {
    recordId: String(record.id),
    paperId: String(record.owner_id),
    startTime: formatChinaTime(record.started_at),
    deadline: formatChinaTime(record.deadline_at ?? t),
    serverTime: formatChinaTime(t),
    remainSeconds: String(Math.max(0, Math.floor(((record.deadline_at ?? t) - t) / 1000))),
    answers: store.answers(record.id).map((a) => ({ questionId: String(a.question_id), answer: a.answer })),
    questions: store.questions('PAPER', record.owner_id).map(questionItem),
  };
}

/** The site's paper the input names (`paperId`, else `id`), after closing its attempts whose time ran out. */
function paperOf(ctx: AppContext, store: CoursesStore, req: FastifyRequest, raw: string): CoursePaperRow | undefined {
  const id = intOf(raw);
  const paper = id === null ? undefined : store.paper(requireSite(req).site_code, id);
  if (paper) finalizeExpired(ctx.db, ctx.clock.now(), { paperId: paper.id });
  return paper;
}

function registerPapers(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.get('/resExt/api/paper/list', async (req) => {
    const site = requireSite(req);
    finalizeExpired(ctx.db, ctx.clock.now());
    const { currPage, pageSize, offset } = paging(req);
    const courseId = intOf(input(req, 'courseId'));
    const rows = store.papers(site.site_code, courseId, pageSize, offset);
    const user = callerOf(ctx, req);
    return pageOf(
      rows.map((p) => paperItem(store, p, user, ctx.clock.now())),
      store.paperCount(site.site_code, courseId),
      { currPage, pageSize },
    );
  });

  api.get('/resExt/api/paper/info', async (req) => {
    const paper = paperOf(ctx, store, req, input(req, 'id'));
    if (!paper) return refused(T.noSuchPaper);
    const user = callerOf(ctx, req);
    const doing = user ? store.doing(user.id, paper.id) : undefined;
    return ok({ ...paperItem(store, paper, user, ctx.clock.now()), doing: doing ? attemptItem(store, doing, ctx.clock.now()) : null });
  });

  api.post('/resExt/api/paper/start', async (req) => {
    const paper = paperOf(ctx, store, req, input(req, 'paperId') || String(jsonBody(req).paperId ?? ''));
    if (!paper) return refused(T.noSuchPaper);
    return writeAsCaller(ctx, req, (_site, user) => {
      const t = ctx.clock.now();
      // one attempt in progress per learner and paper: a second start (another tab, a double tap) resumes it
      const doing = store.doing(user.id, paper.id);
      if (doing) return ok(attemptItem(store, doing, t));
      const status = paperStatus(paper, t);
      if (status === 'NOT_OPEN') return refuse(T.notOpen);
      if (status === 'CLOSED') return refuse(T.closed);
      if (paper.attempt_limit > 0 && store.submittedCount(user.id, 'PAPER', paper.id) >= paper.attempt_limit)
        return refuse(T.noAttemptsLeft);
      const { total, count } = store.totalScore('PAPER', paper.id);
      const deadline = t + paper.duration_minutes * 60_000;
      const id = store.addRecord({
        siteCode: paper.site_code,
        userId: user.id,
        owner: 'PAPER',
        ownerId: paper.id,
        courseId: paper.course_id,
        total,
        count,
        at: t,
        deadline,
      });
      return ok(attemptItem(store, store.recordRow(id), t));
    });
  });
}

/** Runs an exam write; a time-up refusal keeps what was done (the auto-submission) instead of rolling it back. */
function examWrite(ctx: AppContext, req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope {
  const site = requireSite(req);
  const user = callerOf(ctx, req);
  if (!user) return notLoggedIn();
  const state: { late: Refusal | null } = { late: null };
  try {
    const envelope = ctx.db
      .transaction((): Envelope | null => {
        try {
          return fn(site, user);
        } catch (error) {
          if (error instanceof Refusal && error.message === T.timeUp) {
            state.late = error;
            return null;
          }
          throw error;
        }
      })
      .immediate();
    if (state.late || !envelope) return refused(state.late?.message ?? T.timeUp, state.late?.data ?? null);
    return envelope;
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    throw error;
  }
}

function registerAttempts(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  /** The caller's attempt of a body's `recordId` on this site; refusals for anything else. */
  const attemptOf = (site: SiteRow, user: UserRow, raw: unknown): RecordRow => {
    const id = intOf(raw);
    const record = id === null ? undefined : store.record(id);
    if (!record || record.user_id !== user.id || record.site_code !== site.site_code || record.owner_type !== 'PAPER')
      return refuse(T.noSuchRecord);
    if (record.status === 'SUBMITTED') return refuse(T.submitted, recordItem(record));
    return record;
  };
  /** Past the deadline: handed in with the answers saved in time, and the late call refused. */
  const closeIfLate = (record: RecordRow, t: number): void => {
    if (record.deadline_at === null || t < record.deadline_at) return;
    store.dropLateAnswers(record.id, record.deadline_at);
    finalizeRecord(ctx.db, record, record.deadline_at, true);
    // the auto-submission is kept (no rollback): answer with the handed-in record
    throw new Refusal(T.timeUp, recordItem(store.record(record.id)!));
  };

  api.post('/resExt/api/paper/answer', async (req) =>
    examWrite(ctx, req, (site, user) => {
      const body = jsonBody(req);
      const record = attemptOf(site, user, body.recordId);
      const t = ctx.clock.now();
      closeIfLate(record, t);
      saveAnswers(
        ctx.db,
        record.id,
        givenAnswers([{ questionId: body.questionId, answer: body.answer }], store.questions('PAPER', record.owner_id)),
        t,
      );
      const remain = Math.max(0, Math.floor(((record.deadline_at ?? t) - t) / 1000));
      return ok({
        recordId: String(record.id),
        answeredNum: String(store.answerCount(record.id)),
        questionNum: String(record.question_num),
        remainSeconds: String(remain),
      });
    }),
  );

  const submit = (req: FastifyRequest, course: boolean) =>
    examWrite(ctx, req, (site, user) => {
      const body = jsonBody(req);
      const record = attemptOf(site, user, body.recordId);
      if (course) {
        const courseId = intOf(body.courseId);
        if (courseId === null || record.course_id !== courseId) return refuse(T.notThisCourse);
      }
      const t = ctx.clock.now();
      closeIfLate(record, t);
      saveAnswers(ctx.db, record.id, givenAnswers(body.answers, store.questions('PAPER', record.owner_id)), t);
      finalizeRecord(ctx.db, record, t, false);
      return ok(recordItem(store.record(record.id)!));
    });

  api.post('/resExt/api/paper/submit', async (req) => submit(req, false));
  /** The exam of a course (`courseId` must be the paper's course). */
  api.post('/resExt/api/paper/corseSubmit', async (req) => submit(req, true));
}

const BANDS = [
  { name: '0-59%', min: 0, max: 0.6 },
  { name: '60-69%', min: 0.6, max: 0.7 },
  { name: '70-79%', min: 0.7, max: 0.8 },
  { name: '80-89%', min: 0.8, max: 0.9 },
  { name: '90-100%', min: 0.9, max: 1.01 },
];

/** The paper's results: takers, attempts, scores, the pass rate, the distribution, and the caller's own. */
function statistics(ctx: AppContext, store: CoursesStore, paper: CoursePaperRow, user: UserRow | null): Record<string, unknown> {
  const { total } = store.totalScore('PAPER', paper.id);
  const ranked = rankTakers(ctx.db, paper.id);
  const scores = ranked.map((r) => r.score);
  const passNum = scores.filter((s) => s >= paper.pass_score).length;
  const mine = user ? ranked.find((r) => r.user_id === user.id) : undefined;
  const used = user ? store.submittedCount(user.id, 'PAPER', paper.id) : 0;
  return {
    paperId: String(paper.id),
    takerNum: String(ranked.length),
    attemptNum: String(store.paperAttempts(paper.id)),
    totalScore: num(total),
    passScore: num(paper.pass_score),
    avgScore: scores.length ? num(scores.reduce((a, b) => a + b, 0) / scores.length) : '',
    maxScore: scores.length ? num(Math.max(...scores)) : '',
    minScore: scores.length ? num(Math.min(...scores)) : '',
    passNum: String(passNum),
    passRate: scores.length ? (passNum / scores.length).toFixed(4) : '',
    distribution: BANDS.map((b) => ({
      name: b.name,
      num: String(scores.filter((s) => total > 0 && s / total >= b.min && s / total < b.max).length),
    })),
    mine: user
      ? {
          bestScore: mine ? num(mine.score) : '',
          rank: mine ? String(mine.rank) : '',
          attemptNum: String(used),
          remainNum: paper.attempt_limit === 0 ? '' : String(Math.max(0, paper.attempt_limit - used)),
          passed: mine ? (mine.score >= paper.pass_score ? '1' : '0') : '',
        }
      : null,
  };
}

function registerResults(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.get('/resExt/api/paper/userList', async (req) => {
    const paper = paperOf(ctx, store, req, input(req, 'paperId') || input(req, 'id'));
    if (!paper) return refused(T.noSuchPaper);
    const { currPage, pageSize, offset } = paging(req);
    const user = callerOf(ctx, req);
    const ranked = rankTakers(ctx.db, paper.id);
    const page = ranked.slice(offset, offset + pageSize).map((r) => {
      const person = store.person(r.user_id);
      return {
        rank: String(r.rank),
        recordId: String(r.record_id),
        nickName: person?.nickname ?? '',
        headImg: person?.head_img ?? '',
        score: num(r.score),
        useTime: String(Math.round(r.used_ms / 1000)),
        submitTime: formatChinaTime(r.submitted_at),
        attemptNum: String(r.attempts),
        isMine: user && user.id === r.user_id ? '1' : '0',
      };
    });
    return pageOf(page, ranked.length, { currPage, pageSize });
  });

  api.get('/resExt/api/paper/resultStatistic', async (req) => {
    const paper = paperOf(ctx, store, req, input(req, 'paperId') || input(req, 'id'));
    if (!paper) return refused(T.noSuchPaper);
    return ok(statistics(ctx, store, paper, callerOf(ctx, req)));
  });
}

export function registerExams(api: FastifyInstance, ctx: AppContext): void {
  registerPapers(api, ctx);
  registerAttempts(api, ctx);
  registerResults(api, ctx);
}
