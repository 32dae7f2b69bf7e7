import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { itineraryTexts as texts } from './texts';

/** The itineraries' routes (doc 1 §2.14 "Itinerary", doc 3 §2): ITINTERARY → /itinerary-list (login). */
const resource = lazyScreen(() => import('./ResourceDetailScreen'), (m) => ({ loader: m.resourceDetailLoader, node: <m.ResourceDetailScreen />, skeleton: <DetailSkeleton /> }), { texts });

export const ITINERARY_ROUTES: RouteObject[] = [
  { path: '/itinerary-list', lazy: lazyScreen(() => import('./ItineraryListScreen'), (m) => ({ loader: m.itineraryListLoader, node: <m.ItineraryListScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/itinerary-recommend', lazy: lazyScreen(() => import('./ItineraryRecommendScreen'), (m) => ({ loader: m.itineraryRecommendLoader, node: <m.ItineraryRecommendScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/itinerary-detail/:id', lazy: lazyScreen(() => import('./ItineraryDetailScreen'), (m) => ({ loader: m.itineraryDetailLoader, node: <m.ItineraryDetailScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/itinerary-add/:step', lazy: lazyScreen(() => import('./ItineraryAddScreen'), (m) => ({ loader: m.itineraryAddLoader, node: <m.ItineraryAddScreen />, skeleton: <FormSkeleton fields={3} /> }), { texts }) },
  { path: '/itinerary-edit/:id', lazy: lazyScreen(() => import('./ItineraryEditScreen'), (m) => ({ loader: m.itineraryEditLoader, node: <m.ItineraryEditScreen />, skeleton: <DetailSkeleton /> }), { texts }) },
  { path: '/itinerary-traffic/:start/:end', lazy: lazyScreen(() => import('./ItineraryTrafficScreen'), (m) => ({ loader: m.itineraryTrafficLoader, node: <m.ItineraryTrafficScreen />, skeleton: <ListSkeleton rows={3} /> }), { texts }) },
  { path: '/itinerary-detail-add-resource/:journeyId/:dayId/:sourceId', lazy: lazyScreen(() => import('./AddResourceScreen'), (m) => ({ loader: m.addResourceLoader, node: <m.AddResourceScreen />, skeleton: <ListSkeleton /> }), { texts }) },
  { path: '/itinerary-resource-detail/:resourceType/:resourceId/:journeyId/:sourceId/:dayId', lazy: resource },
  { path: '/itinerary-add-resource-detail/:resourceType/:resourceId', lazy: resource },
];
