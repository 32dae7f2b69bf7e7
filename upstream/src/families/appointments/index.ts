/**
 * Combined appointments: one appointment for several venues and scenic areas of a site on one day,
 * for visitors chosen from the caller's regular contacts, made all at once with one voucher (a
 * reservation order) per place; and the caller's record of use. API.md "Combined appointments"
 * documents the calls.
 */
import type Database from 'better-sqlite3';
import type { UpstreamFamily } from '../../family.ts';
import { appointmentsStore } from './store.ts';
import { migrations } from './migrations.ts';
import { registerAppointmentRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const appointmentsFamily: UpstreamFamily = {
  name: 'appointments',
  migrations,
  seed,
  routes: registerAppointmentRoutes,
};

/** The combined appointment's code of each of `orderIds` that is one of its vouchers (the orders family's payloads carry it). */
export function appointmentCodesOf(db: Database.Database, orderIds: readonly number[]): Map<number, string> {
  return appointmentsStore(db).appointmentCodes(orderIds);
}
