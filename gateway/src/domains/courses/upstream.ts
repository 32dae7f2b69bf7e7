import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { AskAnswerRow, AskRow, ConfigRow, CourseRow, PaperRow, RankRow, RecordRow, StatisticRow } from './types.ts';

/** Upstream calls of the courses domain (API.md "Courses, practice and exams"). */

async function orNull<T>(call: Promise<T | null>): Promise<T | null> {
  return orNotFound(call);
}

export function courseList(
  upstream: UpstreamClient,
  keyword: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<CourseRow>> {
  return upstream.getPage<CourseRow>('res/api/schoolCourse/list', { keyword, currPage, pageSize });
}

export function courseDetail(upstream: UpstreamClient, id: string): Promise<CourseRow | null> {
  return orNull(upstream.getData<CourseRow>('res/api/schoolCourse/detail', { id }));
}

export function myCourses(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<CourseRow>> {
  return upstream.getPage<CourseRow>('res/api/schoolUser/myCourses', { currPage, pageSize });
}

export function saveProgress(
  upstream: UpstreamClient,
  body: { lessonId: string; position: number; duration: number | null; finished: boolean },
): Promise<Envelope> {
  return upstream.post('res/api/schoolUser/saveProgress', {
    lessonId: body.lessonId,
    position: body.position,
    duration: body.duration,
    finished: body.finished ? '1' : null,
  });
}

export async function configList(upstream: UpstreamClient, courseId: string): Promise<ConfigRow[]> {
  return (await upstream.getPage<ConfigRow>('res/api/schoolCourse/configList', { courseId })).items;
}

export function configInfo(upstream: UpstreamClient, id: string): Promise<ConfigRow | null> {
  return orNull(upstream.getData<ConfigRow>('res/api/schoolCourse/configInfo', { id }));
}

export function exercisesSubmit(
  upstream: UpstreamClient,
  courseConfigId: string,
  answers: Array<{ questionId: string; answer: string }>,
): Promise<Envelope> {
  return upstream.post('res/api/schoolUser/exercisesSubmit', { courseConfigId, answers }, { json: true });
}

export function recordList(
  upstream: UpstreamClient,
  type: 'PRACTICE' | 'EXAM' | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<RecordRow>> {
  return upstream.getPage<RecordRow>('res/api/schoolUser/recordList', { type, currPage, pageSize });
}

export function recordDetail(upstream: UpstreamClient, id: string): Promise<RecordRow | null> {
  return orNull(upstream.getData<RecordRow>('res/api/schoolUser/recordDetail', { id }));
}

export function paperList(
  upstream: UpstreamClient,
  courseId: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PaperRow>> {
  return upstream.getPage<PaperRow>('resExt/api/paper/list', { courseId, currPage, pageSize });
}

export function paperInfo(upstream: UpstreamClient, id: string): Promise<PaperRow | null> {
  return orNull(upstream.getData<PaperRow>('resExt/api/paper/info', { id }));
}

export function paperStart(upstream: UpstreamClient, paperId: string): Promise<Envelope> {
  return upstream.post('resExt/api/paper/start', { paperId });
}

export function paperAnswer(upstream: UpstreamClient, recordId: string, questionId: string, answer: string): Promise<Envelope> {
  return upstream.post('resExt/api/paper/answer', { recordId, questionId, answer }, { json: true });
}

/** `submit`, or `corseSubmit` for a course's exam. */
export function paperSubmit(
  upstream: UpstreamClient,
  recordId: string,
  courseId: string | null,
  answers: Array<{ questionId: string; answer: string }>,
): Promise<Envelope> {
  return courseId
    ? upstream.post('resExt/api/paper/corseSubmit', { recordId, courseId, answers }, { json: true })
    : upstream.post('resExt/api/paper/submit', { recordId, answers }, { json: true });
}

export function paperRanking(
  upstream: UpstreamClient,
  paperId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<RankRow>> {
  return upstream.getPage<RankRow>('resExt/api/paper/userList', { paperId, currPage, pageSize });
}

export function paperStatistics(upstream: UpstreamClient, paperId: string): Promise<StatisticRow | null> {
  return orNull(upstream.getData<StatisticRow>('resExt/api/paper/resultStatistic', { paperId }));
}

export function questionList(
  upstream: UpstreamClient,
  courseId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<AskRow>> {
  return upstream.getPage<AskRow>('res/api/schoolCourse/questionList', { courseId, currPage, pageSize });
}

export function myQuestions(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<AskRow>> {
  return upstream.getPage<AskRow>('res/api/schoolUser/myQuestions', { currPage, pageSize });
}

export function questionDetail(upstream: UpstreamClient, id: string): Promise<AskRow | null> {
  return orNull(upstream.getData<AskRow>('res/api/schoolCourse/questionDetail', { id }));
}

export function answerList(
  upstream: UpstreamClient,
  questionId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<AskAnswerRow>> {
  return upstream.getPage<AskAnswerRow>('res/api/schoolCourse/answerList', { questionId, currPage, pageSize });
}

export function saveQuestion(upstream: UpstreamClient, courseId: string, content: string): Promise<Envelope> {
  return upstream.post('res/api/schoolUser/saveQuestion', { courseId, content });
}

export function saveAnswer(upstream: UpstreamClient, questionId: string, content: string): Promise<Envelope> {
  return upstream.post('res/api/schoolUser/saveAnswer', { questionId, content });
}
