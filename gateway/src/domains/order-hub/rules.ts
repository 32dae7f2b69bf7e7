/**
 * THE rules of the order hub: which kind of the order list each order is, where an order stands in
 * the words every kind shares (from each kind's own status, whose meaning its domain owns), and
 * which orders wait for the user.
 */
import type { ReservationOrderKindValue, ReservationStatusValue, RefundStateValue, ShopOrderStatusValue } from './deps.ts';
import { SHOP_STATUS } from './deps.ts';

export type OrderKindValue = 'SHOP' | 'TICKETS' | 'ACTIVITIES' | 'GUIDES';
/** The order list's tabs, in order. */
export const ORDER_KINDS: readonly OrderKindValue[] = ['SHOP', 'TICKETS', 'ACTIVITIES', 'GUIDES'];

/** The kind of each kind of reservation order (an unknown orderType is listed with the tickets). */
export const RESERVATION_ORDER_KIND: Readonly<Record<ReservationOrderKindValue, OrderKindValue>> = {
  VENUE: 'TICKETS',
  SCENIC: 'TICKETS',
  THIRD_PARTY: 'TICKETS',
  UNKNOWN: 'TICKETS',
  ACTIVITY: 'ACTIVITIES',
  ACTIVITY_ROOM: 'ACTIVITIES',
  NARRATOR: 'GUIDES',
  INTERPRETATION: 'GUIDES',
};

/** The reservation order kinds a list can be asked for (by their orderType). */
export const RESERVATION_KINDS = (Object.keys(RESERVATION_ORDER_KIND) as ReservationOrderKindValue[]).filter((k) => k !== 'UNKNOWN');

/** The reservation order kinds listed under a kind (each asked by its own orderType; UNKNOWN cannot be asked for). */
export function reservationKindsOf(kind: OrderKindValue): ReservationOrderKindValue[] {
  return RESERVATION_KINDS.filter((k) => RESERVATION_ORDER_KIND[k] === kind);
}

export type OrderStageValue =
  | 'TO_PAY'
  | 'TO_CONFIRM'
  | 'TO_USE'
  | 'IN_PROGRESS'
  | 'TO_REVIEW'
  | 'DONE'
  | 'CANCELLED'
  | 'CLOSED'
  | 'EXPIRED'
  | 'REFUNDED'
  | 'OTHER';

const RESERVATION_STAGE: Readonly<Record<ReservationStatusValue, OrderStageValue>> = {
  UNCONFIRMED: 'TO_CONFIRM',
  AWAITING_PAYMENT: 'TO_PAY',
  PENDING_REVIEW: 'TO_CONFIRM',
  TO_BE_USED: 'TO_USE',
  COMPLETED: 'DONE',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
  CLOSED: 'CLOSED',
  REVIEW_FAILED: 'CANCELLED',
  UNKNOWN: 'OTHER',
};

/** The stage of a reservation order: its status; a completed one the user may still review is TO_REVIEW. */
export const reservationStage = (status: ReservationStatusValue, canReview: boolean): OrderStageValue =>
  status === 'COMPLETED' && canReview ? 'TO_REVIEW' : RESERVATION_STAGE[status];

const SHOP_STAGE: Readonly<Record<ShopOrderStatusValue, OrderStageValue>> = {
  TO_PAY: 'TO_PAY',
  PAID: 'IN_PROGRESS',
  DONE: 'DONE',
  CLOSED: 'CLOSED',
  TO_SHIP: 'IN_PROGRESS',
  SHIPPED: 'IN_PROGRESS',
  RECEIVED: 'DONE',
  TO_CONSUME: 'TO_USE',
  CONSUMED: 'DONE',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
  TO_CONFIRM: 'TO_CONFIRM',
  RESERVATION_REJECTED: 'CANCELLED',
  CONFIRMED: 'TO_USE',
  REFUNDED: 'REFUNDED',
  TO_BOOK: 'IN_PROGRESS',
  BOOKED: 'TO_USE',
  CODE_NOT_SENT: 'IN_PROGRESS',
  CODE_FAILED: 'IN_PROGRESS',
  CODE_SENT: 'TO_USE',
  TO_CHECK_IN: 'TO_USE',
  CHECKED_IN: 'IN_PROGRESS',
  CHECKED_OUT: 'DONE',
  TO_RECEIVE: 'IN_PROGRESS',
  PAID_TO_CONFIRM: 'TO_CONFIRM',
  UNKNOWN: 'OTHER',
};

/** The stage of a shop order: its status; refunded when the refund went through; TO_REVIEW when the shop takes a review. */
export function shopStage(status: ShopOrderStatusValue, refund: RefundStateValue, canReview: boolean): OrderStageValue {
  if (refund === 'REFUNDED') return 'REFUNDED';
  if (canReview) return 'TO_REVIEW';
  return SHOP_STAGE[status];
}

export type WaitingOrderGroupValue = 'TO_PAY' | 'TO_USE' | 'TO_REVIEW';
/** The waiting groups, in order. */
export const WAITING_GROUPS: readonly WaitingOrderGroupValue[] = ['TO_PAY', 'TO_USE', 'TO_REVIEW'];

/** The in-app path of a waiting group's list. */
export const waitingGroupPath = (group: WaitingOrderGroupValue) => `/some-list?group=${group}`;

/**
 * The shop status codes that mean "to use" whatever the order's type (the same code means
 * different states per type: only the codes no type reads otherwise can be asked of the shop).
 */
export const SHOP_TO_USE_CODES: readonly number[] = (() => {
  const byCode = new Map<number, Set<OrderStageValue>>();
  for (const map of Object.values(SHOP_STATUS))
    for (const [code, status] of Object.entries(map)) {
      const stages = byCode.get(Number(code)) ?? new Set<OrderStageValue>();
      stages.add(SHOP_STAGE[status]);
      byCode.set(Number(code), stages);
    }
  return [...byCode]
    .filter(([, stages]) => stages.size === 1 && stages.has('TO_USE'))
    .map(([code]) => code)
    .sort((a, b) => a - b);
})();
