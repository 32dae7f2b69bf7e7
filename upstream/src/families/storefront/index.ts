/**
 * The storefront (`/dpq-shop`): a site's shop of local products by category (the Chengdu site's is
 * the Dongpo district's, Meishan), each with pictures, price, stock and the shop it comes from, in
 * the shop's shape (API.md "Shop (culturalcloud/1.0)"); buying one places one of the shop
 * family's goods orders, which the shop lists, cancels and closes like every other.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerStorefrontRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const storefrontFamily: UpstreamFamily = {
  name: 'storefront',
  migrations,
  seed,
  publicRoutes: registerStorefrontRoutes,
};
