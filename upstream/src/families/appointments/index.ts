/**
 * Combined appointments: one appointment for several venues and scenic areas of a site on one day,
 * for visitors chosen from the caller's regular contacts, made all at once with one voucher (a
 * reservation order) per place; and the caller's record of use. API.md "Combined appointments"
 * documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerAppointmentRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const appointmentsFamily: UpstreamFamily = {
  name: 'appointments',
  migrations,
  seed,
  routes: registerAppointmentRoutes,
};
