/** Courses, their chapters and lessons with the learner's progress, and course questions with their answers. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, num, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { percentOf } from './rules.ts';
import { answerList, paperList, questionList } from './upstream.ts';
import type { AskAnswerRow, LessonSource } from './types.ts';
import {
  idOf,
  lessonSource,
  practiceSource,
  paperSource,
  askSource,
  answerSource,
  lessonKind,
  lessonPath,
  courseDetailRow,
  author,
} from './source.ts';

export const courseFields: Resolvers = {
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
          return {
            items: all.slice((page - 1) * size, page * size),
            total: all.length,
            pageSize: size,
            currPage: page,
            totalPage: Math.ceil(all.length / size),
          };
        },
        practiceSource,
      ),
    examPapers: (c, args, ctx) =>
      buildConnection(
        args,
        (page, size) => paperList(ctx.upstream, c.id, page, size),
        (row) => paperSource(row, false),
      ),
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
};
