/**
 * Placing a goods order from a catalogue (the storefront family, through this family's index): the
 * order is one of the shop's material orders, awaiting payment until its deadline, then listed,
 * cancelled and closed like every other shop order. And which of given orders were closed unpaid
 * (the catalogue gives their stock back).
 */
import type { AppContext } from '../../context.ts';
import { chinaDate } from '../../time.ts';
import { SHOP_TO_PAY, shopStore, type ShopOrderRow } from './store.ts';
import { placeStore } from './store-place.ts';

/** Material goods (the shop's order type 1). */
export const MATERIAL_ORDER_TYPE = 1;
/** An order placed from a catalogue waits this long for its payment, then closes. */
export const PLACED_PAY_WINDOW_MS = 30 * 60 * 1000;

export interface PlacedOrder {
  siteCode: string;
  userId: number;
  productName: string;
  /** The product's picture (an image name). */
  image: string;
  unitCents: number;
  quantity: number;
}

/** Writes the order (inside the caller's transaction): the shop's row, awaiting payment. */
export function placeShopOrder(ctx: AppContext, o: PlacedOrder): ShopOrderRow {
  const store = placeStore(ctx.db);
  const nowMs = ctx.clock.now();
  const { year, month, day } = chinaDate(nowMs);
  const ymd = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return store.insert({
    orderNo: `SP${ymd}${String(500000 + store.nextId())}`,
    siteCode: o.siteCode,
    userId: o.userId,
    orderType: MATERIAL_ORDER_TYPE,
    productName: o.productName,
    image: o.image,
    amountCents: o.unitCents * o.quantity,
    quantity: o.quantity,
    createdAt: nowMs,
    payDueAt: nowMs + PLACED_PAY_WINDOW_MS,
  });
}

/** Of the given material orders, those closed unpaid (cancelled or past their deadline), after the shop's due transitions. */
export function closedUnpaidOrders(ctx: AppContext, orderIds: readonly number[]): number[] {
  if (orderIds.length === 0) return [];
  shopStore(ctx.db).settle(ctx.clock.now());
  const closed = SHOP_TO_PAY[MATERIAL_ORDER_TYPE]?.closed;
  return placeStore(ctx.db)
    .statuses(orderIds)
    .filter((r) => r.order_status === closed)
    .map((r) => r.id);
}
