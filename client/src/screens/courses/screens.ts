/**
 * Every screen of the course school and the skeletons they show while loading: one chunk, loaded
 * when a course route is first visited (the router's own bundle holds only the route table).
 */
export { CourseListScreen, courseListLoader } from './CourseListScreen';
export { CourseDetailScreen, courseDetailLoader } from './CourseDetailScreen';
export { UserCourseScreen, userCourseLoader } from './UserCourseScreen';
export { PracticeListScreen, practiceListLoader } from './PracticeListScreen';
export { ExerciseScreen, exerciseLoader } from './ExerciseScreen';
export { PracticeDescScreen, practiceDescLoader } from './PracticeDescScreen';
export { AnswerResultsScreen, answerResultsLoader } from './AnswerResultsScreen';
export { AnswerResolutionScreen, answerResolutionLoader } from './AnswerResolutionScreen';
export { CourseQuestionScreen, courseQuestionLoader } from './CourseQuestionScreen';
export { QuestionDetailScreen, questionDetailLoader } from './QuestionDetailScreen';
export { UserQuestionScreen, userQuestionLoader } from './UserQuestionScreen';
export { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
