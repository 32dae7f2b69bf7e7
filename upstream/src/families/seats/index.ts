/**
 * Seat selection for seated performances (the spec's `/seat-selection/{id}/{max}/{activityId}`
 * and its `useSeat` call): a seated activity's hall, every seat's state per session, the
 * visitor's choice held for a limited time, and the seats a seated sign-up orders. API.md
 * "Seats" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerSeatRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { orderSeats, SEAT_HOLD_MS, seatedChoice, type SeatedChoice } from './hold.ts';
export { SEATED_FIRST_ID } from './seed.ts';

export const seatsFamily: UpstreamFamily = {
  name: 'seats',
  migrations,
  seed,
  routes: registerSeatRoutes,
};
