import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { itineraryTexts as texts } from './texts';

/**
 * The itineraries' routes: menu code ITINTERARY → /itinerary-list
 * (login). The family's screens are one chunk (screens.ts), fetched on the first visit to any of
 * them, with the family's texts.
 */
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;
const route = (pick: Parameters<typeof lazyScreen<Screens>>[1]) => lazyScreen(screens, pick, { texts });

const resource = route((m) => ({ loader: m.resourceDetailLoader, node: <m.ResourceDetailScreen />, skeleton: <m.DetailSkeleton /> }));

export const ITINERARY_ROUTES: RouteObject[] = [
  {
    path: '/itinerary-list',
    lazy: route((m) => ({ loader: m.itineraryListLoader, node: <m.ItineraryListScreen />, skeleton: <m.ListSkeleton /> })),
  },
  {
    path: '/itinerary-recommend',
    lazy: route((m) => ({ loader: m.itineraryRecommendLoader, node: <m.ItineraryRecommendScreen />, skeleton: <m.ListSkeleton /> })),
  },
  {
    path: '/itinerary-detail/:id',
    lazy: route((m) => ({ loader: m.itineraryDetailLoader, node: <m.ItineraryDetailScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/itinerary-add/:step',
    lazy: route((m) => ({ loader: m.itineraryAddLoader, node: <m.ItineraryAddScreen />, skeleton: <m.FormSkeleton fields={3} /> })),
  },
  {
    path: '/itinerary-edit/:id',
    lazy: route((m) => ({ loader: m.itineraryEditLoader, node: <m.ItineraryEditScreen />, skeleton: <m.DetailSkeleton /> })),
  },
  {
    path: '/itinerary-traffic/:start/:end',
    lazy: route((m) => ({ loader: m.itineraryTrafficLoader, node: <m.ItineraryTrafficScreen />, skeleton: <m.ListSkeleton rows={3} /> })),
  },
  {
    path: '/itinerary-detail-add-resource/:journeyId/:dayId/:sourceId',
    lazy: route((m) => ({ loader: m.addResourceLoader, node: <m.AddResourceScreen />, skeleton: <m.ListSkeleton /> })),
  },
  { path: '/itinerary-resource-detail/:resourceType/:resourceId/:journeyId/:sourceId/:dayId', lazy: resource },
  { path: '/itinerary-add-resource-detail/:resourceType/:resourceId', lazy: resource },
];
