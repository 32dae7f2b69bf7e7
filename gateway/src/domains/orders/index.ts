import type { DomainModule } from '../../core/module.ts';
import { orderNodeLoaders, orderPayloadResolvers, orderResolvers } from './resolvers.ts';
import { createOrderLoaders } from './loaders.ts';
import type { OrderLoaders } from './loaders.ts';
import { orderErrorTexts, orderRefusals } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    orders: OrderLoaders;
  }
}

/** The orders domain: its SDL is `schema.graphql` beside this file. */
export const ordersModule: DomainModule = {
  name: 'orders',
  resolvers: { ...orderResolvers, ...orderPayloadResolvers },
  nodes: { ...orderNodeLoaders },
  loaders: { orders: createOrderLoaders },
  errorTexts: orderErrorTexts,
  refusals: orderRefusals,
};

// What other domains use of this one (they import it from here only).
export { saveResourceOrder } from './upstream.ts';
export { clearOrders, payloadFields } from './resolvers.ts';
export { reservationOrderPath, reservationOrderSource } from './source.ts';
export { orderCancelVerdict, orderStatusCode } from './fields.ts';
export type { ReservationOrderRow } from './types.ts';
export { orderList } from './upstream.ts';
export {
  orderCanPay,
  kindReviewable,
  orderCanReview,
  orderKind,
  orderPaymentDeadline,
  orderPrice,
  orderResourceImage,
  orderResourceName,
  orderStatus,
  orderUseStart,
} from './fields.ts';
export { reservationOrderType, reservationStatusCode } from './rules.ts';
export type { ReservationOrderKindValue, ReservationStatusValue } from './rules.ts';
export type { ReservationOrderSource } from './types.ts';
