/** The AI itineraries family (issue 14): what other screens may use of it. */
export { ITINERARY_ROUTES } from './routes';
