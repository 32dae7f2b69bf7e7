/**
 * The course school's calls (API.md "Courses, practice and exams"): res/api/schoolCourse/*,
 * res/api/schoolUser/* and resExt/api/paper/*. Numbers come as strings, images as one
 * comma-separated string, lists as `datas` + `page`, like the vendor's other calls. Courses,
 * lessons and practice sets here; exam papers in routes-exams.ts, course questions in
 * routes-asks.ts.
 */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { refuse, refused } from '../../refusal.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { finalizeExpired, finalizeRecord, givenAnswers, saveAnswers } from './records.ts';
import { registerAsks } from './routes-asks.ts';
import { registerExams } from './routes-exams.ts';
import { courseItem, intOf, jsonBody, num, questionItem, recordItem, writeAsCaller, type CoursesStore } from './school.ts';
import { coursesStore, type ConfigRow, type CourseRow, type LessonRow, type OwnerType, type ProgressRow } from './store.ts';
import { COURSE_TEXTS as T } from './texts.ts';

function courseDetail(store: CoursesStore, course: CourseRow, progress: ProgressRow[] | null): Record<string, unknown> {
  const byLesson = new Map((progress ?? []).map((p) => [p.lesson_id, p]));
  const lessons = store.lessons(course.id);
  const lessonItem = (l: LessonRow) => {
    const p = byLesson.get(l.id);
    return {
      id: String(l.id),
      name: l.name,
      // vendor codes: 1 video, 2 audio, 3 text
      lessonType: l.kind === 'VIDEO' ? '1' : l.kind === 'AUDIO' ? '2' : '3',
      url: l.media,
      duration: num(l.duration),
      content: l.content,
      progress: p
        ? { position: num(p.position), duration: num(p.duration), finished: String(p.finished), updateTime: formatChinaTime(p.updated_at) }
        : null,
    };
  };
  return {
    ...courseItem(course, progress),
    content: course.content,
    chapters: store
      .chapters(course.id)
      .map((h) => ({ id: String(h.id), name: h.name, lessons: lessons.filter((l) => l.chapter_id === h.id).map(lessonItem) })),
  };
}

function registerCourses(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.get('/res/api/schoolCourse/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const keyword = input(req, 'keyword').trim();
    const rows = store.courses(site.site_code, keyword, pageSize, offset);
    const user = callerOf(ctx, req);
    const progress = user
      ? store.progress(
          user.id,
          rows.map((r) => r.id),
        )
      : null;
    return pageOf(
      rows.map((r) => courseItem(r, progress)),
      store.courseCount(site.site_code, keyword),
      { currPage, pageSize },
    );
  });

  api.get('/res/api/schoolCourse/detail', async (req) => {
    const site = requireSite(req);
    const id = intOf(input(req, 'id'));
    const course = id === null ? undefined : store.course(site.site_code, id);
    if (!course) return refused(T.noSuchCourse);
    const user = callerOf(ctx, req);
    return ok(courseDetail(store, course, user ? store.progress(user.id, [course.id]) : null));
  });

  api.get('/res/api/schoolUser/myCourses', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.myCourses(user.id, site.site_code, pageSize, offset);
    const progress = store.progress(
      user.id,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => courseItem(r, progress)),
      store.myCourseCount(user.id, site.site_code),
      { currPage, pageSize },
    );
  });
}

function registerProgress(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.post('/res/api/schoolUser/saveProgress', async (req) =>
    writeAsCaller(ctx, req, (site, user) => {
      const lessonId = intOf(input(req, 'lessonId'));
      const lesson = lessonId === null ? undefined : store.siteLesson(site.site_code, lessonId);
      if (!lesson) return refuse(T.noSuchLesson);
      const position = Number(input(req, 'position'));
      const given = Number(input(req, 'duration') || '0');
      const duration = lesson.kind === 'TEXT' ? 0 : given > 0 ? given : lesson.duration;
      if (!Number.isFinite(position) || position < 0 || !Number.isFinite(duration) || (lesson.kind !== 'TEXT' && position > duration + 1))
        return refuse(T.badProgress);
      const reachedEnd = lesson.kind !== 'TEXT' && duration > 0 && position >= duration - 0.5;
      const finished = store.lessonFinished(user.id, lesson.id) === 1 || input(req, 'finished') === '1' || reachedEnd ? 1 : 0;
      const firstInCourse = !store.studied(user.id, lesson.course_id);
      store.saveProgress(user.id, lesson, Math.min(position, duration || position), duration, finished, ctx.clock.now());
      if (firstInCourse) store.newLearner(lesson.course_id);
      return ok({
        lessonId: String(lesson.id),
        courseId: String(lesson.course_id),
        position: num(Math.min(position, duration || position)),
        finished: String(finished),
        learnedNum: String(store.finishedCount(user.id, lesson.course_id)),
        lessonNum: String(store.lessonCount(lesson.course_id)),
      });
    }),
  );
}

