/**
 * The course school (the "Courses and papers" calls): courses of chapters and video, audio or
 * text lessons with each learner's progress, practice sets (exercisesSubmit), timed exam papers
 * (resExt/api/paper) with attempts, ranking and statistics, and course questions with answers.
 * Calls in API.md "Courses, practice and exams".
 */
import type { UpstreamFamily } from '../../family.ts';
import { COURSE_MIGRATIONS } from './migrations.ts';
import { registerCourseRoutes } from './routes.ts';
import { seedCourses } from './seed.ts';

export const coursesFamily: UpstreamFamily = {
  name: 'courses',
  migrations: COURSE_MIGRATIONS,
  seed: seedCourses,
  routes: registerCourseRoutes,
};
