/**
 * AI itineraries (doc 3 §7 "Journeys", §5 travel-plan validation): preference labels, the
 * planner that generates a day-by-day plan from the site's real places, recommended and own
 * itineraries, edits with a version check, copies, and the travel model between stops. Calls in
 * API.md "Itineraries".
 */
import type { UpstreamFamily } from '../../family.ts';
import { ITINERARY_MIGRATIONS } from './migrations.ts';
import { registerItineraryRoutes } from './routes.ts';
import { seedItineraries } from './seed.ts';

export const itinerariesFamily: UpstreamFamily = {
  name: 'itineraries',
  migrations: ITINERARY_MIGRATIONS,
  seed: seedItineraries,
  routes: registerItineraryRoutes,
  referencePaths: ['resExt/api/journey/journeyLabel'],
};
