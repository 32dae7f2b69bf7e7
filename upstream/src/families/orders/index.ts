/**
 * Reservation orders: the activity sign-up, paying (a trade at the payments family's provider),
 * the caller's orders (list, detail, the "to be used" badge), cancel and check-in, over the orders
 * of every kind the booking families create; and the dev controls deciding an order's review and
 * checking an order in. The order lifecycle they share with those families (statuses, the lazy
 * transitions, the payload) is the reservations family's. API.md "Orders (reservation orders)"
 * documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerOrderDevRoutes } from './routes-dev.ts';
import { registerOrderRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { signUpOrders, type SignUpRequest } from './routes-sign-up.ts';

export const ordersFamily: UpstreamFamily = {
  name: 'orders',
  migrations,
  seed,
  routes: registerOrderRoutes,
  devRoutes: registerOrderDevRoutes,
};
