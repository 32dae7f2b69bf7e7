/**
 * What the course school's calls share: reading their input, the caller's write in one immediate
 * transaction, and the rows as the vendor answers them (numbers as strings, images as one
 * comma-separated string). The answer key (rightAnswer, analysis) is only ever in a submitted
 * record's detail.
 */
import type { FastifyRequest } from 'fastify';
import { isJsonBody, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { Refusal, refusalAnswer } from '../../refusal.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import type { Envelope } from '../../envelope.ts';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import type { AnswerRow, AskRow, CourseRow, OwnedRecord, ProgressRow, QuestionRow, coursesStore } from './store.ts';

export type CoursesStore = ReturnType<typeof coursesStore>;

/** The vendor's numeric question types. */
const QUESTION_TYPE: Record<QuestionRow['kind'], string> = { SINGLE: '1', MULTIPLE: '2', JUDGE: '3', FILL: '4' };

export const num = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(Math.round(n * 10) / 10));

export function jsonBody(req: FastifyRequest): Record<string, unknown> {
  return isJsonBody(req) && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

export function intOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Runs `fn` in an IMMEDIATE transaction as the caller; a Refusal becomes code 1 (with its data). */
export function writeAsCaller(ctx: AppContext, req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope {
  const site = requireSite(req);
  const user = callerOf(ctx, req);
  if (!user) return notLoggedIn();
  try {
    return ctx.db.transaction(() => fn(site, user)).immediate();
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    throw error;
  }
}

function userProgress(course: CourseRow, rows: ProgressRow[]) {
  const mine = rows.filter((r) => r.course_id === course.id);
  const last = [...mine].sort((a, b) => b.updated_at - a.updated_at)[0];
  return {
    learnedNum: String(mine.filter((r) => r.finished === 1).length),
    lessonNum: String(course.lesson_num),
    lastLessonId: last ? String(last.lesson_id) : '',
    lastStudyTime: last ? formatChinaTime(last.updated_at) : '',
  };
}

export function courseItem(c: CourseRow, progress: ProgressRow[] | null): Record<string, unknown> {
  return {
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
  };
}

/** A question as a learner sees it before submitting: never the answer key. */
export function questionItem(q: QuestionRow) {
  return {
    id: String(q.id),
    questionType: QUESTION_TYPE[q.kind],
    title: q.stem,
    options: JSON.parse(q.options) as unknown[],
    score: num(q.score),
    sort: String(q.sort),
  };
}

export function recordItem(r: OwnedRecord) {
  return {
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
  };
}

export function answerItem(x: AnswerRow, askId: number, user: UserRow | null) {
  return {
    id: String(x.id),
    questionId: String(askId),
    content: x.content,
    nickName: x.author_name,
    headImg: x.head_img ?? '',
    isTeacher: String(x.is_teacher),
    isMine: user && user.id === x.user_id ? '1' : '0',
    createTime: formatChinaTime(x.created_at),
  };
}

export function askItem(store: CoursesStore, a: AskRow, user: UserRow | null) {
  const last = store.lastAnswer(a.id);
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
}
