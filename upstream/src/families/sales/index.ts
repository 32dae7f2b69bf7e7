/**
 * Sales: ZYTF appointment orders (the partner's appointment system, listed and cancelled here),
 * the identity the app passes to outgoing partner links, and routes for sale on a scenic area with
 * their sale reminders. API.md "ZYTF appointment orders" and "Routes for sale" document the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerSalesRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const salesFamily: UpstreamFamily = {
  name: 'sales',
  migrations,
  seed,
  routes: registerSalesRoutes,
};
