/**
 * Every screen of the itineraries and the skeletons they show while loading: one chunk, loaded
 * when an itinerary route is first visited (the router's own bundle holds only the route table).
 */
export { ItineraryListScreen, itineraryListLoader } from './ItineraryListScreen';
export { ItineraryRecommendScreen, itineraryRecommendLoader } from './ItineraryRecommendScreen';
export { ItineraryDetailScreen, itineraryDetailLoader } from './ItineraryDetailScreen';
export { ItineraryAddScreen, itineraryAddLoader } from './ItineraryAddScreen';
export { ItineraryEditScreen, itineraryEditLoader } from './ItineraryEditScreen';
export { ItineraryTrafficScreen, itineraryTrafficLoader } from './ItineraryTrafficScreen';
export { AddResourceScreen, addResourceLoader } from './AddResourceScreen';
export { ResourceDetailScreen, resourceDetailLoader } from './ResourceDetailScreen';
export { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
