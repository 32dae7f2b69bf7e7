import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { courseTexts as texts } from './texts';

/**
 * The course school's routes: SCHOOL → /course-list,
 * MY_STUDY → /user-course, EQ → /user-question. The family's screens are one chunk (screens.ts),
 * fetched on the first visit to any of them, with the family's texts.
 */
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;
const route = (pick: Parameters<typeof lazyScreen<Screens>>[1]) => lazyScreen(screens, pick, { texts });

const detail = route((m) => ({ loader: m.courseDetailLoader, node: <m.CourseDetailScreen />, skeleton: <m.DetailSkeleton /> }));

export const COURSE_ROUTES: RouteObject[] = [
  {
    path: '/course-list',
    lazy: route((m) => ({ loader: m.courseListLoader, node: <m.CourseListScreen />, skeleton: <m.ListSkeleton /> })),
  },
  { path: '/course-desc/:id', lazy: detail },
  { path: '/course-desc/:id/:ids', lazy: detail },
  {
    path: '/user-course',
    lazy: route((m) => ({ loader: m.userCourseLoader, node: <m.UserCourseScreen />, skeleton: <m.ListSkeleton /> })),
  },
  {
    path: '/practice-list/:courseId/:type',
    lazy: route((m) => ({ loader: m.practiceListLoader, node: <m.PracticeListScreen />, skeleton: <m.ListSkeleton rows={3} /> })),
  },
  {
    path: '/exercise-desc/:id/:type',
    lazy: route((m) => ({ loader: m.exerciseLoader, node: <m.ExerciseScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/practice-desc/:userId/:courseConfigId/:type',
    lazy: route((m) => ({ loader: m.practiceDescLoader, node: <m.PracticeDescScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/answer-results/:type',
    lazy: route((m) => ({ loader: m.answerResultsLoader, node: <m.AnswerResultsScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/answer-resolution/:recordId/:type',
    lazy: route((m) => ({ loader: m.answerResolutionLoader, node: <m.AnswerResolutionScreen />, skeleton: <m.ListSkeleton rows={3} /> })),
  },
  {
    path: '/course-question/:id',
    lazy: route((m) => ({ loader: m.courseQuestionLoader, node: <m.CourseQuestionScreen />, skeleton: <m.ListSkeleton /> })),
  },
  {
    path: '/question-detail/:id',
    lazy: route((m) => ({ loader: m.questionDetailLoader, node: <m.QuestionDetailScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/user-question',
    lazy: route((m) => ({ loader: m.userQuestionLoader, node: <m.UserQuestionScreen />, skeleton: <m.ListSkeleton /> })),
  },
];
