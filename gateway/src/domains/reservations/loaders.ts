import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { RESERVATION_DAYS } from '../../core/limits.ts';
import { bookingPlatforms, commonDays, customDays, resourceDesc } from './upstream.ts';
import type { CommonDayRow, CustomDayRow, PlatformRow, ResourceDescRow } from './types.ts';
import { eachTyped } from '../../core/loaders.ts';
import { appointmentDetail, offersOf } from './combined-upstream.ts';
import type { AppointmentDetailRow, OfferRow } from './combined-types.ts';

export interface ReservationLoaders {
  /** resourceDesc keyed `resourceType:resourceId`. */
  desc: DataLoader<string, ResourceDescRow>;
  /** The next 7 platform days keyed `resourceType:resourceId`. */
  days: DataLoader<string, CommonDayRow[]>;
  /** The 7 custom days keyed `resourceType:resourceId`. */
  customDays: DataLoader<string, CustomDayRow[]>;
  /** Theatre booking platforms keyed `resourceType:resourceId`. */
  platforms: DataLoader<string, PlatformRow[]>;
  /** What a place offers on a day for a combined appointment, keyed `date|placeId`: one call per day for all the places asked; null when missing. */
  offer: DataLoader<string, OfferRow | null>;
  /** The viewer's combined appointment by code; null when missing or not theirs. */
  appointment: DataLoader<string, AppointmentDetailRow | null>;
}

export const offerKey = (date: string, placeId: string) => `${date}|${placeId}`;

/** Offers by `date|placeId`, in key order, one upstream call per day. */
function offerBatch(upstream: RequestScope['upstream']) {
  return async (keys: readonly string[]): Promise<Array<OfferRow | null>> => {
    const byDay = new Map<string, string[]>();
    for (const key of keys) {
      const [date = '', id = ''] = key.split('|');
      byDay.set(date, [...(byDay.get(date) ?? []), id]);
    }
    const found = new Map<string, OfferRow>();
    await Promise.all(
      [...byDay].map(async ([date, ids]) => {
        for (const row of await offersOf(upstream, date, [...new Set(ids)])) found.set(offerKey(date, String(row.resourceId)), row);
      }),
    );
    return keys.map((key) => found.get(key) ?? null);
  };
}

export const reservationKey = (resourceType: string, resourceId: string) => `${resourceType}:${resourceId}`;

export function createReservationLoaders({ upstream, session }: RequestScope): ReservationLoaders {
  return {
    desc: new DataLoader(eachTyped((type, id) => resourceDesc(upstream, type, id))),
    days: new DataLoader(eachTyped((type, id) => commonDays(upstream, type, id, RESERVATION_DAYS))),
    customDays: new DataLoader(eachTyped((type, id) => customDays(upstream, type, id))),
    platforms: new DataLoader(eachTyped((type, id) => bookingPlatforms(upstream, type, id))),
    offer: new DataLoader(offerBatch(upstream)),
    appointment: new DataLoader(async (codes: readonly string[]) =>
      Promise.all(codes.map((code) => (session.token ? appointmentDetail(upstream, code) : Promise.resolve(null)))),
    ),
  };
}
