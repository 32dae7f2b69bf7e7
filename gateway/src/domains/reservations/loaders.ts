import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { RESERVATION_DAYS } from '../../core/limits.ts';
import { bookingPlatforms, commonDays, customDays, resourceDesc } from './upstream.ts';
import type { CommonDayRow, CustomDayRow, PlatformRow, ResourceDescRow } from './types.ts';
import { eachTyped } from '../../core/loaders.ts';

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

export function createReservationLoaders({ upstream }: RequestScope): ReservationLoaders {
  return {
    desc: new DataLoader(eachTyped((type, id) => resourceDesc(upstream, type, id))),
    days: new DataLoader(eachTyped((type, id) => commonDays(upstream, type, id, RESERVATION_DAYS))),
    customDays: new DataLoader(eachTyped((type, id) => customDays(upstream, type, id))),
    platforms: new DataLoader(eachTyped((type, id) => bookingPlatforms(upstream, type, id))),
  };
}
