import type { PayloadSource } from '../../core/payload.ts';
/** culturalcloud/1.0/userOrder/myOrderList item (API.md "Shop"). */
export interface ShopOrderRow {
  orderId: string | number;
  orderNo?: string | null;
  orderType?: string | number | null;
  orderStatus?: string | number | null;
  productName?: string | null;
  thumbImageUrl?: string | null;
  orderPayAmount?: string | number | null;
  quantity?: string | number | null;
  createTime?: string | null;
  refundStatus?: string | number | null;
  /** When an order awaiting payment closes ("" when none). */
  payExpireTime?: string | null;
  /** orderDetail only (API.md "Shop"). */
  receiver?: string | null;
  address?: string | null;
  /** The user's shipping address chosen for a goods order ("" when none). */
  addressId?: string | number | null;
  logistics?: ShopLogisticsRow[] | null;
  tickets?: ShopTicketRow[] | null;
  checkIn?: string | null;
  checkOut?: string | null;
  /** The parcel's state ("" before it shipped): list and detail. */
  parcelState?: string | null;
  /** Whether the buyer reviewed the order: list and detail. */
  reviewed?: boolean | null;
  /** orderDetail: the buyer's review (null before one). */
  review?: ShopReviewRow | null;
  [key: string]: unknown;
}

/** orderDetail `review`. */
export interface ShopReviewRow {
  stars?: number | string | null;
  content?: string | null;
  tags?: { code?: string | null; name?: string | null }[] | null;
  pictures?: string[] | null;
  createTime?: string | null;
}

/** `userOrder/logistics` data. */
export interface ShopParcelRow {
  carrierCode?: string | null;
  carrierName?: string | null;
  carrierPhone?: string | null;
  trackingNo?: string | null;
  state?: string | null;
  events?: { time?: string | null; state?: string | null; context?: string | null }[] | null;
}

/** `userOrder/review/options` data. */
export interface ShopReviewOptionsRow {
  maxPictures?: number | string | null;
  tags?: { code?: string | null; name?: string | null }[] | null;
}

/** orderDetail `logistics[]`. */
export interface ShopLogisticsRow {
  time?: string | null;
  context?: string | null;
}

/** orderDetail `tickets[]`. */
export interface ShopTicketRow {
  code?: string | number | null;
  status?: string | null;
}

export interface ShopOrderSource {
  __typename: 'ShopOrder';
  id: string;
  row: ShopOrderRow;
}

export interface WalletRow {
  balance?: string | number | null;
  frozen?: string | number | null;
  withdrawable?: string | number | null;
  /** What the user withdrew today (China day). */
  withdrawnToday?: string | number | null;
}

export interface WalletRecordRow {
  id: string | number;
  type?: string | null;
  amount?: string | number | null;
  createTime?: string | null;
  status?: string | number | null;
}

/** What Wallet resolves from: the info row (its records load with the request's session). */
export interface WalletSource {
  row: WalletRow;
}

/** What this family's mutation payloads resolve from. */
export interface ShopPayloadSource extends PayloadSource {
  /** ShopOrder id. */
  shopOrderId?: string | null;
}
