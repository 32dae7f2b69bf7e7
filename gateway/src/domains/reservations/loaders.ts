import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { RESERVATION_DAYS } from '../orders/validation.ts';
import { bookingPlatforms, commonDays, customDays, resourceDesc } from './upstream.ts';
import type { CommonDayRow, CustomDayRow, PlatformRow, ResourceDescRow } from './types.ts';

export interface ReservationLoaders {
  /** resourceDesc keyed `resourceType:resourceId`. */
  desc: DataLoader<string, ResourceDescRow>;
  /** The next 7 platform days keyed `resourceType:resourceId`. */
  days: DataLoader<string, CommonDayRow[]>;
  /** The 7 custom days keyed `resourceType:resourceId`. */
  customDays: DataLoader<string, CustomDayRow[]>;
  /** Theatre booking platforms keyed `resourceType:resourceId`. */
  platforms: DataLoader<string, PlatformRow[]>;
}

export const reservationKey = (resourceType: string, resourceId: string) => `${resourceType}:${resourceId}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const each = <V>(fn: (type: string, id: string) => Promise<V>) => (keys: readonly string[]) =>
  Promise.all(keys.map((key) => {
    const colon = key.indexOf(':');
    return fn(key.slice(0, colon), key.slice(colon + 1)).catch(asError);
  }));

export function createReservationLoaders(upstream: UpstreamClient): ReservationLoaders {
  return {
    desc: new DataLoader(each((type, id) => resourceDesc(upstream, type, id))),
    days: new DataLoader(each((type, id) => commonDays(upstream, type, id, RESERVATION_DAYS))),
    customDays: new DataLoader(each((type, id) => customDays(upstream, type, id))),
    platforms: new DataLoader(each((type, id) => bookingPlatforms(upstream, type, id))),
  };
}
