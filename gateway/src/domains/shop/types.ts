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
  [key: string]: unknown;
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
