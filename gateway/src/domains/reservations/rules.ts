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
