/**
 * THE rules of issue 4 in one place (doc 2 §4.1-§4.4, §5; doc 3 §4): the status maps of every
 * order family as data tables, and the pure rules screens depend on (cancel, review, pay, the
 * bookable reservation day, the route sale button, the activity booking button and time state).
 * Every function takes `now` explicitly so that tests can pin any boundary.
 */

// ---------------------------------------------------------------------------
// Status maps (data)
// ---------------------------------------------------------------------------

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

export type AppointmentStatusValue =
  | 'TO_USE' | 'USED' | 'CANCELLED' | 'EXPIRED' | 'TO_PAY' | 'PARTLY_CONSUMED' | 'REFUNDED' | 'PARTLY_REFUNDED' | 'UNKNOWN';

/** Doc 2 §4.3, doc 3 §4 (ZYTF). */
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

export type ShopOrderTypeValue = 'MATERIAL' | 'FICTITIOUS' | 'SCENIC' | 'DIRECT' | 'HOTEL' | 'LINE';

export const SHOP_ORDER_TYPES: Readonly<Record<number, ShopOrderTypeValue>> = {
  1: 'MATERIAL', 2: 'FICTITIOUS', 3: 'SCENIC', 4: 'DIRECT', 5: 'HOTEL', 6: 'LINE',
};

export type ShopOrderStatusValue =
  | 'TO_PAY' | 'PAID' | 'DONE' | 'CLOSED' | 'TO_SHIP' | 'SHIPPED' | 'RECEIVED' | 'TO_CONSUME' | 'CONSUMED'
  | 'EXPIRED' | 'CANCELLED' | 'TO_CONFIRM' | 'RESERVATION_REJECTED' | 'CONFIRMED' | 'REFUNDED' | 'TO_BOOK'
  | 'BOOKED' | 'CODE_NOT_SENT' | 'CODE_FAILED' | 'CODE_SENT' | 'TO_CHECK_IN' | 'CHECKED_IN' | 'CHECKED_OUT'
  | 'TO_RECEIVE' | 'PAID_TO_CONFIRM' | 'UNKNOWN';

/** The general order text map (doc 2 §4.4); the direct type (4), whose map the spec omits, uses it. */
const GENERAL: Readonly<Record<number, ShopOrderStatusValue>> = {
  0: 'TO_PAY', 1: 'PAID', 2: 'DONE', 3: 'CLOSED', 20: 'TO_SHIP', 21: 'TO_RECEIVE', 22: 'RECEIVED', 32: 'PAID_TO_CONFIRM',
};

/** Doc 2 §4.4 / doc 3 §4: one map per shop order type — the same code means different states per type. */
export const SHOP_STATUS: Readonly<Record<ShopOrderTypeValue, Readonly<Record<number, ShopOrderStatusValue>>>> = {
  MATERIAL: { 0: 'TO_PAY', 1: 'PAID', 2: 'DONE', 3: 'CLOSED', 20: 'TO_SHIP', 21: 'SHIPPED', 22: 'RECEIVED' },
  FICTITIOUS: {
    0: 'TO_PAY', 1: 'PAID', 2: 'DONE', 3: 'CLOSED', 10: 'TO_CONSUME', 12: 'EXPIRED', 30: 'TO_PAY', 31: 'CANCELLED',
    32: 'TO_CONFIRM', 33: 'RESERVATION_REJECTED', 34: 'CONFIRMED', 35: 'EXPIRED', 36: 'REFUNDED', 40: 'TO_BOOK', 41: 'BOOKED',
  },
  SCENIC: {
    0: 'TO_PAY', 1: 'PAID', 2: 'DONE', 3: 'CLOSED', 10: 'TO_CONSUME', 11: 'CONSUMED', 12: 'EXPIRED',
    20: 'CODE_NOT_SENT', 21: 'CODE_FAILED', 22: 'CODE_SENT',
  },
  DIRECT: GENERAL,
  HOTEL: { 0: 'TO_PAY', 1: 'TO_CONFIRM', 2: 'TO_CHECK_IN', 3: 'CHECKED_IN', 4: 'CHECKED_OUT', 9: 'CLOSED' },
  LINE: { 0: 'TO_PAY', 1: 'TO_CONFIRM', 2: 'TO_CONSUME', 3: 'DONE', 9: 'CLOSED' },
};

