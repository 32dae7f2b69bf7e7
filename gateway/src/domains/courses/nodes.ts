/** The course school's node loaders: what `node(id)` answers for its types, and what payloads read afresh. */
import type { NodeLoader } from '../../core/relay/node.ts';
import { requireToken } from '../../core/auth.ts';
import { askSource, courseSource, idOf, lessonOf, lessonSource, paperSource, practiceSource, recordSource } from './source.ts';
import type { AnswerRecordSource, CourseQuestionSource, CourseSource, ExamPaperSource, LessonSource, PracticeSetSource } from './types.ts';

export const courseNodeLoaders: Record<
  string,
  NodeLoader<CourseSource | LessonSource | PracticeSetSource | ExamPaperSource | AnswerRecordSource | CourseQuestionSource>
> = {
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
