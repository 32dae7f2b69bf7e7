/**
 * THE rules of reservation orders: the status map, cancel, review, pay, and the order kinds. Every function takes `now` explicitly so that tests can pin any boundary.
 */
import { cancelVerdict, codeOf, lookup } from '../../core/order-rules.ts';
import type { CancelRule } from '../../core/order-rules.ts';

export type ReservationStatusValue =
  | 'UNCONFIRMED'
  | 'AWAITING_PAYMENT'
  | 'PENDING_REVIEW'
  | 'TO_BE_USED'
  | 'COMPLETED'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'CLOSED'
  | 'REVIEW_FAILED'
  | 'UNKNOWN';

/** What each reservation status code means by itself (`reservationStatus` refines 0 and 14). */
export const RESERVATION_STATUS: Readonly<Record<number, ReservationStatusValue>> = {
  0: 'UNCONFIRMED',
  4: 'PENDING_REVIEW',
  11: 'TO_BE_USED',
  12: 'COMPLETED',
  13: 'EXPIRED',
  14: 'CANCELLED',
  79: 'REVIEW_FAILED',
};

/** What decides the status besides the code: the price, the payment deadline, why it was cancelled. */
export interface StatusFacts {
  /** What the order costs in yuan. */
  price: number | null;
  /** The payment deadline (epoch ms) of an order in status 0. */
  paymentDeadline: number | null;
  /** The upstream's cancelReason ("" | USER | PAY_TIMEOUT). */
  cancelReason: string | null;
}

/**
 * The status of a reservation order: 0 with money to pay is
 * AWAITING_PAYMENT — CLOSED once its deadline has passed, whether or not the upstream has settled
 * it yet —; 14 closed unpaid at the deadline (PAY_TIMEOUT) is CLOSED; the map otherwise.
 */
export function reservationStatus(
  code: number | null,
  facts: StatusFacts = { price: null, paymentDeadline: null, cancelReason: null },
  now = Number.NaN,
): ReservationStatusValue {
  if (code === 0 && (facts.price ?? 0) > 0)
    return facts.paymentDeadline !== null && now >= facts.paymentDeadline ? 'CLOSED' : 'AWAITING_PAYMENT';
  if (code === 14 && facts.cancelReason === 'PAY_TIMEOUT') return 'CLOSED';
  return lookup(RESERVATION_STATUS, code);
}

/** Whether an order shows its status label: every status but UNCONFIRMED (status 0 with nothing to pay) has one. */
export const statusLabelled = (status: ReservationStatusValue): boolean => status !== 'UNCONFIRMED';

/** The raw code of a status filter (AWAITING_PAYMENT lists status 0, CLOSED status 14). */
export function reservationStatusCode(status: ReservationStatusValue): number | null {
  if (status === 'AWAITING_PAYMENT') return 0;
  if (status === 'CLOSED') return 14;
  return codeOf(RESERVATION_STATUS, status);
}

/** Reservation statuses in which an order may be cancelled. */
export const CANCELLABLE_RESERVATION = new Set([0, 4, 11]);

/** Cancelling is allowed in status 0, 4 or 11 inside the resource's cancel window. */
export const reservationCancelVerdict = (statusCode: number | null, rule: CancelRule, now: number) =>
  cancelVerdict(statusCode, rule, now, CANCELLABLE_RESERVATION);
export const canCancelReservation = (statusCode: number | null, rule: CancelRule, now: number) =>
  reservationCancelVerdict(statusCode, rule, now) === 'ALLOWED';

/** The review link shows when the status is 12 and commentStatus is 0. */
export const canReview = (statusCode: number | null, commentStatus: number | null) => statusCode === 12 && (commentStatus ?? 0) === 0;

/** The pay button shows while the order is AWAITING_PAYMENT (its deadline not passed). */
export const canPayReservation = (status: ReservationStatusValue) => status === 'AWAITING_PAYMENT';

export type PayVerdict = 'ALLOWED' | 'ALREADY_PAID' | 'CLOSED' | 'NOT_ALLOWED';

/**
 * Whether payReservationOrder may start a payment: only AWAITING_PAYMENT; a CLOSED order is
 * ORDER_CLOSED, one that was paid (a payment method or an amount paid) ALREADY_PAID, anything
 * else (nothing to pay, cancelled, reviewed away) PAY_NOT_ALLOWED.
 */
export function payVerdict(status: ReservationStatusValue, paid: boolean): PayVerdict {
  if (status === 'AWAITING_PAYMENT') return 'ALLOWED';
  if (status === 'CLOSED') return 'CLOSED';
  return paid ? 'ALREADY_PAID' : 'NOT_ALLOWED';
}

export type PaymentMethodValue = 'WECHAT_PAY' | 'ALIPAY';
const PAY_TYPES: Readonly<Record<PaymentMethodValue, string>> = { WECHAT_PAY: 'WECHAT', ALIPAY: 'ALIPAY' };
/** The upstream's payType of a method. */
export const payTypeOf = (method: PaymentMethodValue): string => PAY_TYPES[method];
/** The method of an upstream payType; null when none or unknown. */
export function paymentMethodOf(payType: string | null): PaymentMethodValue | null {
  return (Object.entries(PAY_TYPES).find(([, v]) => v === payType?.toUpperCase())?.[0] as PaymentMethodValue | undefined) ?? null;
}

/** The longest return address payReservationOrder takes. */
export const RETURN_URL_MAX = 2048;

/**
 * Where the payment provider may send the browser back — an absolute http(s) URL, no
 * credentials, at most RETURN_URL_MAX characters, on one of the given origins (scheme, host and
 * port): the app's own, configured, never the `Host` a request claims. Anything else is an open
 * redirect.
 */
export function returnUrlAllowed(raw: string, allowedOrigins: readonly string[]): boolean {
  if (raw.length === 0 || raw.length > RETURN_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false;
  return allowedOrigins.includes(url.origin);
}

/** The statuses with a voucher: an order has one once confirmed (its verification code), used or not. */
export const VOUCHER_STATUSES: ReadonlySet<ReservationStatusValue> = new Set<ReservationStatusValue>([
  'TO_BE_USED',
  'COMPLETED',
  'EXPIRED',
]);

export type ReservationOrderKindValue =
  | 'VENUE'
  | 'SCENIC'
  | 'ACTIVITY_ROOM'
  | 'ACTIVITY'
  | 'THIRD_PARTY'
  | 'NARRATOR'
  | 'INTERPRETATION'
  | 'UNKNOWN';

export const RESERVATION_ORDER_KINDS: Readonly<Record<string, ReservationOrderKindValue>> = {
  CONTENT_TYPE_VENUE: 'VENUE',
  CONTENT_TYPE_SCENERY: 'SCENIC',
  CONTENT_TYPE_ACTIVITY_SHIU: 'ACTIVITY_ROOM',
  CONTENT_TYPE_ACTIVITY: 'ACTIVITY',
  CONTENT_TYPE_TRIPARTITE: 'THIRD_PARTY',
  CONTENT_TYPE_NARRATOR: 'NARRATOR',
  CONTENT_TYPE_INTERPRETATION: 'INTERPRETATION',
};

export const reservationOrderKind = (orderType: string | null): ReservationOrderKindValue =>
  (orderType ? RESERVATION_ORDER_KINDS[orderType] : undefined) ?? 'UNKNOWN';

export function reservationOrderType(kind: ReservationOrderKindValue): string | null {
  return Object.entries(RESERVATION_ORDER_KINDS).find(([, v]) => v === kind)?.[0] ?? null;
}
