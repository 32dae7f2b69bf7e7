import type { ReservationOrderSource, ShopOrderSource } from './deps.ts';

/** An order of any kind: what the `Order` interface resolves from. */
export type OrderSource = ShopOrderSource | ReservationOrderSource;

/** What OrderSummary resolves from: the order. */
export interface OrderSummarySource {
  order: OrderSource;
}

/** What WaitingOrderCount resolves from. */
export interface WaitingCountValue {
  group: 'TO_PAY' | 'TO_USE' | 'TO_REVIEW';
  count: number;
  path: string;
}
