import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { courseTexts as texts } from './texts';

/**
 * The course school's routes (doc 1 §2.14 "Lectures", doc 3 §2 "Courses"): SCHOOL → /course-list,
 * MY_STUDY → /user-course, EQ → /user-question.
 */
const detail = lazyScreen(() => import('./CourseDetailScreen'), (m) => ({ loader: m.courseDetailLoader, node: <m.CourseDetailScreen />, skeleton: <DetailSkeleton /> }), { texts });
const exercise = lazyScreen(() => import('./ExerciseScreen'), (m) => ({ loader: m.exerciseLoader, node: <m.ExerciseScreen />, skeleton: <DetailSkeleton /> }), { texts });

export const COURSE_ROUTES: RouteObject[] = [
  { path: '/course-list', lazy: lazyScreen(() => import('./CourseListScreen'), (m) => ({ loader: m.courseListLoader, node: <m.CourseListScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/course-desc/:id', lazy: detail },
  { path: '/course-desc/:id/:ids', lazy: detail },
  { path: '/user-course', lazy: lazyScreen(() => import('./UserCourseScreen'), (m) => ({ loader: m.userCourseLoader, node: <m.UserCourseScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/practice-list/:courseId/:type', lazy: lazyScreen(() => import('./PracticeListScreen'), (m) => ({ loader: m.practiceListLoader, node: <m.PracticeListScreen />, skeleton: <ListSkeleton rows={3} /> }), { texts }) },
  { path: '/exercise-desc/:id/:type', lazy: exercise },
  { path: '/practice-desc/:userId/:courseConfigId/:type', lazy: lazyScreen(() => import('./PracticeDescScreen'), (m) => ({ loader: m.practiceDescLoader, node: <m.PracticeDescScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/answer-results/:type', lazy: lazyScreen(() => import('./AnswerResultsScreen'), (m) => ({ loader: m.answerResultsLoader, node: <m.AnswerResultsScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/answer-resolution/:recordId/:type', lazy: lazyScreen(() => import('./AnswerResolutionScreen'), (m) => ({ loader: m.answerResolutionLoader, node: <m.AnswerResolutionScreen />, skeleton: <ListSkeleton rows={3} /> }), { texts }) },
  { path: '/course-question/:id', lazy: lazyScreen(() => import('./CourseQuestionScreen'), (m) => ({ loader: m.courseQuestionLoader, node: <m.CourseQuestionScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/question-detail/:id', lazy: lazyScreen(() => import('./QuestionDetailScreen'), (m) => ({ loader: m.questionDetailLoader, node: <m.QuestionDetailScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/user-question', lazy: lazyScreen(() => import('./UserQuestionScreen'), (m) => ({ loader: m.userQuestionLoader, node: <m.UserQuestionScreen />, skeleton: <ListSkeleton /> }), { texts }) },
];
