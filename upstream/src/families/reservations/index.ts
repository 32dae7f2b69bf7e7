/**
 * Reservations: activity rooms (list, detail, a day's slots, booking slots), the reservation days
 * of venues and scenic areas (the booking description, the days with their slots and stock, the
 * custom days, theatre platforms, booking a slot), and what every booking shares (booking.ts:
 * the write transaction, the contact, points, the new order), which the orders' calls use too;
 * and the reservation orders' lifecycle every family that books, pays or reviews one shares
 * (lifecycle.ts: statuses, the lazy transitions, paying, the review, the order payload; it sits
 * here, below the orders family, because the orders' calls stand on the bookings and payments).
 * API.md "Activity rooms" and "Venue and scenic reservation days" document the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerReservationRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { dayAvailability, type DayAvailability } from './availability.ts';
export { dayOpen } from './routes-days.ts';
export { reservationsStore, type ReservationsStore, type SlotRow } from './store.ts';
export { bookingKit, hhmm, isoWeek, money, okMessage } from './booking.ts';
export {
  cancelRefusal,
  decideReview,
  followOrderTransitions,
  newOrderCode,
  orderPayload,
  orderResource,
  payOrder,
  refundPoints,
  settle,
} from './lifecycle.ts';
export {
  CHECK_IN_LEAD_MS,
  HOLDING,
  INTERPRETATION_ORDER_TYPE,
  LIVE,
  NARRATOR_ORDER_TYPE,
  PAY_WINDOW_MS,
  REVIEW_DELAY_MS,
  ROOM_ORDER_TYPE,
  STATUS,
  type OrderRow,
} from './order-states.ts';

export const reservationsFamily: UpstreamFamily = {
  name: 'reservations',
  migrations,
  seed,
  routes: registerReservationRoutes,
};
