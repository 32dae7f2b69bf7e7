/**
 * Paying a reservation order through a payment provider (API.md "Paying"). The reference upstream
 * plays both sides: the merchant (the orders' `user/api/activityOrder/pay` asks for a trade,
 * `user/api/pay/notify` takes the provider's signed callback: `routes`) and the provider (its
 * payment pages under `/paygate/`: `publicRoutes`); the dev channel lists an order's trades.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerPaymentProviderRoutes } from './provider.ts';
import { registerPaymentDevRoutes, registerPaymentRoutes } from './routes.ts';

export { createTrade, payUrlOf } from './routes.ts';
export { DEFAULT_PAY_NOTIFY_KEY, isPayType, NOTIFY_FIELDS, signNotify, validReturnUrl, type NotifyFields } from './trade.ts';

export const paymentsFamily: UpstreamFamily = {
  name: 'payments',
  migrations,
  routes: registerPaymentRoutes,
  publicRoutes: registerPaymentProviderRoutes,
  devRoutes: registerPaymentDevRoutes,
};