function configItem(store: CoursesStore, f: ConfigRow, user: UserRow | null) {
  const { total, count } = store.totalScore('CONFIG', f.id);
  const mine = user ? store.best(user.id, 'CONFIG', f.id) : null;
  const last = user ? store.lastSubmitted(user.id, 'CONFIG', f.id) : undefined;
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
}

function registerPractice(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  const configOf = (siteCode: string, id: number | null) => (id === null ? undefined : store.config(siteCode, id));

  api.get('/res/api/schoolCourse/configList', async (req) => {
    const site = requireSite(req);
    const id = intOf(input(req, 'courseId'));
    const course = id === null ? undefined : store.course(site.site_code, id);
    if (!course) return refused(T.noSuchCourse);
    const user = callerOf(ctx, req);
    return plainList(store.configs(course.id).map((f) => configItem(store, f, user)));
  });

  api.get('/res/api/schoolCourse/configInfo', async (req) => {
    const site = requireSite(req);
    const config = configOf(site.site_code, intOf(input(req, 'id')));
    if (!config) return refused(T.noSuchPractice);
    return ok({ ...configItem(store, config, callerOf(ctx, req)), questions: store.questions('CONFIG', config.id).map(questionItem) });
  });

  api.post('/res/api/schoolUser/exercisesSubmit', async (req) =>
    writeAsCaller(ctx, req, (site, user) => {
      const body = jsonBody(req);
      const config = configOf(site.site_code, intOf(body.courseConfigId ?? input(req, 'courseConfigId')));
      if (!config) return refuse(T.noSuchPractice);
      const answers = givenAnswers(body.answers, store.questions('CONFIG', config.id));
      const t = ctx.clock.now();
      const { total, count } = store.totalScore('CONFIG', config.id);
      // a practice set may be redone any time: each submission is a new record
      const recordId = store.addRecord({
        siteCode: site.site_code,
        userId: user.id,
        owner: 'CONFIG',
        ownerId: config.id,
        courseId: config.course_id,
        total,
        count,
        at: t,
        deadline: null,
      });
      saveAnswers(ctx.db, recordId, answers, t);
      finalizeRecord(ctx.db, store.record(recordId)!, t, false);
      return ok(recordItem(store.record(recordId)!));
    }),
  );
}

/** True while an exam's answers must stay hidden: attempts left and the paper still open. */
function analysisLocked(store: CoursesStore, record: { owner_type: OwnerType; owner_id: number; user_id: number }, now: number): boolean {
  if (record.owner_type !== 'PAPER') return false;
  const paper = store.paperById(record.owner_id);
  if (!paper) return false;
  const used = store.submittedCount(record.user_id, 'PAPER', paper.id);
  const attemptsLeft = paper.attempt_limit === 0 || used < paper.attempt_limit;
  const open = paper.close_at === null || now < paper.close_at;
  return attemptsLeft && open;
}

function registerRecords(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.get('/res/api/schoolUser/recordList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    finalizeExpired(ctx.db, ctx.clock.now(), { userId: user.id });
    const { currPage, pageSize, offset } = paging(req);
    const type = input(req, 'type').toUpperCase();
    const owner: OwnerType | null = type === 'PRACTICE' ? 'CONFIG' : type === 'EXAM' ? 'PAPER' : null;
    const ids = store.submittedIds(user.id, site.site_code, owner, pageSize, offset);
    return pageOf(
      ids.map((id) => recordItem(store.record(id)!)),
      store.submittedCountOf(user.id, site.site_code, owner),
      { currPage, pageSize },
    );
  });

  api.get('/res/api/schoolUser/recordDetail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    finalizeExpired(ctx.db, ctx.clock.now(), { userId: user.id });
    const id = intOf(input(req, 'id'));
    const record = id === null ? undefined : store.record(id);
    if (!record || record.user_id !== user.id || record.site_code !== site.site_code) return refused(T.noSuchRecord);
    if (record.status !== 'SUBMITTED') return refused(T.notSubmitted);
    const locked = analysisLocked(store, record, ctx.clock.now());
    const answers = new Map(store.markedAnswers(record.id).map((a) => [a.question_id, a]));
    return ok({
      ...recordItem(record),
      analysisLocked: locked ? '1' : '0',
      questions: store.questions(record.owner_type, record.owner_id).map((q) => {
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
}

export function registerCourseRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerCourses(api, ctx);
  registerProgress(api, ctx);
  registerPractice(api, ctx);
  registerRecords(api, ctx);
  registerExams(api, ctx);
  registerAsks(api, ctx);
}
