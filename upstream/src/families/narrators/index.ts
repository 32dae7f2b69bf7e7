/**
 * Narrators and interpretation sessions (讲解员预约, 讲解服务 / 导览预约): the places that offer a
 * narrator for a day and time slot (price per session, group limits, the narrators with the
 * languages they guide in), and the docent sessions of venues and scenic areas with their places.
 * Both bookings are reservation orders of the orders family (their own order types), so they list,
 * cancel and pay as every reservation order does. API.md "Narrators and interpretation sessions"
 * documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerNarratorRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const narratorsFamily: UpstreamFamily = {
  name: 'narrators',
  migrations,
  seed,
  routes: registerNarratorRoutes,
};
