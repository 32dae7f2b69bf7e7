/**
 * THE rules of shop orders: one status map per order type, cancel and refund. Every function takes `now` explicitly so that tests can pin any boundary.
 */
import { lookup } from '../../core/order-rules.ts';

export type ShopOrderTypeValue = 'MATERIAL' | 'FICTITIOUS' | 'SCENIC' | 'DIRECT' | 'HOTEL' | 'LINE';

export const SHOP_ORDER_TYPES: Readonly<Record<number, ShopOrderTypeValue>> = {
  1: 'MATERIAL',
  2: 'FICTITIOUS',
  3: 'SCENIC',
  4: 'DIRECT',
  5: 'HOTEL',
  6: 'LINE',
};

export type ShopOrderStatusValue =
  | 'TO_PAY'
  | 'PAID'
  | 'DONE'
  | 'CLOSED'
  | 'TO_SHIP'
  | 'SHIPPED'
  | 'RECEIVED'
  | 'TO_CONSUME'
  | 'CONSUMED'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'TO_CONFIRM'
  | 'RESERVATION_REJECTED'
  | 'CONFIRMED'
  | 'REFUNDED'
  | 'TO_BOOK'
  | 'BOOKED'
  | 'CODE_NOT_SENT'
  | 'CODE_FAILED'
  | 'CODE_SENT'
  | 'TO_CHECK_IN'
  | 'CHECKED_IN'
  | 'CHECKED_OUT'
  | 'TO_RECEIVE'
  | 'PAID_TO_CONFIRM'
  | 'UNKNOWN';

/** The general order text map; the direct type (4), whose map the spec omits, uses it. */
const GENERAL: Readonly<Record<number, ShopOrderStatusValue>> = {
  0: 'TO_PAY',
  1: 'PAID',
  2: 'DONE',
  3: 'CLOSED',
  20: 'TO_SHIP',
  21: 'TO_RECEIVE',
  22: 'RECEIVED',
  32: 'PAID_TO_CONFIRM',
};

/** One status map per shop order type — the same code means different states per type. */
export const SHOP_STATUS: Readonly<Record<ShopOrderTypeValue, Readonly<Record<number, ShopOrderStatusValue>>>> = {
  MATERIAL: { 0: 'TO_PAY', 1: 'PAID', 2: 'DONE', 3: 'CLOSED', 20: 'TO_SHIP', 21: 'SHIPPED', 22: 'RECEIVED' },
  FICTITIOUS: {
    0: 'TO_PAY',
    1: 'PAID',
    2: 'DONE',
    3: 'CLOSED',
    10: 'TO_CONSUME',
    12: 'EXPIRED',
    30: 'TO_PAY',
    31: 'CANCELLED',
    32: 'TO_CONFIRM',
    33: 'RESERVATION_REJECTED',
    34: 'CONFIRMED',
    35: 'EXPIRED',
    36: 'REFUNDED',
    40: 'TO_BOOK',
    41: 'BOOKED',
  },
  SCENIC: {
    0: 'TO_PAY',
    1: 'PAID',
    2: 'DONE',
    3: 'CLOSED',
    10: 'TO_CONSUME',
    11: 'CONSUMED',
    12: 'EXPIRED',
    20: 'CODE_NOT_SENT',
    21: 'CODE_FAILED',
    22: 'CODE_SENT',
  },
  DIRECT: GENERAL,
  HOTEL: { 0: 'TO_PAY', 1: 'TO_CONFIRM', 2: 'TO_CHECK_IN', 3: 'CHECKED_IN', 4: 'CHECKED_OUT', 9: 'CLOSED' },
  LINE: { 0: 'TO_PAY', 1: 'TO_CONFIRM', 2: 'TO_CONSUME', 3: 'DONE', 9: 'CLOSED' },
};

export const shopOrderType = (code: number | null): ShopOrderTypeValue | null => (code === null ? null : (SHOP_ORDER_TYPES[code] ?? null));

