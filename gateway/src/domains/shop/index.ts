import type { DomainModule } from '../../core/module.ts';
import { shopNodeLoaders, shopResolvers } from './resolvers.ts';
import { createShopLoaders } from './loaders.ts';
import type { ShopLoaders } from './loaders.ts';
import { shopErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    shop: ShopLoaders;
  }
}

/** The shop domain: its SDL is `schema.graphql` beside this file. */
export const shopModule: DomainModule = {
  name: 'shop',
  resolvers: shopResolvers,
  nodes: { ...shopNodeLoaders },
  loaders: { shop: createShopLoaders },
  errorTexts: shopErrorTexts,
};

// What other domains use of this one (they import it from here only).
export { shopNodeLoaders, shopOrderSource } from './resolvers.ts';
export { refundAmount } from './upstream.ts';
export { shopOrderType } from './rules.ts';
export type { ShopOrderRow, ShopOrderSource, WalletSource } from './types.ts';
export { shopOrders } from './upstream.ts';
export { SHOP_STATUS, TO_PAY_CODES } from './rules.ts';
export { shopOrderPath, shopOrderThumbnail } from './resolvers.ts';
export { canReviewRow as shopOrderCanReview, refundOf as shopOrderRefund, statusOf as shopOrderStatusOf } from './resolvers.ts';
export type { RefundStateValue, ShopOrderStatusValue } from './rules.ts';
