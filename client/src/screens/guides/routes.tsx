import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { guidesTexts } from './texts';

const texts = { texts: guidesTexts };

/**
 * The tour-guide query (/guide-search, /guide-list/{keyword}/{sex}) and the study tours'
 * instructors (/study-instructor, /study-instructor-details/{id}) under the spec's URLs.
 */
export const GUIDE_ROUTES: RouteObject[] = [
  { path: '/guide-search', lazy: lazyRoute(() => import('./TourGuideSearchScreen'), texts) },
  { path: '/guide-list/:keyword/:sex', lazy: lazyRoute(() => import('./TourGuideListScreen'), texts) },
  { path: '/study-instructor', lazy: lazyRoute(() => import('./StudyInstructorListScreen'), texts) },
  { path: '/study-instructor-details/:id', lazy: lazyRoute(() => import('./StudyInstructorDetailScreen'), texts) },
];