/** The status of a shop order by its type's map; an unknown type reads the general map. */
export function shopOrderStatus(type: ShopOrderTypeValue | null, code: number | null): ShopOrderStatusValue {
  return lookup(type ? SHOP_STATUS[type] : GENERAL, code);
}

/** Shop: only "to pay" states can be cancelled (API.md cancelOrder). */
export const canCancelShopOrder = (status: ShopOrderStatusValue) => status === 'TO_PAY';

/** Shop states in which money was paid and nothing is consumed, closed or refunded yet. */
export const REFUNDABLE_SHOP_STATES: ReadonlySet<ShopOrderStatusValue> = new Set<ShopOrderStatusValue>([
  'PAID',
  'TO_SHIP',
  'TO_CONSUME',
  'TO_CONFIRM',
  'CONFIRMED',
  'TO_BOOK',
  'BOOKED',
  'CODE_NOT_SENT',
  'CODE_FAILED',
  'CODE_SENT',
  'TO_CHECK_IN',
  'PAID_TO_CONFIRM',
]);

export type RefundStateValue = 'NONE' | 'PENDING' | 'REFUNDED';
export const refundState = (code: number | null): RefundStateValue => (code === 1 ? 'PENDING' : code === 2 ? 'REFUNDED' : 'NONE');
export const canRefundShopOrder = (status: ShopOrderStatusValue, refund: RefundStateValue) =>
  refund === 'NONE' && REFUNDABLE_SHOP_STATES.has(status);

/** The codes of every type's TO_PAY state (the "to pay" filter of the shop order list). */
export const TO_PAY_CODES: readonly number[] = [
  ...new Set(
    Object.values(SHOP_STATUS).flatMap((map) =>
      Object.entries(map)
        .filter(([, v]) => v === 'TO_PAY')
        .map(([code]) => Number(code)),
    ),
  ),
].sort((a, b) => a - b);

/** Goods (material, direct) are delivered: their delivery address may be chosen until they ship. */
const UNSHIPPED: ReadonlySet<ShopOrderStatusValue> = new Set<ShopOrderStatusValue>(['TO_PAY', 'PAID', 'TO_SHIP', 'PAID_TO_CONFIRM']);
export const canChooseDeliveryAddress = (type: ShopOrderTypeValue | null, status: ShopOrderStatusValue) =>
  (type === 'MATERIAL' || type === 'DIRECT') && UNSHIPPED.has(status);

export type ParcelStateValue = 'ACCEPTED' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'OTHER';
const PARCEL_STATES: ReadonlySet<string> = new Set(['ACCEPTED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
/** A parcel's state as the shop writes it; null without a parcel. */
export const parcelState = (raw: string | null): ParcelStateValue | null =>
  raw === null ? null : PARCEL_STATES.has(raw) ? (raw as ParcelStateValue) : 'OTHER';

/** Goods on their way to the buyer (material SHIPPED, direct TO_RECEIVE). */
const ON_THE_WAY: ReadonlySet<ShopOrderStatusValue> = new Set<ShopOrderStatusValue>(['SHIPPED', 'TO_RECEIVE']);
/**
 * A goods order may be reviewed once it arrived (received or done, or on its way with the parcel
 * delivered), once.
 */
export function canReviewShopOrder(
  type: ShopOrderTypeValue | null,
  status: ShopOrderStatusValue,
  parcel: ParcelStateValue | null,
  reviewed: boolean,
): boolean {
  if ((type !== 'MATERIAL' && type !== 'DIRECT') || reviewed) return false;
  return status === 'RECEIVED' || status === 'DONE' || (ON_THE_WAY.has(status) && parcel === 'DELIVERED');
}

/** Emoticons in a review's text: each emoji (pictographic character) counts once. */
export const emoticonCount = (text: string) => (text.match(/\p{Extended_Pictographic}/gu) ?? []).length;
