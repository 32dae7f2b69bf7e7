/**
 * The shop (culturalcloud/1.0): the user's shop orders (list, detail, cancel), their refunds (apply,
 * list, progress; the merchant's decisions through the dev controls) and the wallet
 * (balance, records, withdrawals to WeChat change, once per attempt), goods parcels and the buyers'
 * reviews (routes-parcels.ts), and the goods orders another family's
 * catalogue places (place.ts: the storefront's, in the shop's shape behind this guard). It stands outside the site guard: its own guard resolves the
 * site from the `domain` header and the user from its own sessions. API.md "Shop (culturalcloud/1.0)" documents the
 * calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerShopRoutes } from './routes.ts';
import { registerAddressRoute } from './routes-address.ts';
import { registerShopDevRoutes } from './routes-dev.ts';
import { registerParcelRoutes } from './routes-parcels.ts';
import { registerRefundRoutes } from './routes-refunds.ts';
import { registerWithdrawalRoutes } from './routes-withdrawals.ts';
import { seed } from './seed.ts';
import { shopStore } from './store.ts';

export { SHOP_DEMO_PAY_DAYS } from './seed.ts';
export { closedUnpaidOrders, MATERIAL_ORDER_TYPE, PLACED_PAY_WINDOW_MS, placeShopOrder, type PlacedOrder } from './place.ts';
export { done, pagingOf, refused, shopGuardOf, yuan, type Guard } from './routes.ts';
export { creditWallet } from './wallet.ts';

/** The shop's transitions due at `nowMs` (unpaid orders close, pending refunds complete), for a family reading shop orders. */
export const settleShop = (db: Parameters<typeof shopStore>[0], nowMs: number): void => shopStore(db).settle(nowMs);

export const shopFamily: UpstreamFamily = {
  name: 'shop',
  migrations,
  seed,
  publicRoutes: (app, ctx) => {
    registerShopRoutes(app, ctx);
    registerAddressRoute(app, ctx);
    registerRefundRoutes(app, ctx);
    registerWithdrawalRoutes(app, ctx);
    registerParcelRoutes(app, ctx);
  },
  devRoutes: registerShopDevRoutes,
};
