/**
 * THE rules of ZYTF appointment orders: the status map, cancel and pay. Every function takes `now` explicitly so that tests can pin any boundary.
 */
import { cancelVerdict, codeOf, lookup } from '../../core/order-rules.ts';
import type { CancelRule } from '../../core/order-rules.ts';

export type AppointmentStatusValue =
  | 'TO_USE'
  | 'USED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'TO_PAY'
  | 'PARTLY_CONSUMED'
  | 'REFUNDED'
  | 'PARTLY_REFUNDED'
  | 'UNKNOWN';

/** What each ZYTF appointment status code means. */
export const APPOINTMENT_STATUS: Readonly<Record<number, AppointmentStatusValue>> = {
  0: 'TO_USE',
  1: 'USED',
  2: 'CANCELLED',
  3: 'EXPIRED',
  4: 'TO_PAY',
  5: 'PARTLY_CONSUMED',
  6: 'REFUNDED',
  7: 'PARTLY_REFUNDED',
};

export const appointmentStatus = (code: number | null): AppointmentStatusValue => lookup(APPOINTMENT_STATUS, code);
export const appointmentStatusCode = (status: AppointmentStatusValue): number | null => codeOf(APPOINTMENT_STATUS, status);

/** ZYTF: status 0 (to use) or 4 (to pay) → 2, with the same window rules (API.md). */
export const CANCELLABLE_APPOINTMENT = new Set([0, 4]);
export const canCancelAppointment = (statusCode: number | null, rule: CancelRule, now: number) =>
  cancelVerdict(statusCode, rule, now, CANCELLABLE_APPOINTMENT) === 'ALLOWED';

/** The pay button shows when the ZYTF status is 4. */
export const canPayAppointment = (statusCode: number | null) => statusCode === 4;

/** Free is what costs nothing — never an order to pay ("free" next to "to pay" contradicts itself). */
export const isFreeAppointment = (statusCode: number | null, amount: number | null) =>
  canPayAppointment(statusCode) ? false : (amount ?? 0) <= 0;
