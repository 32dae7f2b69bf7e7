/**
 * The course school's calls (API.md "Courses, practice and exams"): res/api/schoolCourse/*,
 * res/api/schoolUser/* and resExt/api/paper/*. Numbers come as strings, images as one
 * comma-separated string, lists as `datas` + `page`, like the vendor's other calls. The answer
 * key (rightAnswer, analysis) is only ever in a submitted record's detail.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, isJsonBody, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { Refusal, refuse, refusalAnswer } from '../../refusal.ts';
import { callerOf } from '../../caller.ts';
import { CODE, type Envelope, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { NOT_LOGGED_IN_MESSAGE, type UserRow } from '../../users.ts';
import {
  finalizeExpired,
  finalizeRecord,
  normaliseAnswer,
  optionKeysOf,
  questionsOf,
  rankTakers,
  totalScoreOf,
  type OwnerType,
  type PaperRow,
  type QuestionRow,
  type RecordRow,
} from './records.ts';

/** The longest course question or answer the service stores, in characters. */
export const ASK_MAX_CHARS = 300;


/** The vendor's numeric question types. */
const QUESTION_TYPE: Record<QuestionRow['kind'], string> = { SINGLE: '1', MULTIPLE: '2', JUDGE: '3', FILL: '4' };

interface CourseRow {
  id: number;
  site_code: string;
  name: string;
  images: string;
  teacher: string;
  teacher_title: string;
  category: string;
  summary: string;
  content: string;
  learner_num: number;
  publish_time: number;
  sort: number;
  lesson_num: number;
  chapter_num: number;
  total_duration: number;
  practice_num: number;
  paper_num: number;
}

interface LessonRow {
  id: number;
  course_id: number;
  chapter_id: number;
  name: string;
  kind: 'VIDEO' | 'AUDIO' | 'TEXT';
  media: string;
  duration: number;
  content: string;
  sort: number;
}

interface ProgressRow {
  lesson_id: number;
  course_id: number;
  position: number;
  duration: number;
  finished: number;
  updated_at: number;
}

interface AskRow {
  id: number;
  site_code: string;
  course_id: number;
  user_id: number;
  content: string;
  created_at: number;
  course_name: string;
  nickname: string;
  head_img: string;
  answer_num: number;
}

const COURSE_COLUMNS = `c.*,
  (SELECT COUNT(*) FROM school_lessons l WHERE l.course_id = c.id) AS lesson_num,
  (SELECT COUNT(*) FROM school_chapters h WHERE h.course_id = c.id) AS chapter_num,
  (SELECT COALESCE(SUM(duration), 0) FROM school_lessons l WHERE l.course_id = c.id) AS total_duration,
  (SELECT COUNT(*) FROM school_configs f WHERE f.course_id = c.id) AS practice_num,
  (SELECT COUNT(*) FROM school_papers p WHERE p.course_id = c.id) AS paper_num`;

const num = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(Math.round(n * 10) / 10));

