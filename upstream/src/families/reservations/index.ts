/**
 * Reservations: activity rooms (list, detail, a day's slots, booking slots), the reservation days
 * of venues and scenic areas (the booking description, the days with their slots and stock, the
 * custom days, theatre platforms, booking a slot), and what every booking shares (booking.ts:
 * the write transaction, the contact, points, the new order), which the orders' calls use too.
 * API.md "Activity rooms" and "Venue and scenic reservation days" document the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerReservationRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { bookingKit, money, okMessage } from './booking.ts';

export const reservationsFamily: UpstreamFamily = {
  name: 'reservations',
  migrations,
  seed,
  routes: registerReservationRoutes,
};