function lookup<V extends string>(table: Readonly<Record<number, V>>, code: number | null): V | 'UNKNOWN' {
  return code === null ? 'UNKNOWN' : table[code] ?? 'UNKNOWN';
}

export const reservationStatus = (code: number | null): ReservationStatusValue => lookup(RESERVATION_STATUS, code);
export const appointmentStatus = (code: number | null): AppointmentStatusValue => lookup(APPOINTMENT_STATUS, code);
export const shopOrderType = (code: number | null): ShopOrderTypeValue | null => (code === null ? null : SHOP_ORDER_TYPES[code] ?? null);

/** The status of a shop order by its type's map; an unknown type reads the general map. */
export function shopOrderStatus(type: ShopOrderTypeValue | null, code: number | null): ShopOrderStatusValue {
  return lookup(type ? SHOP_STATUS[type] : GENERAL, code);
}

/** The raw code of a status filter (reverse of the map; first code of a state). */
export function reservationStatusCode(status: ReservationStatusValue): number | null {
  const entry = Object.entries(RESERVATION_STATUS).find(([, v]) => v === status);
  return entry ? Number(entry[0]) : null;
}

export function appointmentStatusCode(status: AppointmentStatusValue): number | null {
  const entry = Object.entries(APPOINTMENT_STATUS).find(([, v]) => v === status);
  return entry ? Number(entry[0]) : null;
}

// ---------------------------------------------------------------------------
// Cancel, review, pay
// ---------------------------------------------------------------------------

const HOUR_MS = 3_600_000;

export interface CancelRule {
  /** The resource's cancelStatus: 0 never, 1 any time before use, 2 / 3 until cancelTime hours before the use start. */
  cancelStatus: number | null;
  /** cancelTime in hours. */
  cancelTime: number | null;
  /** The use start (epoch ms); null when unknown. */
  useStart: number | null;
}

/** The moment cancelling closes (epoch ms): use start − cancelTime hours (2/3), the use start (1); null when none applies. */
export function cancelDeadline(rule: CancelRule): number | null {
  if (rule.useStart === null) return null;
  if (rule.cancelStatus === 2 || rule.cancelStatus === 3) return rule.useStart - Math.max(0, rule.cancelTime ?? 0) * HOUR_MS;
  if (rule.cancelStatus === 1) return rule.useStart;
  return null;
}

/** Reservation statuses in which an order may be cancelled (doc 2 §4.2). */
export const CANCELLABLE_RESERVATION = new Set([0, 4, 11]);

export type CancelVerdict = 'ALLOWED' | 'NOT_ALLOWED' | 'WINDOW_CLOSED';

/**
 * Doc 2 §4.2: cancelling is allowed in status 0, 4 or 11 when the resource's cancelStatus is set;
 * with cancelStatus 2 or 3 only until cancelTime hours before the use start (now exactly at the
 * deadline still cancels, as the upstream's `now > deadline` refuses).
 */
export function cancelVerdict(statusCode: number | null, rule: CancelRule, now: number, cancellable: ReadonlySet<number> = CANCELLABLE_RESERVATION): CancelVerdict {
  if (statusCode === null || !cancellable.has(statusCode)) return 'NOT_ALLOWED';
  if (!rule.cancelStatus) return 'NOT_ALLOWED';
  const deadline = cancelDeadline(rule);
  if ((rule.cancelStatus === 2 || rule.cancelStatus === 3) && deadline !== null && now > deadline) return 'WINDOW_CLOSED';
  if (rule.cancelStatus === 1 && deadline !== null && now > deadline) return 'WINDOW_CLOSED';
  return 'ALLOWED';
}

