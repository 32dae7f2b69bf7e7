import type { DomainModule } from '../../core/module.ts';
import { COURSE_REFUSALS } from './refusals.ts';
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
  refusals: COURSE_REFUSALS,
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
