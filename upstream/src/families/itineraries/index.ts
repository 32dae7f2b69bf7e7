/**
 * AI itineraries (the "Journeys" calls, and the travel-plan form's checks): preference labels, the
 * planner that generates a day-by-day plan from the site's real places, recommended and own
 * itineraries, edits with a version check, copies, and the travel model between stops. Calls in
 * API.md "Itineraries".
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seedItineraries } from './seed.ts';

export const itinerariesFamily: UpstreamFamily = {
  name: 'itineraries',
  migrations,
  seed: seedItineraries,
  routes,
  referencePaths: ['resExt/api/journey/journeyLabel'],
};
