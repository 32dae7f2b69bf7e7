/** The AI itineraries family: what other screens may use of it. */
export { ITINERARY_ROUTES } from './routes';
