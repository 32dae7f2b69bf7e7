import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { badInput } from '../../core/upstream/errors.ts';
import { codePointLength } from '../../core/validation.ts';
import { COURSE_KEYWORD_MAX, COURSE_TEXT_MAX, FILL_IN_MAX } from './rules.ts';
import { courseList, myCourses, myQuestions, paperList, recordList } from './upstream.ts';
import { courseSource, paperSource, recordSource, askSource } from './source.ts';
import { courseFields } from './course-fields.ts';
import { examFields } from './exam-fields.ts';
import { courseMutations } from './mutations.ts';

export const courseResolvers: Resolvers = {
  Query: {
    courses: (_root, args, ctx) => {
      const keyword = args.keyword?.trim() || null;
      if (keyword && codePointLength(keyword) > COURSE_KEYWORD_MAX) throw badInput(`keyword has at most ${COURSE_KEYWORD_MAX} characters.`);
      return buildConnection(
        args,
        (page, size) => courseList(ctx.upstream, keyword, page, size),
        (row) => courseSource(row, false),
      );
    },
    examPapers: (_root, args, ctx) =>
      buildConnection(
        args,
        (page, size) => paperList(ctx.upstream, null, page, size),
        (row) => paperSource(row, false),
      ),
  },
  User: {
    courses: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(
        args,
        (page, size) => myCourses(ctx.upstream, page, size),
        (row) => courseSource(row, false),
      );
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
  ...courseFields,
  ...examFields,
  ...courseMutations,
};
