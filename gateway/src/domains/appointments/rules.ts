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

/**
 * THE rules of a combined appointment (the draft the screens check and `makeAppointment` applies
 * before the upstream is called): one slot per place, a day from today on within the booking
 * window, places left for every visitor, no more visitors than the chosen places' smallest limit,
 * each visitor once, a mainland ID number that passes its checksum.
 */
export interface SlotRef {
  placeId: string;
  date: string;
  slotId: string;
}

/** The raw id of an AppointmentSlot: `placeId:date:slotId`. */
export const slotRawId = (ref: SlotRef) => `${ref.placeId}:${ref.date}:${ref.slotId}`;
export function slotRefOf(raw: string | null): SlotRef | null {
  const m = raw ? /^(\d{1,15}):(\d{4}-\d{2}-\d{2}):(\d{1,15})$/.exec(raw) : null;
  return m ? { placeId: m[1]!, date: m[2]!, slotId: m[3]! } : null;
}

/** Visitors one appointment may take at all the places: the smallest limit; null before any choice. */
export function maxVisitorsOf(limits: readonly number[]): number | null {
  return limits.length === 0 ? null : Math.min(...limits);
}

/** True when two visitors are the same person: the same contact, or the same certificate. */
export function duplicateVisitor(visitors: ReadonlyArray<{ id: string; certificate: string }>): boolean {
  return (
    new Set(visitors.map((v) => v.id)).size !== visitors.length || new Set(visitors.map((v) => v.certificate)).size !== visitors.length
  );
}