export const canCancelReservation = (statusCode: number | null, rule: CancelRule, now: number) => cancelVerdict(statusCode, rule, now) === 'ALLOWED';

/** ZYTF: status 0 (to use) or 4 (to pay) → 2, with the same window rules (API.md). */
export const CANCELLABLE_APPOINTMENT = new Set([0, 4]);
export const canCancelAppointment = (statusCode: number | null, rule: CancelRule, now: number) =>
  cancelVerdict(statusCode, rule, now, CANCELLABLE_APPOINTMENT) === 'ALLOWED';

/** Doc 2 §4.2: the review link shows when the status is 12 and commentStatus is 0. */
export const canReview = (statusCode: number | null, commentStatus: number | null) => statusCode === 12 && (commentStatus ?? 0) === 0;

/** A paid reservation order (money or paid amount above 0) in status 0 awaits payment. */
export const canPayReservation = (statusCode: number | null, price: number | null) => statusCode === 0 && (price ?? 0) > 0;

/** Doc 2 §2.4: the pay button shows when the ZYTF status is 4. */
export const canPayAppointment = (statusCode: number | null) => statusCode === 4;

/** Shop: only "to pay" states can be cancelled (API.md cancelOrder). */
export const canCancelShopOrder = (status: ShopOrderStatusValue) => status === 'TO_PAY';

/** Shop states in which money was paid and nothing is consumed, closed or refunded yet. */
export const REFUNDABLE_SHOP_STATES: ReadonlySet<ShopOrderStatusValue> = new Set<ShopOrderStatusValue>([
  'PAID', 'TO_SHIP', 'TO_CONSUME', 'TO_CONFIRM', 'CONFIRMED', 'TO_BOOK', 'BOOKED', 'CODE_NOT_SENT', 'CODE_FAILED',
  'CODE_SENT', 'TO_CHECK_IN', 'PAID_TO_CONFIRM',
]);

export type RefundStateValue = 'NONE' | 'PENDING' | 'REFUNDED';
export const refundState = (code: number | null): RefundStateValue => (code === 1 ? 'PENDING' : code === 2 ? 'REFUNDED' : 'NONE');
export const canRefundShopOrder = (status: ShopOrderStatusValue, refund: RefundStateValue) => refund === 'NONE' && REFUNDABLE_SHOP_STATES.has(status);

// ---------------------------------------------------------------------------
// Reservation days (doc 2 §4.1, §5)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Routes for sale (doc 2 §4.1)
// ---------------------------------------------------------------------------

export type SaleButtonValue = 'BOOK' | 'REMIND' | 'REMINDED' | 'NONE';

/**
 * saleType 1 → BOOK. saleType 2 → BOOK between upperTime and lowerTime (inclusive); before
 * upperTime REMIND, or REMINDED once reminded; NONE after lowerTime. Unknown times of a timed
 * sale count as open on that side.
 */
export function routeSaleButton(saleType: number | null, upper: number | null, lower: number | null, reminded: boolean, now: number): SaleButtonValue {
  if (saleType !== 2) return 'BOOK';
  if (upper !== null && now < upper) return reminded ? 'REMINDED' : 'REMIND';
  if (lower !== null && now > lower) return 'NONE';
  return 'BOOK';
}

// ---------------------------------------------------------------------------
// Activities (doc 3 §4; booking button)
// ---------------------------------------------------------------------------

export type ActivityTimeStateValue = 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';

/** Doc 3 §4: before the use start NOT_STARTED, after the use end ENDED, otherwise IN_PROGRESS. */
export function activityTimeState(useStart: number | null, useEnd: number | null, now: number): ActivityTimeStateValue {
  if (useStart !== null && now < useStart) return 'NOT_STARTED';
  if (useEnd !== null && now > useEnd) return 'ENDED';
  return 'IN_PROGRESS';
}