function jsonBody(req: FastifyRequest): Record<string, unknown> {
  return isJsonBody(req) && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

function intOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function registerCourseRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();
  const notLoggedIn = () => fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);

  /** Runs `fn` in an IMMEDIATE transaction as the caller; a Refusal becomes code 1 (with its data). */
  const writeAsCaller = (req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    try {
      return db.transaction(() => fn(site, user)).immediate();
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    }
  };

  const courseById = (site: string, id: number | null): CourseRow | undefined =>
    id === null ? undefined : (db.prepare(`SELECT ${COURSE_COLUMNS} FROM school_courses c WHERE c.site_code = ? AND c.id = ?`).get(site, id) as CourseRow | undefined);
  const lessonsOf = (courseId: number): LessonRow[] => db.prepare('SELECT * FROM school_lessons WHERE course_id = ? ORDER BY sort, id').all(courseId) as LessonRow[];
  const progressOf = (userId: number, courseIds: number[]): ProgressRow[] =>
    courseIds.length === 0
      ? []
      : (db.prepare(`SELECT * FROM school_progress WHERE user_id = ? AND course_id IN (${courseIds.map(() => '?').join(',')})`).all(userId, ...courseIds) as ProgressRow[]);

  const userProgress = (course: CourseRow, rows: ProgressRow[]) => {
    const mine = rows.filter((r) => r.course_id === course.id);
    const last = [...mine].sort((a, b) => b.updated_at - a.updated_at)[0];
    return {
      learnedNum: String(mine.filter((r) => r.finished === 1).length),
      lessonNum: String(course.lesson_num),
      lastLessonId: last ? String(last.lesson_id) : '',
      lastStudyTime: last ? formatChinaTime(last.updated_at) : '',
    };
  };

  const courseItem = (c: CourseRow, progress: ProgressRow[] | null): Record<string, unknown> => ({
    id: String(c.id),
    name: c.name,
    images: imagesString(c.images),
    teacherName: c.teacher,
    teacherTitle: c.teacher_title,
    category: c.category,
    summary: c.summary,
    lessonNum: String(c.lesson_num),
    chapterNum: String(c.chapter_num),
    totalDuration: num(c.total_duration),
    learnerNum: String(c.learner_num),
    practiceNum: String(c.practice_num),
    paperNum: String(c.paper_num),
    publishTime: formatChinaTime(c.publish_time),
    userProgress: progress ? userProgress(c, progress) : null,
  });

  // ------------------------------------------------------------------ courses and lessons

  api.get('/res/api/schoolCourse/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const keyword = input(req, 'keyword').trim();
    const where = keyword ? 'c.site_code = ? AND c.name LIKE ?' : 'c.site_code = ?';
    const params = keyword ? [site.site_code, `%${keyword}%`] : [site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM school_courses c WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT ${COURSE_COLUMNS} FROM school_courses c WHERE ${where} ORDER BY c.sort, c.id LIMIT ? OFFSET ?`).all(...params, pageSize, offset) as CourseRow[];
    const user = callerOf(ctx, req);
    const progress = user ? progressOf(user.id, rows.map((r) => r.id)) : null;
    return pageOf(rows.map((r) => courseItem(r, progress)), total, { currPage, pageSize });
  });

  api.get('/res/api/schoolCourse/detail', async (req) => {
    const site = requireSite(req);
    const course = courseById(site.site_code, intOf(input(req, 'id')));
    if (!course) return fail(CODE.FAIL, '课程不存在');
    const user = callerOf(ctx, req);
    const progress = user ? progressOf(user.id, [course.id]) : null;
    const byLesson = new Map((progress ?? []).map((p) => [p.lesson_id, p]));
    const chapters = db.prepare('SELECT * FROM school_chapters WHERE course_id = ? ORDER BY sort, id').all(course.id) as { id: number; name: string; sort: number }[];
    const lessons = lessonsOf(course.id);
    return ok({
      ...courseItem(course, progress),
      content: course.content,
      chapters: chapters.map((h) => ({
        id: String(h.id),
        name: h.name,
        lessons: lessons
          .filter((l) => l.chapter_id === h.id)
          .map((l) => {
            const p = byLesson.get(l.id);
            return {
              id: String(l.id),
              name: l.name,
              // vendor codes: 1 video, 2 audio, 3 text
              lessonType: l.kind === 'VIDEO' ? '1' : l.kind === 'AUDIO' ? '2' : '3',
              url: l.media,
              duration: num(l.duration),
              content: l.content,
              progress: p ? { position: num(p.position), duration: num(p.duration), finished: String(p.finished), updateTime: formatChinaTime(p.updated_at) } : null,
            };
          }),
      })),
    });
  });

  api.post('/res/api/schoolUser/saveProgress', async (req) =>
    writeAsCaller(req, (site, user) => {
      const lessonId = intOf(input(req, 'lessonId'));
      const lesson = lessonId === null ? undefined : (db.prepare('SELECT l.* FROM school_lessons l JOIN school_courses c ON c.id = l.course_id WHERE l.id = ? AND c.site_code = ?').get(lessonId, site.site_code) as LessonRow | undefined);
      if (!lesson) return refuse('课时不存在');
      const position = Number(input(req, 'position'));
      const given = Number(input(req, 'duration') || '0');
      const duration = lesson.kind === 'TEXT' ? 0 : given > 0 ? given : lesson.duration;
      if (!Number.isFinite(position) || position < 0 || !Number.isFinite(duration) || (lesson.kind !== 'TEXT' && position > duration + 1)) return refuse('学习进度不正确');
      const before = db.prepare('SELECT finished FROM school_progress WHERE user_id = ? AND lesson_id = ?').get(user.id, lesson.id) as { finished: number } | undefined;
      const reachedEnd = lesson.kind !== 'TEXT' && duration > 0 && position >= duration - 0.5;
      const finished = before?.finished === 1 || input(req, 'finished') === '1' || reachedEnd ? 1 : 0;
      const firstInCourse = !db.prepare('SELECT 1 FROM school_progress WHERE user_id = ? AND course_id = ?').get(user.id, lesson.course_id);
      db.prepare(
        `INSERT INTO school_progress (user_id, lesson_id, course_id, position, duration, finished, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, lesson_id) DO UPDATE SET position = excluded.position, duration = excluded.duration, finished = excluded.finished, updated_at = excluded.updated_at`,
      ).run(user.id, lesson.id, lesson.course_id, Math.min(position, duration || position), duration, finished, now());
      if (firstInCourse) db.prepare('UPDATE school_courses SET learner_num = learner_num + 1 WHERE id = ?').run(lesson.course_id);
      const learned = (db.prepare('SELECT COUNT(*) AS n FROM school_progress WHERE user_id = ? AND course_id = ? AND finished = 1').get(user.id, lesson.course_id) as { n: number }).n;
      const total = (db.prepare('SELECT COUNT(*) AS n FROM school_lessons WHERE course_id = ?').get(lesson.course_id) as { n: number }).n;
      return ok({ lessonId: String(lesson.id), courseId: String(lesson.course_id), position: num(Math.min(position, duration || position)), finished: String(finished), learnedNum: String(learned), lessonNum: String(total) });
    }),
  );

  api.get('/res/api/schoolUser/myCourses', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const { currPage, pageSize, offset } = paging(req);
    const mine = `SELECT course_id, MAX(at) AS at FROM (
        SELECT course_id, updated_at AS at FROM school_progress WHERE user_id = ?
        UNION ALL SELECT course_id, COALESCE(submitted_at, started_at) AS at FROM school_records WHERE user_id = ? AND course_id IS NOT NULL
      ) GROUP BY course_id`;
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${mine}) m JOIN school_courses c ON c.id = m.course_id WHERE c.site_code = ?`).get(user.id, user.id, site.site_code) as { n: number }).n;
    const rows = db
      .prepare(`SELECT ${COURSE_COLUMNS} FROM (${mine}) m JOIN school_courses c ON c.id = m.course_id WHERE c.site_code = ? ORDER BY m.at DESC, c.id LIMIT ? OFFSET ?`)
      .all(user.id, user.id, site.site_code, pageSize, offset) as CourseRow[];
    const progress = progressOf(user.id, rows.map((r) => r.id));
    return pageOf(rows.map((r) => courseItem(r, progress)), total, { currPage, pageSize });
  });

  // ------------------------------------------------------------------ questions (practice sets and papers)

  /** A question as a learner sees it before submitting: never the answer key. */
  const questionItem = (q: QuestionRow) => ({
    id: String(q.id),
    questionType: QUESTION_TYPE[q.kind],
    title: q.stem,
    options: JSON.parse(q.options) as unknown[],
    score: num(q.score),
    sort: String(q.sort),
  });

  interface ConfigRow {
    id: number;
    course_id: number;
    name: string;
    sort: number;
    course_name: string;
  }
  const configById = (site: string, id: number | null): ConfigRow | undefined =>
    id === null
      ? undefined
      : (db.prepare('SELECT f.*, c.name AS course_name FROM school_configs f JOIN school_courses c ON c.id = f.course_id WHERE f.id = ? AND c.site_code = ?').get(id, site) as ConfigRow | undefined);

  const configItem = (f: ConfigRow, user: UserRow | null) => {
    const { total, count } = totalScoreOf(db, 'CONFIG', f.id);
    const mine = user
      ? (db.prepare("SELECT COUNT(*) AS n, MAX(score) AS best FROM school_records WHERE user_id = ? AND owner_type = 'CONFIG' AND owner_id = ? AND status = 'SUBMITTED'").get(user.id, f.id) as { n: number; best: number | null })
      : null;
    const last = user
      ? (db.prepare("SELECT id, score FROM school_records WHERE user_id = ? AND owner_type = 'CONFIG' AND owner_id = ? AND status = 'SUBMITTED' ORDER BY submitted_at DESC, id DESC LIMIT 1").get(user.id, f.id) as { id: number; score: number } | undefined)
      : undefined;
    return {
      id: String(f.id),
      name: f.name,
      courseId: String(f.course_id),
      courseName: f.course_name,
      questionNum: String(count),
      totalScore: num(total),
      recordNum: mine ? String(mine.n) : '0',
      bestScore: mine?.best === null || mine?.best === undefined ? '' : num(mine.best),
      lastRecordId: last ? String(last.id) : '',
      lastScore: last ? num(last.score) : '',
    };
  };

  api.get('/res/api/schoolCourse/configList', async (req) => {
    const site = requireSite(req);
    const course = courseById(site.site_code, intOf(input(req, 'courseId')));
    if (!course) return fail(CODE.FAIL, '课程不存在');
    const user = callerOf(ctx, req);
    const rows = db.prepare('SELECT f.*, c.name AS course_name FROM school_configs f JOIN school_courses c ON c.id = f.course_id WHERE f.course_id = ? ORDER BY f.sort, f.id').all(course.id) as ConfigRow[];
    return plainList(rows.map((f) => configItem(f, user)));
  });

  api.get('/res/api/schoolCourse/configInfo', async (req) => {
    const site = requireSite(req);
    const config = configById(site.site_code, intOf(input(req, 'id')));
    if (!config) return fail(CODE.FAIL, '练习不存在');
    return ok({ ...configItem(config, callerOf(ctx, req)), questions: questionsOf(db, 'CONFIG', config.id).map(questionItem) });
  });

  /** The given answers `[{ questionId, answer }]` of a body, checked against the set's questions. */
  const givenAnswers = (raw: unknown, questions: QuestionRow[]): Map<number, string> => {
    if (raw !== undefined && !Array.isArray(raw)) refuse('答案格式不正确');
    const byId = new Map(questions.map((q) => [q.id, q]));
    const out = new Map<number, string>();
    for (const item of (raw as unknown[] | undefined) ?? []) {
      const entry = (item && typeof item === 'object' ? item : {}) as { questionId?: unknown; answer?: unknown };
      const question = byId.get(intOf(entry.questionId) ?? -1);
      if (!question) return refuse('题目不存在');
      const answer = normaliseAnswer(question.kind, typeof entry.answer === 'string' ? entry.answer : '', optionKeysOf(question));
      if (answer === null) return refuse('答案格式不正确');
      out.set(question.id, answer);
    }
    return out;
  };

  const saveAnswers = (recordId: number, answers: Map<number, string>, at: number) => {
    const upsert = db.prepare(
      `INSERT INTO school_record_answers (record_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (record_id, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at`,
    );
    const clear = db.prepare('DELETE FROM school_record_answers WHERE record_id = ? AND question_id = ?');
    for (const [questionId, answer] of answers) {
      if (answer === '') clear.run(recordId, questionId);
      else upsert.run(recordId, questionId, answer, at);
    }
  };

  interface OwnedRecord extends RecordRow {
    name: string;
    course_name: string | null;
    pass_score: number | null;
  }
  const recordById = (id: number | null): OwnedRecord | undefined =>
    id === null
      ? undefined
      : (db
          .prepare(
            `SELECT r.*, COALESCE(f.name, p.name) AS name, c.name AS course_name, p.pass_score AS pass_score FROM school_records r
              LEFT JOIN school_configs f ON r.owner_type = 'CONFIG' AND f.id = r.owner_id
              LEFT JOIN school_papers p ON r.owner_type = 'PAPER' AND p.id = r.owner_id
              LEFT JOIN school_courses c ON c.id = r.course_id
             WHERE r.id = ?`,
          )
          .get(id) as OwnedRecord | undefined);

  const recordItem = (r: OwnedRecord) => ({
    id: String(r.id),
    type: r.owner_type === 'CONFIG' ? 'PRACTICE' : 'EXAM',
    courseConfigId: r.owner_type === 'CONFIG' ? String(r.owner_id) : '',
    paperId: r.owner_type === 'PAPER' ? String(r.owner_id) : '',
    name: r.name,
    courseId: r.course_id === null ? '' : String(r.course_id),
    courseName: r.course_name ?? '',
    status: r.status,
    score: num(r.score),
    totalScore: num(r.total_score),
    passScore: num(r.pass_score),
    rightNum: r.correct_num === null ? '' : String(r.correct_num),
    questionNum: String(r.question_num),
    startTime: formatChinaTime(r.started_at),
    submitTime: r.submitted_at === null ? '' : formatChinaTime(r.submitted_at),
    useTime: r.submitted_at === null ? '' : String(Math.max(0, Math.round((r.submitted_at - r.started_at) / 1000))),
    autoSubmit: String(r.auto_submitted),
  });

  api.post('/res/api/schoolUser/exercisesSubmit', async (req) =>
    writeAsCaller(req, (site, user) => {
      const body = jsonBody(req);
      const config = configById(site.site_code, intOf(body.courseConfigId ?? input(req, 'courseConfigId')));
      if (!config) return refuse('练习不存在');
      const questions = questionsOf(db, 'CONFIG', config.id);
      const answers = givenAnswers(body.answers, questions);
      const t = now();
      const { total, count } = totalScoreOf(db, 'CONFIG', config.id);
      // a practice set may be redone any time: each submission is a new record
      const info = db
        .prepare(`INSERT INTO school_records (site_code, user_id, owner_type, owner_id, course_id, status, total_score, question_num, started_at) VALUES (?, ?, 'CONFIG', ?, ?, 'DOING', ?, ?, ?)`)
        .run(site.site_code, user.id, config.id, config.course_id, total, count, t);
      const recordId = Number(info.lastInsertRowid);
      saveAnswers(recordId, answers, t);
      finalizeRecord(db, recordById(recordId)!, t, false);
      return ok(recordItem(recordById(recordId)!));
    }),
  );

  api.get('/res/api/schoolUser/recordList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    finalizeExpired(db, now(), { userId: user.id });
    const { currPage, pageSize, offset } = paging(req);
    const type = input(req, 'type').toUpperCase();
    const owner: OwnerType | null = type === 'PRACTICE' ? 'CONFIG' : type === 'EXAM' ? 'PAPER' : null;
    const where = `r.user_id = ? AND r.site_code = ? AND r.status = 'SUBMITTED'${owner ? ' AND r.owner_type = ?' : ''}`;
    const params: (string | number)[] = owner ? [user.id, site.site_code, owner] : [user.id, site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM school_records r WHERE ${where}`).get(...params) as { n: number }).n;
    const ids = db.prepare(`SELECT r.id FROM school_records r WHERE ${where} ORDER BY r.submitted_at DESC, r.id DESC LIMIT ? OFFSET ?`).all(...params, pageSize, offset) as { id: number }[];
    return pageOf(ids.map((r) => recordItem(recordById(r.id)!)), total, { currPage, pageSize });
  });

  /** True while an exam's answers must stay hidden: attempts left and the paper still open. */
  const analysisLocked = (record: RecordRow): boolean => {
    if (record.owner_type !== 'PAPER') return false;
    const paper = db.prepare('SELECT * FROM school_papers WHERE id = ?').get(record.owner_id) as PaperRow | undefined;
    if (!paper) return false;
    const used = (db.prepare("SELECT COUNT(*) AS n FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(record.user_id, paper.id) as { n: number }).n;
    const attemptsLeft = paper.attempt_limit === 0 || used < paper.attempt_limit;
    const open = paper.close_at === null || now() < paper.close_at;
    return attemptsLeft && open;
  };

  api.get('/res/api/schoolUser/recordDetail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    finalizeExpired(db, now(), { userId: user.id });
    const record = recordById(intOf(input(req, 'id')));
    if (!record || record.user_id !== user.id || record.site_code !== site.site_code) return fail(CODE.FAIL, '答题记录不存在');
    if (record.status !== 'SUBMITTED') return fail(CODE.FAIL, '答卷尚未提交');
    const locked = analysisLocked(record);
    const answers = new Map(
      (db.prepare('SELECT question_id, answer, correct, score FROM school_record_answers WHERE record_id = ?').all(record.id) as { question_id: number; answer: string; correct: number | null; score: number | null }[]).map((a) => [a.question_id, a]),
    );
    return ok({
      ...recordItem(record),
      analysisLocked: locked ? '1' : '0',
      questions: questionsOf(db, record.owner_type, record.owner_id).map((q) => {
        const given = answers.get(q.id);
        return {
          ...questionItem(q),
          userAnswer: given?.answer ?? '',
          // the key, the explanation and the marks only when the exam's answers may be published
          rightAnswer: locked ? '' : q.answer,
          analysis: locked ? '' : q.analysis,
          isRight: locked ? '' : given?.correct === 1 ? '1' : '0',
          getScore: locked ? '' : num(given?.score ?? 0),
        };
      }),
    });
  });

  // ------------------------------------------------------------------ exam papers

  const paperById = (site: string, id: number | null): (PaperRow & { course_name: string | null }) | undefined =>
    id === null
      ? undefined
      : (db.prepare('SELECT p.*, c.name AS course_name FROM school_papers p LEFT JOIN school_courses c ON c.id = p.course_id WHERE p.id = ? AND p.site_code = ?').get(id, site) as
          | (PaperRow & { course_name: string | null })
          | undefined);

  const paperStatus = (p: PaperRow, t: number): 'NOT_OPEN' | 'OPEN' | 'CLOSED' =>
    p.open_at !== null && t < p.open_at ? 'NOT_OPEN' : p.close_at !== null && t >= p.close_at ? 'CLOSED' : 'OPEN';

  const doingOf = (userId: number, paperId: number): RecordRow | undefined =>
    db.prepare("SELECT * FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'DOING'").get(userId, paperId) as RecordRow | undefined;

  const paperItem = (p: PaperRow & { course_name: string | null }, user: UserRow | null) => {
    const t = now();
    const { total, count } = totalScoreOf(db, 'PAPER', p.id);
    const takers = (db.prepare("SELECT COUNT(DISTINCT user_id) AS n FROM school_records WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(p.id) as { n: number }).n;
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
      takerNum: String(takers),
    };
    if (user) {
      const mine = db.prepare("SELECT COUNT(*) AS n, MAX(score) AS best FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(user.id, p.id) as { n: number; best: number | null };
      const doing = doingOf(user.id, p.id);
      item.userAttemptNum = String(mine.n);
      item.userBestScore = mine.best === null ? '' : num(mine.best);
      item.userStatus = doing ? 'DOING' : mine.n > 0 ? 'DONE' : 'TODO';
      item.doingRecordId = doing ? String(doing.id) : '';
      item.deadline = doing?.deadline_at ? formatChinaTime(doing.deadline_at) : '';
    }
    return item;
  };

  /** An attempt in progress as the learner resumes it: questions without the key, answers as saved, time left by the server's clock. */
  const attemptItem = (record: RecordRow) => {
    const t = now();
    const saved = db.prepare('SELECT question_id, answer FROM school_record_answers WHERE record_id = ? ORDER BY question_id').all(record.id) as { question_id: number; answer: string }[];
    return {
      recordId: String(record.id),
      paperId: String(record.owner_id),
      startTime: formatChinaTime(record.started_at),
      deadline: formatChinaTime(record.deadline_at ?? t),
      serverTime: formatChinaTime(t),
      remainSeconds: String(Math.max(0, Math.floor(((record.deadline_at ?? t) - t) / 1000))),
      answers: saved.map((a) => ({ questionId: String(a.question_id), answer: a.answer })),
      questions: questionsOf(db, 'PAPER', record.owner_id).map(questionItem),
    };
  };

  api.get('/resExt/api/paper/list', async (req) => {
    const site = requireSite(req);
    finalizeExpired(db, now());
    const { currPage, pageSize, offset } = paging(req);
    const courseId = intOf(input(req, 'courseId'));
    const where = courseId === null ? 'p.site_code = ?' : 'p.site_code = ? AND p.course_id = ?';
    const params = courseId === null ? [site.site_code] : [site.site_code, courseId];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM school_papers p WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT p.*, c.name AS course_name FROM school_papers p LEFT JOIN school_courses c ON c.id = p.course_id WHERE ${where} ORDER BY p.sort, p.id LIMIT ? OFFSET ?`)
      .all(...params, pageSize, offset) as (PaperRow & { course_name: string | null })[];
    const user = callerOf(ctx, req);
    return pageOf(rows.map((p) => paperItem(p, user)), total, { currPage, pageSize });
  });

  api.get('/resExt/api/paper/info', async (req) => {
    const site = requireSite(req);
    const paper = paperById(site.site_code, intOf(input(req, 'id')));
    if (!paper) return fail(CODE.FAIL, '试卷不存在');
    finalizeExpired(db, now(), { paperId: paper.id });
    const user = callerOf(ctx, req);
    const doing = user ? doingOf(user.id, paper.id) : undefined;
    return ok({ ...paperItem(paper, user), doing: doing ? attemptItem(doing) : null });
  });

  api.post('/resExt/api/paper/start', async (req) => {
    const site = requireSite(req);
    const paper = paperById(site.site_code, intOf(input(req, 'paperId') || String(jsonBody(req).paperId ?? '')));
    if (!paper) return fail(CODE.FAIL, '试卷不存在');
    finalizeExpired(db, now(), { paperId: paper.id });
    return writeAsCaller(req, (_site, user) => {
      const t = now();
      // one attempt in progress per learner and paper: a second start (another tab, a double tap) resumes it
      const doing = doingOf(user.id, paper.id);
      if (doing) return ok(attemptItem(doing));
      const status = paperStatus(paper, t);
      if (status === 'NOT_OPEN') return refuse('考试尚未开始');
      if (status === 'CLOSED') return refuse('考试已结束');
      const used = (db.prepare("SELECT COUNT(*) AS n FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(user.id, paper.id) as { n: number }).n;
      if (paper.attempt_limit > 0 && used >= paper.attempt_limit) return refuse('考试次数已用完');
      const { total, count } = totalScoreOf(db, 'PAPER', paper.id);
      const deadline = t + paper.duration_minutes * 60_000;
      const info = db
        .prepare(`INSERT INTO school_records (site_code, user_id, owner_type, owner_id, course_id, status, total_score, question_num, started_at, deadline_at) VALUES (?, ?, 'PAPER', ?, ?, 'DOING', ?, ?, ?, ?)`)
        .run(paper.site_code, user.id, paper.id, paper.course_id, total, count, t, deadline);
      return ok(attemptItem(db.prepare('SELECT * FROM school_records WHERE id = ?').get(Number(info.lastInsertRowid)) as RecordRow));
    });
  });

  const TIME_UP = '答题时间已到，系统已自动交卷';

  /** The caller's attempt of a body's `recordId` on this site; refusals for anything else. */
  const attemptOf = (site: SiteRow, user: UserRow, raw: unknown): RecordRow => {
    const record = recordById(intOf(raw));
    if (!record || record.user_id !== user.id || record.site_code !== site.site_code || record.owner_type !== 'PAPER') return refuse('答题记录不存在');
    if (record.status === 'SUBMITTED') return refuse('答卷已提交', recordItem(record));
    return record;
  };

  /** Past the deadline: handed in with the answers saved in time, and the late call refused. */
  const closeIfLate = (record: RecordRow, t: number): void => {
    if (record.deadline_at === null || t < record.deadline_at) return;
    db.prepare('DELETE FROM school_record_answers WHERE record_id = ? AND answered_at > ?').run(record.id, record.deadline_at);
    finalizeRecord(db, record, record.deadline_at, true);
    // the auto-submission is kept (no rollback): answer with the handed-in record
    throw new Refusal(TIME_UP, recordItem(recordById(record.id)!));
  };

  /** Runs an exam write; a TIME_UP refusal keeps what was done (the auto-submission) instead of rolling it back. */
  const examWrite = (req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const state: { late: Refusal | null } = { late: null };
    try {
      const envelope = db
        .transaction((): Envelope | null => {
          try {
            return fn(site, user);
          } catch (error) {
            if (error instanceof Refusal && error.message === TIME_UP) {
              state.late = error;
              return null;
            }
            throw error;
          }
        })
        .immediate();
      if (state.late || !envelope) return { ...fail(CODE.FAIL, state.late?.message ?? TIME_UP), data: state.late?.data ?? null };
      return envelope;
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    }
  };

  api.post('/resExt/api/paper/answer', async (req) =>
    examWrite(req, (site, user) => {
      const body = jsonBody(req);
      const record = attemptOf(site, user, body.recordId);
      const t = now();
      closeIfLate(record, t);
      const answers = givenAnswers([{ questionId: body.questionId, answer: body.answer }], questionsOf(db, 'PAPER', record.owner_id));
      saveAnswers(record.id, answers, t);
      const answered = (db.prepare('SELECT COUNT(*) AS n FROM school_record_answers WHERE record_id = ?').get(record.id) as { n: number }).n;
      return ok({ recordId: String(record.id), answeredNum: String(answered), questionNum: String(record.question_num), remainSeconds: String(Math.max(0, Math.floor(((record.deadline_at ?? t) - t) / 1000))) });
    }),
  );

  const submit = (req: FastifyRequest, course: boolean) =>
    examWrite(req, (site, user) => {
      const body = jsonBody(req);
      const record = attemptOf(site, user, body.recordId);
      if (course) {
        const courseId = intOf(body.courseId);
        if (courseId === null || record.course_id !== courseId) return refuse('该试卷不属于此课程');
      }
      const t = now();
      closeIfLate(record, t);
      saveAnswers(record.id, givenAnswers(body.answers, questionsOf(db, 'PAPER', record.owner_id)), t);
      finalizeRecord(db, record, t, false);
      return ok(recordItem(recordById(record.id)!));
    });

  api.post('/resExt/api/paper/submit', async (req) => submit(req, false));
  /** The exam of a course (`courseId` must be the paper's course). */
  api.post('/resExt/api/paper/corseSubmit', async (req) => submit(req, true));

  api.get('/resExt/api/paper/userList', async (req) => {
    const site = requireSite(req);
    const paper = paperById(site.site_code, intOf(input(req, 'paperId') || input(req, 'id')));
    if (!paper) return fail(CODE.FAIL, '试卷不存在');
    finalizeExpired(db, now(), { paperId: paper.id });
    const { currPage, pageSize, offset } = paging(req);
    const user = callerOf(ctx, req);
    const ranked = rankTakers(db, paper.id);
    const people = db.prepare('SELECT id, nickname, head_img FROM users WHERE id = ?');
    const page = ranked.slice(offset, offset + pageSize).map((r) => {
      const person = people.get(r.user_id) as { nickname: string; head_img: string } | undefined;
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
    const site = requireSite(req);
    const paper = paperById(site.site_code, intOf(input(req, 'paperId') || input(req, 'id')));
    if (!paper) return fail(CODE.FAIL, '试卷不存在');
    finalizeExpired(db, now(), { paperId: paper.id });
    const { total } = totalScoreOf(db, 'PAPER', paper.id);
    const ranked = rankTakers(db, paper.id);
    const scores = ranked.map((r) => r.score);
    const attempts = (db.prepare("SELECT COUNT(*) AS n FROM school_records WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(paper.id) as { n: number }).n;
    const passNum = scores.filter((s) => s >= paper.pass_score).length;
    const bands = [
      { name: '0-59%', min: 0, max: 0.6 },
      { name: '60-69%', min: 0.6, max: 0.7 },
      { name: '70-79%', min: 0.7, max: 0.8 },
      { name: '80-89%', min: 0.8, max: 0.9 },
      { name: '90-100%', min: 0.9, max: 1.01 },
    ];
    const user = callerOf(ctx, req);
    const mine = user ? ranked.find((r) => r.user_id === user.id) : undefined;
    const used = user
      ? (db.prepare("SELECT COUNT(*) AS n FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'").get(user.id, paper.id) as { n: number }).n
      : 0;
    return ok({
      paperId: String(paper.id),
      takerNum: String(ranked.length),
      attemptNum: String(attempts),
      totalScore: num(total),
      passScore: num(paper.pass_score),
      avgScore: scores.length ? num(scores.reduce((a, b) => a + b, 0) / scores.length) : '',
      maxScore: scores.length ? num(Math.max(...scores)) : '',
      minScore: scores.length ? num(Math.min(...scores)) : '',
      passNum: String(passNum),
      passRate: scores.length ? (passNum / scores.length).toFixed(4) : '',
      distribution: bands.map((b) => ({
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
    });
  });

  // ------------------------------------------------------------------ course questions

  interface AnswerRow {
    id: number;
    user_id: number | null;
    author_name: string;
    is_teacher: number;
    content: string;
    created_at: number;
    head_img: string | null;
  }
  const answerItem = (x: AnswerRow, askId: number, user: UserRow | null) => ({
    id: String(x.id),
    questionId: String(askId),
    content: x.content,
    nickName: x.author_name,
    headImg: x.head_img ?? '',
    isTeacher: String(x.is_teacher),
    isMine: user && user.id === x.user_id ? '1' : '0',
    createTime: formatChinaTime(x.created_at),
  });

  const ASK_COLUMNS = `a.*, c.name AS course_name, u.nickname, u.head_img,
    (SELECT COUNT(*) FROM school_ask_answers x WHERE x.ask_id = a.id) AS answer_num`;
  const askItem = (a: AskRow, user: UserRow | null) => {
    const last = db
      .prepare('SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.ask_id = ? ORDER BY x.created_at DESC, x.id DESC LIMIT 1')
      .get(a.id) as AnswerRow | undefined;
    return {
      id: String(a.id),
      courseId: String(a.course_id),
      courseName: a.course_name,
      content: a.content,
      createTime: formatChinaTime(a.created_at),
      answerNum: String(a.answer_num),
      nickName: a.nickname,
      headImg: a.head_img,
      isMine: user && user.id === a.user_id ? '1' : '0',
      lastAnswer: last ? answerItem(last, a.id, user) : null,
    };
  };

  api.get('/res/api/schoolCourse/questionList', async (req) => {
    const site = requireSite(req);
    const course = courseById(site.site_code, intOf(input(req, 'courseId')));
    if (!course) return fail(CODE.FAIL, '课程不存在');
    const { currPage, pageSize, offset } = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM school_asks WHERE course_id = ?').get(course.id) as { n: number }).n;
    const rows = db
      .prepare(`SELECT ${ASK_COLUMNS} FROM school_asks a JOIN school_courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id WHERE a.course_id = ? ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
      .all(course.id, pageSize, offset) as AskRow[];
    const user = callerOf(ctx, req);
    return pageOf(rows.map((a) => askItem(a, user)), total, { currPage, pageSize });
  });

  api.get('/res/api/schoolUser/myQuestions', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const { currPage, pageSize, offset } = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM school_asks WHERE user_id = ? AND site_code = ?').get(user.id, site.site_code) as { n: number }).n;
    const rows = db
      .prepare(`SELECT ${ASK_COLUMNS} FROM school_asks a JOIN school_courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id WHERE a.user_id = ? AND a.site_code = ? ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
      .all(user.id, site.site_code, pageSize, offset) as AskRow[];
    return pageOf(rows.map((a) => askItem(a, user)), total, { currPage, pageSize });
  });

  const askById = (site: string, id: number | null): AskRow | undefined =>
    id === null
      ? undefined
      : (db.prepare(`SELECT ${ASK_COLUMNS} FROM school_asks a JOIN school_courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id WHERE a.id = ? AND a.site_code = ?`).get(id, site) as AskRow | undefined);

  api.get('/res/api/schoolCourse/questionDetail', async (req) => {
    const site = requireSite(req);
    const ask = askById(site.site_code, intOf(input(req, 'id')));
    if (!ask) return fail(CODE.FAIL, '问题不存在');
    return ok(askItem(ask, callerOf(ctx, req)));
  });

  api.get('/res/api/schoolCourse/answerList', async (req) => {
    const site = requireSite(req);
    const ask = askById(site.site_code, intOf(input(req, 'questionId')));
    if (!ask) return fail(CODE.FAIL, '问题不存在');
    const { currPage, pageSize, offset } = paging(req);
    const total = ask.answer_num;
    const rows = db
      .prepare(`SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.ask_id = ? ORDER BY x.is_teacher DESC, x.created_at ASC, x.id ASC LIMIT ? OFFSET ?`)
      .all(ask.id, pageSize, offset) as AnswerRow[];
    const user = callerOf(ctx, req);
    return pageOf(rows.map((x) => answerItem(x, ask.id, user)), total, { currPage, pageSize });
  });

  const contentOf = (req: FastifyRequest): string => {
    const content = input(req, 'content').trim();
    if (content === '') refuse('请输入内容');
    if ([...content].length > ASK_MAX_CHARS) refuse('内容过长');
    return content;
  };

  api.post('/res/api/schoolUser/saveQuestion', async (req) =>
    writeAsCaller(req, (site, user) => {
      const course = courseById(site.site_code, intOf(input(req, 'courseId')));
      if (!course) return refuse('课程不存在');
      const content = contentOf(req);
      const info = db.prepare('INSERT INTO school_asks (site_code, course_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(site.site_code, course.id, user.id, content, now());
      return ok(askItem(askById(site.site_code, Number(info.lastInsertRowid))!, user));
    }),
  );

  api.post('/res/api/schoolUser/saveAnswer', async (req) =>
    writeAsCaller(req, (site, user) => {
      const ask = askById(site.site_code, intOf(input(req, 'questionId')));
      if (!ask) return refuse('问题不存在');
      const content = contentOf(req);
      const info = db
        .prepare('INSERT INTO school_ask_answers (ask_id, user_id, author_name, is_teacher, content, created_at) VALUES (?, ?, ?, 0, ?, ?)')
        .run(ask.id, user.id, user.nickname, content, now());
      const answer = db.prepare('SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.id = ?').get(Number(info.lastInsertRowid)) as AnswerRow;
      return ok(answerItem(answer, ask.id, user));
    }),
  );
}
