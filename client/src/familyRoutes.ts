import type { RouteObject } from 'react-router-dom';

/**
 * The screen families' route tables, loaded on demand: the router knows only each family's first
 * path segments (a few bytes per family) and patches in the family's table
 * (`screens/<family>/routes.tsx`) on the first navigation to one of them
 * (`patchRoutesOnNavigation`), so the home's initial JavaScript does not grow with every family.
 * The families on the bottom menu are in the router from the start instead (appRoutes.tsx).
 * Add a family here; familyRoutes.test.ts checks the segments against the family's table, loaded.
 */
export interface FamilyRouteTable {
  family: string;
  /** The first segments of the family's paths (`/volunteer-index/...` → `volunteer-index`). */
  segments: readonly string[];
  load(): Promise<RouteObject[]>;
}

export const FAMILY_ROUTE_TABLES: readonly FamilyRouteTable[] = [
  {
    family: 'heritage',
    segments: [
      'experience-desc', 'experience-list', 'inheritance-desc', 'inheritance-list',
      'intangible-attention', 'intangible-audio', 'intangible-food', 'intangible-food-desc',
      'intangible-index', 'intangible-map', 'intangible-news', 'intangible-news-desc',
      'intangible-video', 'project-desc', 'project-list', 'successor-desc', 'successor-list',
      'user-intangible',
    ],
    load: () => import('./screens/heritage/routes').then((m) => m.HERITAGE_ROUTES),
  },
  {
    family: 'brands',
    segments: [
      'brand-desc', 'brand-introduce', 'brand-list', 'brand-news', 'brand-scenic', 'gs-brand-list',
    ],
    load: () => import('./screens/brands/routes').then((m) => m.brandRoutes),
  },
  {
    family: 'scenic',
    segments: [
      'amusement-facility', 'subject-area', 'wonderful-show',
    ],
    load: () => import('./screens/scenic/routes').then((m) => m.scenicRoutes),
  },
  {
    family: 'rankings',
    segments: [
      'regional-rank', 'scenic-rank',
    ],
    load: () => import('./screens/rankings/routes').then((m) => m.rankingRoutes),
  },
  {
    family: 'columns',
    segments: [
      'column-list', 'column-news-list',
    ],
    load: () => import('./screens/columns/routes').then((m) => m.columnRoutes),
  },
  {
    family: 'destinations',
    segments: [
      'city-card', 'city-more', 'destination', 'destination-city', 'destination-desc', 'rura',
    ],
    load: () => import('./screens/destinations/routes').then((m) => m.destinationRoutes),
  },
  {
    family: 'stories',
    segments: [
      'add-pk', 'add-story', 'add-story-tag', 'add-strategy', 'add-work', 'find-strategy',
      'now-address', 'story-detail', 'story-list', 'strategy-detail', 'strategy-edit',
      'strategy-list', 'tag-list', 'time', 'time-list', 'topic-detail', 'topic-list', 'topic-rule',
      'user-story', 'work-detail',
    ],
    load: () => import('./screens/stories/routes').then((m) => m.storiesRoutes),
  },
  {
    family: 'complaints',
    segments: [
      'complain-detail', 'complain-location', 'complain-place', 'complain-save', 'complain-success',
      'complain-voice', 'jnq-complain', 'sc-complain', 'user-complain',
    ],
    load: () => import('./screens/complaints/routes').then((m) => m.COMPLAINT_ROUTES),
  },
  {
    family: 'convenience',
    segments: [
      'driving', 'service-map',
    ],
    load: () => import('./screens/convenience/routes').then((m) => m.CONVENIENCE_ROUTES),
  },
  {
    family: 'help',
    segments: [
      'call-police', 'common-problem', 'information', 'problem-detail',
    ],
    load: () => import('./screens/help/routes').then((m) => m.HELP_ROUTES),
  },
  {
    family: 'votes',
    segments: [
      'join-list', 'my-join', 'online-vote', 'user-vote', 'vote-detail', 'vote-join', 'vote-search',
    ],
    load: () => import('./screens/votes/routes').then((m) => m.VOTE_ROUTES),
  },
  {
    family: 'questionnaires',
    segments: [
      'my-question', 'naire-list', 'question-info', 'question-list',
    ],
    load: () => import('./screens/questionnaires/routes').then((m) => m.QUESTIONNAIRE_ROUTES),
  },
  {
    family: 'volunteers',
    segments: [
      'brand-project', 'crteate-activity', 'group-desc', 'integral-records', 'join-group', 'make-up',
      'make-up-list', 'member-introduce', 'my-recruitment', 'my-scheduling', 'recruit-audit',
      'recruit-list', 'shift-edit', 'sign-records', 'team-apply', 'team-created', 'team-data',
      'team-desc', 'team-ewm', 'team-head', 'team-invitation', 'team-list', 'team-make-up',
      'team-management', 'team-notice', 'team-schedule', 'team-sign', 'volunteer-activity',
      'volunteer-apply', 'volunteer-desc', 'volunteer-honours', 'volunteer-index', 'volunteer-list',
      'volunteer-messages', 'volunteer-ranking', 'volunteer-service', 'volunteers', 'volunteers-desc',
    ],
    load: () => import('./screens/volunteers/routes').then((m) => m.VOLUNTEER_ROUTES),
  },
  {
    family: 'courses',
    segments: [
      'answer-resolution', 'answer-results', 'course-desc', 'course-list', 'course-question',
      'exercise-desc', 'practice-desc', 'practice-list', 'question-detail', 'user-course',
      'user-question',
    ],
    load: () => import('./screens/courses/routes').then((m) => m.COURSE_ROUTES),
  },
  {
    family: 'itineraries',
    segments: [
      'itinerary-add', 'itinerary-add-resource-detail', 'itinerary-detail',
      'itinerary-detail-add-resource', 'itinerary-edit', 'itinerary-list', 'itinerary-recommend',
      'itinerary-resource-detail', 'itinerary-traffic',
    ],
    load: () => import('./screens/itineraries/routes').then((m) => m.ITINERARY_ROUTES),
  },
  {
    family: 'live',
    segments: [
      'live-desc', 'live-detail', 'live-list', 'live-list1', 'sc-live', 'scenic-live', 'xj-live',
    ],
    load: () => import('./screens/live/routes').then((m) => m.LIVE_ROUTES),
  },
  {
    family: 'media',
    segments: [
      'audio-list', 'image-list', 'img-list', 'scenic-media', 'short-video-detail',
      'short-video-list', 'spot-panorama',
    ],
    load: () => import('./screens/media/routes').then((m) => m.MEDIA_ROUTES),
  },
  {
    family: 'guided-tours',
    segments: [
      'guide', 'guide-map', 'guide-scenic-list',
    ],
    load: () => import('./screens/guided-tours/routes').then((m) => m.GUIDED_TOUR_ROUTES),
  },
  {
    family: 'places',
    segments: [
      'amusement-facility-desc', 'amusement-facility-theme', 'entertain-detail', 'entertain-list',
      'exhibition-detail', 'exhibition-list', 'food-detail', 'food-list', 'homestay-detail',
      'homestay-list', 'hotel-detail', 'hotel-list', 'open-map', 'relics-detail', 'relics-list',
      'room-detail', 'rura-list', 'rural-detail', 'rural-spots-detail', 'rural-spots-list',
      'scenic-detail', 'scenic-list', 'speciality-detail', 'speciality-list', 'spot-detail',
      'spot-list', 'studies-base', 'studies-base-detail', 'venues-detail', 'venues-list',
      'wonderful-show-desc',
    ],
    load: () => import('./screens/places/routes').then((m) => m.PLACES_ROUTES),
  },
  {
    family: 'search',
    segments: ['search'],
    load: () => import('./screens/search/routes').then((m) => m.SEARCH_ROUTES),
  },
  {
    family: 'comments',
    segments: ['news-comment', 'simple-comment'],
    load: () => import('./screens/comments/routes').then((m) => m.COMMENT_ROUTES),
  },
  {
    family: 'session',
    segments: ['bind-phone', 'login'],
    load: () => import('./screens/session/routes').then((m) => m.SESSION_ROUTES),
  },
  {
    family: 'orders',
    segments: [
      'activity-success', 'order-success', 'reservation-detail', 'reservation-write', 'user-activity',
      'user-reservation',
    ],
    load: () => import('./screens/orders/routes').then((m) => m.ORDER_ROUTES),
  },
  {
    family: 'shop',
    segments: ['order-detail', 'user-order', 'user-wallet'],
    load: () => import('./screens/shop/routes').then((m) => m.SHOP_ROUTES),
  },
  {
    family: 'reservations',
    segments: ['appointment-order', 'appointment-query-zytf'],
    load: () => import('./screens/reservations/routes').then((m) => m.RESERVATION_ROUTES),
  },
  {
    family: 'payments',
    segments: [
      'user-code',
    ],
    load: () => import('./screens/payments/routes').then((m) => m.PAYMENT_ROUTES),
  },
];

/** The family whose table holds `pathname`'s routes, if any. */
export function familyOf(pathname: string): FamilyRouteTable | undefined {
  const first = pathname.split('/')[1] ?? '';
  return FAMILY_ROUTE_TABLES.find((table) => table.segments.includes(first));
}