/** Inside the sign-up window (bounds inclusive; a missing bound is open). */
export function signUpOpen(signStart: number | null, signEnd: number | null, now: number): boolean {
  return (signStart === null || now >= signStart) && (signEnd === null || now <= signEnd);
}

export type ActivityTypeValue = 'BOOKING' | 'SIGN_UP' | 'ORDINARY' | 'VOLUNTEER_RECRUITMENT';
export type ActivityBookingButtonValue = 'BOOK' | 'SIGN_UP' | 'SOLD_OUT' | 'NOT_OPEN_YET' | 'CLOSED' | 'EXTERNAL' | 'NONE';

export interface ActivityButtonInput {
  type: ActivityTypeValue;
  /** The mode is publicity (8): nothing to book. */
  publicity: boolean;
  jumpUrl: string | null;
  signStart: number | null;
  signEnd: number | null;
  useEnd: number | null;
  stock: number | null;
}

/**
 * The detail page's button: ordinary and publicity activities have none; an external jumpUrl
 * sends the visitor away (EXTERNAL) while the window is open; otherwise the window decides
 * (NOT_OPEN_YET / CLOSED, also CLOSED once the activity ended), then the stock (SOLD_OUT), then
 * BOOK for booking activities and SIGN_UP for sign-up and recruitment.
 */
export function activityBookingButton(a: ActivityButtonInput, now: number): ActivityBookingButtonValue {
  if (a.type === 'ORDINARY' || a.publicity) return 'NONE';
  if (a.useEnd !== null && now > a.useEnd) return 'CLOSED';
  if (a.signStart !== null && now < a.signStart) return 'NOT_OPEN_YET';
  if (a.signEnd !== null && now > a.signEnd) return 'CLOSED';
  if (a.jumpUrl) return 'EXTERNAL';
  if (a.stock !== null && a.stock <= 0) return 'SOLD_OUT';
  return a.type === 'BOOKING' ? 'BOOK' : 'SIGN_UP';
}

export const ACTIVITY_TYPES: Readonly<Record<string, ActivityTypeValue>> = {
  ACTIVITY_TYPE_RESERVE: 'BOOKING',
  ACTIVITY_TYPE_ENROLL: 'SIGN_UP',
  ACTIVITY_TYPE_PLAIN: 'ORDINARY',
  ACTIVITY_TYPE_VOLUNT: 'VOLUNTEER_RECRUITMENT',
};

export type ActivityModeValue =
  | 'FREE_BOOKING' | 'POINTS_BOOKING' | 'FREE_SIGN_UP' | 'POINTS_SIGN_UP' | 'PAID_SIGN_UP' | 'PAID_BOOKING'
  | 'VOLUNTEER_RECRUITMENT' | 'PUBLICITY' | 'CREDIT_USE' | 'CREDIT_AUDIT' | 'OTHER';

/** API.md: `method` "1".."11". */
export const ACTIVITY_MODES: Readonly<Record<number, ActivityModeValue>> = {
  1: 'FREE_BOOKING', 2: 'POINTS_BOOKING', 3: 'FREE_SIGN_UP', 4: 'POINTS_SIGN_UP', 5: 'PAID_SIGN_UP', 6: 'PAID_BOOKING',
  7: 'VOLUNTEER_RECRUITMENT', 8: 'PUBLICITY', 9: 'CREDIT_USE', 10: 'CREDIT_AUDIT', 11: 'OTHER',
};

export const activityType = (value: string | null): ActivityTypeValue => (value ? ACTIVITY_TYPES[value] : undefined) ?? 'ORDINARY';
export const activityMode = (code: number | null): ActivityModeValue => (code === null ? 'OTHER' : ACTIVITY_MODES[code] ?? 'OTHER');

// ---------------------------------------------------------------------------
// Reservation order kinds
// ---------------------------------------------------------------------------

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
