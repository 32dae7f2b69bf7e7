/** What this domain uses of the order domains (each through its index only). */
export {
  kindReviewable,
  orderCanPay,
  orderCanReview,
  orderKind,
  orderList,
  orderPaymentDeadline,
  orderPrice,
  orderResourceImage,
  orderResourceName,
  orderStatus,
  orderUseStart,
  reservationOrderPath,
  reservationOrderSource,
  reservationOrderType,
} from '../orders/index.ts';
export type { ReservationOrderKindValue, ReservationOrderRow, ReservationOrderSource, ReservationStatusValue } from '../orders/index.ts';
export {
  SHOP_STATUS,
  shopOrderCanReview,
  shopOrderPath,
  shopOrderThumbnail,
  shopOrderRefund,
  shopOrderSource,
  shopOrderStatusOf,
  shopOrders,
  TO_PAY_CODES,
} from '../shop/index.ts';
export type { RefundStateValue, ShopOrderRow, ShopOrderSource, ShopOrderStatusValue } from '../shop/index.ts';
