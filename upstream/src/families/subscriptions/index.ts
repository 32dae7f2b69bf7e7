/**
 * Booking subscriptions (`/jmg-sub`): a visitor subscribes to a sold-out day, or one whose booking
 * has not opened, of a scenic area or venue booked on the platform (the reservations family's
 * days); when places come free (a cancellation, the booking opening) each subscriber gets a
 * message in the message centre, once. API.md "Booking subscriptions" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerFreedHook, routes } from './routes.ts';
import { seed } from './seed.ts';

export const subscriptionsFamily: UpstreamFamily = {
  name: 'subscriptions',
  migrations,
  seed,
  routes,
  publicRoutes: registerFreedHook,
};
