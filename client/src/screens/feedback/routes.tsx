import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { feedbackTexts } from './texts';

const texts = { texts: feedbackTexts };

/** The feedback screens under the spec's URLs (login required). */
export const FEEDBACK_ROUTES: RouteObject[] = [
  { path: '/feedback', lazy: lazyRoute(() => import('./FeedbackScreen'), texts) },
  { path: '/feedback-desc/:id', lazy: lazyRoute(() => import('./FeedbackDescScreen'), texts) },
];
