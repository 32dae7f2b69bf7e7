/**
 * THE rules of reservation days: the state of a platform or custom day and whether it can be booked. Every function takes `now` explicitly so that tests can pin any boundary.
 */

export type ReservationDayStateValue = 'AVAILABLE' | 'FULL' | 'STOPPED' | 'CLOSED' | 'NOT_BOOKABLE';

export interface PlatformDay {
  /** currDayMaxNum: places offered that day. */
  maxNum: number | null;
  /** stock: places left that day. */
  stock: number | null;
}

/**
 * Platform ("pt") day: no quota offered (currDayMaxNum ≤ 0 or missing) → STOPPED; quota but no
 * stock left → FULL; otherwise AVAILABLE. A resource closed for reservations → CLOSED.
 */
export function platformDayState(day: PlatformDay, resourceOpen = true): ReservationDayStateValue {
  if (!resourceOpen) return 'CLOSED';
  if (day.maxNum === null || day.maxNum <= 0) return 'STOPPED';
  if (day.stock === null || day.stock <= 0) return 'FULL';
  return 'AVAILABLE';
}

/** Custom day: openStatus 0 closed, -1 not bookable, 1 open (bookable only with maxNum above 0, else FULL). */
export function customDayState(openStatus: number | null, maxNum: number | null, resourceOpen = true): ReservationDayStateValue {
  if (!resourceOpen || openStatus === 0) return 'CLOSED';
  if (openStatus !== 1) return 'NOT_BOOKABLE';
  if (maxNum === null || maxNum <= 0) return 'FULL';
  return 'AVAILABLE';
}

export const isDayBookable = (state: ReservationDayStateValue) => state === 'AVAILABLE';

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

/** A voucher of a combined appointment as the whole cancel sees it. */
export interface VoucherCancelView<V> {
  voucher: V;
  /** 14: already cancelled, left as it is. */
  cancelled: boolean;
  verdict: 'ALLOWED' | 'NOT_ALLOWED' | 'WINDOW_CLOSED';
}

/**
 * Cancelling a combined appointment whole: the vouchers not yet cancelled are its live ones; it
 * may be cancelled when there is one and every live one may be (by its order's cancel rule), and
 * `blocked` are the live ones that may not.
 */
export function appointmentCancelState<V>(vouchers: readonly VoucherCancelView<V>[]): {
  live: V[];
  blocked: VoucherCancelView<V>[];
  canCancel: boolean;
} {
  const live = vouchers.filter((v) => !v.cancelled);
  const blocked = live.filter((v) => v.verdict !== 'ALLOWED');
  return { live: live.map((v) => v.voucher), blocked, canCancel: live.length > 0 && blocked.length === 0 };
}
