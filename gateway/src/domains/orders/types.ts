import type { BookingEligibilityValue } from '../credit/index.ts';
import type { PayloadSource } from '../../core/payload.ts';

/** The nested resource of a reservation order (venueInfo / activityRoom / activity / tripartiteOrderInfo). */
export interface OrderResourceRow {
  venueName?: string | null;
  name?: string | null;
  image?: string | null;
  coverImage?: string | null;
  infoUrl?: string | null;
  useStartTime?: string | null;
  useEndTime?: string | null;
  resourceId?: string | number | null;
  resourceType?: string | null;
  id?: string | number | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  /** The voucher: where it is and how to reach it. */
  address?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  phone?: string | null;
  [key: string]: unknown;
}

/** act/api/activityOrder list item / detail (API.md "Orders (reservation orders)"). */
export interface ReservationOrderRow {
  id?: string | number | null;
  orderCode: string;
  orderType?: string | null;
  status?: string | number | null;
  surplusNum?: string | number | null;
  startTime?: string | null;
  endTime?: string | null;
  orderNum?: string | number | null;
  useNum?: string | number | null;
  money?: string | number | null;
  integral?: string | number | null;
  payMoney?: string | number | null;
  payIntegral?: string | number | null;
  isGuideOrder?: string | number | null;
  commentStatus?: string | number | null;
  resourceType?: string | null;
  resourceId?: string | number | null;
  createTime?: string | null;
  /** The contact, the payment, the cancel reason, the voucher's code and entry notes. */
  contactName?: string | null;
  contactPhone?: string | null;
  payExpireTime?: string | null;
  payType?: string | null;
  payTime?: string | null;
  cancelReason?: string | null;
  /** An order its owner cancelled with a reason (order-cancel family): the reason picked, the remark, when. */
  cancelReasonId?: string | number | null;
  cancelReasonText?: string | null;
  cancelRemark?: string | null;
  cancelTime?: string | null;
  verifyCode?: string | null;
  entryNotes?: string | null;
  /** The seats it took on a seat map (the seats domain reads them). */
  seats?: unknown;
  venueInfo?: OrderResourceRow | null;
  activityRoom?: OrderResourceRow | null;
  activity?: OrderResourceRow | null;
  tripartiteOrderInfo?: OrderResourceRow | null;
  /** A narrator order's narrator, language and note; an interpretation order's session (the narrators domain reads them). */
  narratorInfo?: OrderResourceRow | null;
  interpretationInfo?: OrderResourceRow | null;
  /** A voucher of a combined appointment: its appointment's code (the reservations domain reads it). */
  appointmentCode?: string | null;
  [key: string]: unknown;
}

export interface ReservationOrderSource {
  __typename: 'ReservationOrder';
  id: string;
  row: ReservationOrderRow;
}

/** What the reservation-order payloads resolve from: the order, the activity or room booked, the refusal. */
export interface OrderPayloadSource extends PayloadSource {
  /** ReservationOrder (orderCode). */
  orderCode?: string | null;
  /** Activity id. */
  activityId?: string | null;
  /** ActivityRoom id. */
  roomId?: string | null;
  /** The integrity check's refusal (bookActivity, bookRoomSlots). */
  eligibility?: BookingEligibilityValue | null;
  /** The payment started (payReservationOrder). */
  payment?: PaymentValue | null;
}

/** What Payment resolves from. */
export interface PaymentValue {
  tradeNo: string;
  payUrl: string;
  amount: number;
  method: 'WECHAT_PAY' | 'ALIPAY';
  expiresAt: string | null;
}

/** What ReservationVoucher resolves from (plain values). */
export interface VoucherValue {
  code: string;
  usable: boolean;
  visitors: number | null;
  contactName: string | null;
  contactPhone: string | null;
  startsAt: string | null;
  endsAt: string | null;
  placeName: string | null;
  address: string | null;
  location: { longitude: number; latitude: number } | null;
  mapPath: string | null;
  phone: string | null;
  entryNotes: string | null;
}

/** A cancel reason as the upstream answers it (`act/api/activityOrder/cancelReasons`). */
export interface CancelReasonRow {
  id?: string | number | null;
  reason?: string | null;
  needRemark?: string | number | null;
}

/** What OrderCancelReason resolves from. */
export interface CancelReasonSource {
  __typename: 'OrderCancelReason';
  id: string;
  reason: string;
  needsRemark: boolean;
}

/** What ReservationCancellation resolves from. */
export interface CancellationValue {
  reason: string;
  remark: string | null;
  cancelledAt: string | null;
}
