import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { activitiesTexts } from '../activities/texts';
import { bookingTexts } from '../../widgets/booking/texts';

/** Their words are the activities family's (`activities.pages.…`). */
const texts = { texts: [activitiesTexts, bookingTexts] };

/**
 * The activities' further pages, loaded on demand: the map, this week, the rule texts (booking
 * rules, online-booking and visit rules: one screen), the activities of a place, the venues'
 * calendar and the satisfaction survey of a used reservation.
 */
export const ACTIVITY_PAGE_ROUTES: RouteObject[] = [
  { path: '/activity-map', lazy: lazyRoute(() => import('./ActivityMapScreen'), texts) },
  { path: '/activity-week', lazy: lazyRoute(() => import('./ActivityWeekScreen'), texts) },
  { path: '/activity-rules', lazy: lazyRoute(() => import('./ActivityRulesScreen'), texts) },
  { path: '/ws-rules', lazy: lazyRoute(() => import('./ActivityRulesScreen'), texts) },
  { path: '/detail-activity-list/:id/:type', lazy: lazyRoute(() => import('./PlaceActivitiesScreen'), texts) },
  { path: '/venues-calendar', lazy: lazyRoute(() => import('./VenueCalendarScreen'), texts) },
  { path: '/activity-survey/:orderCode', lazy: lazyRoute(() => import('./ActivitySurveyScreen'), texts) },
];
