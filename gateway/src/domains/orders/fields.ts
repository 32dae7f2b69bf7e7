import { mapPathOf } from '../../core/map-path.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import {
  canPayReservation,
  canReview,
  payVerdict,
  paymentMethodOf,
  reservationCancelVerdict,
  reservationOrderKind,
  reservationStatus,
  VOUCHER_STATUSES,
} from './rules.ts';
import type { PayVerdict } from './rules.ts';
import { cancelDeadline } from '../../core/order-rules.ts';
import type { CancelRule, CancelVerdict } from '../../core/order-rules.ts';
import type { ReservationOrderKindValue } from './rules.ts';
import { chinaMs } from '../../core/time.ts';
import type { OrderResourceRow, ReservationOrderRow, VoucherValue } from './types.ts';

/** The nested resource object of an order (by orderType; whichever is present otherwise). */
export function nestedOf(row: ReservationOrderRow): OrderResourceRow {
  const kind = reservationOrderKind(text(row.orderType));
  const byKind: Record<ReservationOrderKindValue, OrderResourceRow | null | undefined> = {
    VENUE: row.venueInfo,
    SCENIC: row.venueInfo,
    ACTIVITY_ROOM: row.activityRoom,
    ACTIVITY: row.activity,
    THIRD_PARTY: row.tripartiteOrderInfo,
    NARRATOR: row.narratorInfo,
    INTERPRETATION: row.interpretationInfo,
    UNKNOWN: null,
  };
  return byKind[kind] ?? row.venueInfo ?? row.activityRoom ?? row.activity ?? row.tripartiteOrderInfo ?? {};
}

export const orderStatusCode = (row: ReservationOrderRow) => int(row.status);
export const orderUseStart = (row: ReservationOrderRow) => chinaMs(row.startTime) ?? chinaMs(nestedOf(row).useStartTime);

export function orderCancelRule(row: ReservationOrderRow): CancelRule {
  const nested = nestedOf(row);
  return {
    cancelStatus: int(nested.cancelStatus ?? row.cancelStatus),
    cancelTime: int(nested.cancelTime ?? row.cancelTime),
    useStart: orderUseStart(row),
  };
}

/** Cancelling follows the reservation cancel rule; an order CLOSED at its payment deadline is no longer cancellable (the upstream settles it to 14). */
export const orderCancelVerdict = (row: ReservationOrderRow, now: number): CancelVerdict =>
  orderStatus(row, now) === 'CLOSED' ? 'NOT_ALLOWED' : reservationCancelVerdict(orderStatusCode(row), orderCancelRule(row), now);
export const orderCanCancel = (row: ReservationOrderRow, now: number) => orderCancelVerdict(row, now) === 'ALLOWED';
export const orderCancelDeadline = (row: ReservationOrderRow) => cancelDeadline(orderCancelRule(row));
/** Kinds without a resource on the platform to review: third-party orders, and narrator and interpretation services (reviewed as their place). */
const NOT_REVIEWED: ReadonlySet<ReservationOrderKindValue> = new Set(['THIRD_PARTY', 'NARRATOR', 'INTERPRETATION']);
/** Whether orders of a kind are reviewed at all. */
export const kindReviewable = (kind: ReservationOrderKindValue) => !NOT_REVIEWED.has(kind);
/** A review is possible on a used order not yet reviewed (status 12, commentStatus 0). */
export const orderCanReview = (row: ReservationOrderRow) =>
  !NOT_REVIEWED.has(reservationOrderKind(text(row.orderType))) && canReview(orderStatusCode(row), int(row.commentStatus));
export const orderPrice = (row: ReservationOrderRow) => num(row.money) ?? num(nestedOf(row).money);
/** The payment deadline (epoch ms) of an order in status 0: the upstream's payExpireTime. */
export const orderPaymentDeadline = (row: ReservationOrderRow) => (orderStatusCode(row) === 0 ? chinaMs(row.payExpireTime) : null);
export const orderStatus = (row: ReservationOrderRow, now: number) =>
  reservationStatus(
    orderStatusCode(row),
    { price: orderPrice(row), paymentDeadline: orderPaymentDeadline(row), cancelReason: text(row.cancelReason) },
    now,
  );
export const orderCanPay = (row: ReservationOrderRow, now: number) => canPayReservation(orderStatus(row, now));
/** Paid: the upstream names a payment method, or an amount was paid. */
export const orderPaid = (row: ReservationOrderRow) => paymentMethodOf(text(row.payType)) !== null || (num(row.payMoney) ?? 0) > 0;
export const orderPayVerdict = (row: ReservationOrderRow, now: number): PayVerdict => payVerdict(orderStatus(row, now), orderPaid(row));
/** The verification code of a confirmed order (none for third parties). */
export function orderVerificationCode(row: ReservationOrderRow, now: number): string | null {
  if (orderKind(row) === 'THIRD_PARTY' || !VOUCHER_STATUSES.has(orderStatus(row, now))) return null;
  return text(row.verifyCode);
}
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

/** Coordinates of the order's place; null when missing or out of range. */
function locationOf(nested: OrderResourceRow): { longitude: number; latitude: number } | null {
  const longitude = num(nested.longitude);
  const latitude = num(nested.latitude);
  if (
    longitude === null ||
    latitude === null ||
    Math.abs(longitude) > 180 ||
    Math.abs(latitude) > 90 ||
    (longitude === 0 && latitude === 0)
  )
    return null;
  return { longitude, latitude };
}

/** The voucher of a confirmed order; null without a verification code. */
export function orderVoucher(row: ReservationOrderRow, now: number): VoucherValue | null {
  const code = orderVerificationCode(row, now);
  if (!code) return null;
  const nested = nestedOf(row);
  const location = locationOf(nested);
  const placeName = orderResourceName(row);
  const address = text(nested.address);
  return {
    code,
    usable: orderStatus(row, now) === 'TO_BE_USED',
    visitors: int(row.orderNum),
    contactName: text(row.contactName),
    contactPhone: text(row.contactPhone),
    startsAt: chinaDateTime(row.startTime) ?? chinaDateTime(nested.useStartTime),
    endsAt: chinaDateTime(row.endTime) ?? chinaDateTime(nested.useEndTime),
    placeName,
    address,
    location,
    mapPath: location ? mapPathOf(location, placeName, address) : null,
    phone: text(nested.phone),
    entryNotes: text(row.entryNotes),
  };
}
