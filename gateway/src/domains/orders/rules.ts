/**
 * THE rules of reservation orders (doc 2 §4.2): the status map, cancel, review, pay, and the order kinds. Every function takes `now` explicitly so that tests can pin any boundary.
 */
import { cancelVerdict, codeOf, lookup } from '../../core/order-rules.ts';
import type { CancelRule } from '../../core/order-rules.ts';

export type ReservationStatusValue =
  | 'UNCONFIRMED' | 'PENDING_REVIEW' | 'TO_BE_USED' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED' | 'REVIEW_FAILED' | 'UNKNOWN';

/** Doc 2 §4.2. */
export const RESERVATION_STATUS: Readonly<Record<number, ReservationStatusValue>> = {
  0: 'UNCONFIRMED',
  4: 'PENDING_REVIEW',
  11: 'TO_BE_USED',
  12: 'COMPLETED',
  13: 'EXPIRED',
  14: 'CANCELLED',
  79: 'REVIEW_FAILED',
};

export const reservationStatus = (code: number | null): ReservationStatusValue => lookup(RESERVATION_STATUS, code);

/** The raw code of a status filter. */
export const reservationStatusCode = (status: ReservationStatusValue): number | null => codeOf(RESERVATION_STATUS, status);

/** Reservation statuses in which an order may be cancelled (doc 2 §4.2). */
export const CANCELLABLE_RESERVATION = new Set([0, 4, 11]);

/** Doc 2 §4.2: cancelling in status 0, 4 or 11 inside the resource's cancel window. */
export const reservationCancelVerdict = (statusCode: number | null, rule: CancelRule, now: number) => cancelVerdict(statusCode, rule, now, CANCELLABLE_RESERVATION);
export const canCancelReservation = (statusCode: number | null, rule: CancelRule, now: number) => reservationCancelVerdict(statusCode, rule, now) === 'ALLOWED';

/** Doc 2 §4.2: the review link shows when the status is 12 and commentStatus is 0. */
export const canReview = (statusCode: number | null, commentStatus: number | null) => statusCode === 12 && (commentStatus ?? 0) === 0;

/** A paid reservation order (money or paid amount above 0) in status 0 awaits payment. */
export const canPayReservation = (statusCode: number | null, price: number | null) => statusCode === 0 && (price ?? 0) > 0;

export type ReservationOrderKindValue = 'VENUE' | 'SCENIC' | 'ACTIVITY_ROOM' | 'ACTIVITY' | 'THIRD_PARTY' | 'UNKNOWN';

export const RESERVATION_ORDER_KINDS: Readonly<Record<string, ReservationOrderKindValue>> = {
  CONTENT_TYPE_VENUE: 'VENUE',
  CONTENT_TYPE_SCENERY: 'SCENIC',
  CONTENT_TYPE_ACTIVITY_SHIU: 'ACTIVITY_ROOM',
  CONTENT_TYPE_ACTIVITY: 'ACTIVITY',
  CONTENT_TYPE_TRIPARTITE: 'THIRD_PARTY',
};

export const reservationOrderKind = (orderType: string | null): ReservationOrderKindValue =>
  (orderType ? RESERVATION_ORDER_KINDS[orderType] : undefined) ?? 'UNKNOWN';

export function reservationOrderType(kind: ReservationOrderKindValue): string | null {
  return Object.entries(RESERVATION_ORDER_KINDS).find(([, v]) => v === kind)?.[0] ?? null;
}

