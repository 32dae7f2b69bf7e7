import type { DomainModule } from '../../core/module.ts';
import { courseResolvers } from './resolvers.ts';
import { courseNodeLoaders } from './nodes.ts';
import { createCourseLoaders } from './loaders.ts';
import type { CourseLoaders } from './loaders.ts';
import { courseErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    courses: CourseLoaders;
  }
}

/**
 * The course school: courses and lessons with the learner's progress, practice sets,
 * timed exam papers, results and course questions. Its SDL is `schema.graphql` beside this file.
 */
export const coursesModule: DomainModule = {
  name: 'courses',
  resolvers: courseResolvers,
  nodes: { ...courseNodeLoaders },
  loaders: { courses: createCourseLoaders },
  errorTexts: courseErrorTexts,
  detailPaths: { CONTENT_TYPE_COURSE: '/course-desc/{id}' },
  refusals: [
    [/答题时间已到/, 'EXAM_TIME_UP'],
    [/考试尚未开始/, 'EXAM_NOT_OPEN'],
    [/考试已结束/, 'EXAM_CLOSED'],
    [/考试次数已用完/, 'EXAM_NO_ATTEMPTS_LEFT'],
    [/答卷已提交/, 'EXAM_ALREADY_SUBMITTED'],
    [/答案格式不正确|题目不存在/, 'ANSWER_INVALID'],
    [/学习进度不正确/, 'LESSON_POSITION_INVALID'],
    [/课程不存在|练习不存在|试卷不存在|课时不存在|问题不存在|答题记录不存在/, 'RESOURCE_NOT_FOUND'],
  ],
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'Course') loaders.courses.detail.clear(rawId);
    if (typeName === 'Lesson') loaders.courses.detail.clear(rawId.split(':')[0] ?? rawId);
    if (typeName === 'PracticeSet') loaders.courses.practiceSet.clear(rawId);
    if (typeName === 'ExamPaper') {
      loaders.courses.paper.clear(rawId);
      loaders.courses.statistics.clear(rawId);
    }
    if (typeName === 'CourseQuestion') loaders.courses.question.clear(rawId);
  },
};
