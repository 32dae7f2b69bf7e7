import { imageFrom, imagesFrom } from '../../core/image.ts';
import { int, num, text } from '../../core/normalise.ts';
import { canCancelReservation, canPayReservation, canReview, reservationCancelVerdict, reservationOrderKind, reservationStatus } from './rules.ts';
import { cancelDeadline } from '../../core/order-rules.ts';
import type { CancelRule, CancelVerdict } from '../../core/order-rules.ts';
import type { ReservationOrderKindValue } from './rules.ts';
import { chinaMs } from '../../core/time.ts';
import type { OrderResourceRow, ReservationOrderRow } from './types.ts';

/** The nested resource object of an order (by orderType; whichever is present otherwise). */
export function nestedOf(row: ReservationOrderRow): OrderResourceRow {
  const kind = reservationOrderKind(text(row.orderType));
  const byKind: Record<ReservationOrderKindValue, OrderResourceRow | null | undefined> = {
    VENUE: row.venueInfo,
    SCENIC: row.venueInfo,
    ACTIVITY_ROOM: row.activityRoom,
    ACTIVITY: row.activity,
    THIRD_PARTY: row.tripartiteOrderInfo,
    UNKNOWN: null,
  };
  return byKind[kind] ?? row.venueInfo ?? row.activityRoom ?? row.activity ?? row.tripartiteOrderInfo ?? {};
}

export const orderStatusCode = (row: ReservationOrderRow) => int(row.status);
export const orderUseStart = (row: ReservationOrderRow) => chinaMs(row.startTime) ?? chinaMs(nestedOf(row).useStartTime);

export function orderCancelRule(row: ReservationOrderRow): CancelRule {
  const nested = nestedOf(row);
  return { cancelStatus: int(nested.cancelStatus ?? row.cancelStatus), cancelTime: int(nested.cancelTime ?? row.cancelTime), useStart: orderUseStart(row) };
}

export const orderCancelVerdict = (row: ReservationOrderRow, now: number): CancelVerdict => reservationCancelVerdict(orderStatusCode(row), orderCancelRule(row), now);
export const orderCanCancel = (row: ReservationOrderRow, now: number) => canCancelReservation(orderStatusCode(row), orderCancelRule(row), now);
export const orderCancelDeadline = (row: ReservationOrderRow) => cancelDeadline(orderCancelRule(row));
/** Doc 2 §4.2 (status 12, commentStatus 0); third-party orders have no resource on the platform to review. */
export const orderCanReview = (row: ReservationOrderRow) =>
  reservationOrderKind(text(row.orderType)) !== 'THIRD_PARTY' && canReview(orderStatusCode(row), int(row.commentStatus));
export const orderPrice = (row: ReservationOrderRow) => num(row.money) ?? num(nestedOf(row).money);
export const orderCanPay = (row: ReservationOrderRow) => canPayReservation(orderStatusCode(row), Math.max(orderPrice(row) ?? 0, num(row.payMoney) ?? 0));
export const orderStatus = (row: ReservationOrderRow) => reservationStatus(orderStatusCode(row));
export const orderKind = (row: ReservationOrderRow) => reservationOrderKind(text(row.orderType));

/** The resource's id: the order's resourceId, else the nested object's. */
export function orderResourceId(row: ReservationOrderRow): string | null {
  const nested = nestedOf(row);
  return text(row.resourceId) ?? text(nested.resourceId) ?? text(nested.id);
}

export function orderResourceType(row: ReservationOrderRow): string | null {
  return text(row.resourceType) ?? text(nestedOf(row).resourceType) ?? text(row.orderType);
}

export function orderResourceName(row: ReservationOrderRow): string | null {
  const nested = nestedOf(row);
  return text(nested.venueName) ?? text(nested.name);
}

export function orderResourceImage(row: ReservationOrderRow) {
  const nested = nestedOf(row);
  const name = orderResourceName(row) ?? '';
  return imagesFrom(nested.image, name)[0] ?? imageFrom(nested.coverImage, name);
}
