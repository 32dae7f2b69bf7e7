/**
 * Why an order was cancelled: the reasons a person picks from when cancelling a reservation order
 * (per site, in the site's language) and the reason and remark recorded with each cancel. The
 * cancel itself stays the orders family's (`act/api/activityOrder/cancel`), which records the
 * reason here in its own transaction. API.md "Order cancel reasons" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerOrderCancelRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { cancelReasonOf, cancellationPayload, recordCancellation, type CancelChoice } from './store.ts';

export const orderCancelFamily: UpstreamFamily = {
  name: 'order-cancel',
  migrations,
  seed,
  routes: registerOrderCancelRoutes,
};
