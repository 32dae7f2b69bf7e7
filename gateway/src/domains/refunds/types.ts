import type { PayloadSource } from '../../core/payload.ts';

/** culturalcloud/1.0/userOrder/refund/list item; `refund/detail` adds the rest (API.md "Shop"). */
export interface RefundRow {
  refundId: string | number;
  refundNo?: string | null;
  orderId?: string | number | null;
  orderNo?: string | null;
  orderType?: string | number | null;
  productName?: string | null;
  thumbImageUrl?: string | null;
  orderPayAmount?: string | number | null;
  refundAmount?: string | number | null;
  refundStatus?: string | number | null;
  reason?: string | null;
  applyTime?: string | null;
  description?: string | null;
  pictures?: unknown;
  rejectReason?: string | null;
  approveTime?: string | null;
  refundTime?: string | null;
  rejectTime?: string | null;
  merchantName?: string | null;
  merchantPhone?: string | null;
}

export interface RefundSource {
  __typename: 'Refund';
  id: string;
  row: RefundRow;
}

/** What applyRefund's payload resolves from. */
export interface RefundPayloadSource extends PayloadSource {
  refundId?: string | null;
  shopOrderId?: string | null;
}
