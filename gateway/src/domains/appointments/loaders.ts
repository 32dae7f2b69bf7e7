import type { RequestScope } from '../../core/context.ts';
import { appointmentList, identity } from './upstream.ts';
import type { AppointmentOrderRow } from './types.ts';
import DataLoader from 'dataloader';
import { appointmentDetail, offersOf } from './combined-upstream.ts';
import type { AppointmentDetailRow, OfferRow } from './combined-types.ts';

export interface AppointmentLoaders {
  /** The viewer's identity for outgoing links, once per request; null when anonymous. */
  identity(): Promise<string | null>;
  /** The viewer's ZYTF order by orderCode (found by paging the list); null when missing. */
  order(orderCode: string): Promise<AppointmentOrderRow | null>;
  /** What a place offers on a day, keyed `date|placeId`: one call per day for all the places asked; null when missing. */
  offer: DataLoader<string, OfferRow | null>;
  /** The viewer's combined appointment by code; null when missing or not theirs. */
  appointment: DataLoader<string, AppointmentDetailRow | null>;
  /** Forgets cached orders (after a mutation). */
  clear(): void;
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

const SCAN_PAGES = 10;

export function createAppointmentLoaders({ upstream, session }: RequestScope): AppointmentLoaders {
  let id: Promise<string | null> | null = null;
  let orders = new Map<string, Promise<AppointmentOrderRow | null>>();
  const find = async (orderCode: string) => {
    for (let page = 1; page <= SCAN_PAGES; page += 1) {
      const rows = await appointmentList(upstream, null, page, 50);
      const found = rows.items.find((row) => String(row.orderCode) === orderCode);
      if (found) return found;
      if (page >= rows.totalPage) break;
    }
    return null;
  };
  return {
    identity: () => (id ??= session.token ? identity(upstream) : Promise.resolve(null)),
    order: (orderCode) => {
      if (!session.token) return Promise.resolve(null);
      let p = orders.get(orderCode);
      if (!p) {
        p = find(orderCode);
        orders.set(orderCode, p);
      }
      return p;
    },
    offer: new DataLoader(offerBatch(upstream)),
    appointment: new DataLoader(async (codes: readonly string[]) =>
      Promise.all(codes.map((code) => (session.token ? appointmentDetail(upstream, code) : Promise.resolve(null)))),
    ),
    clear: () => {
      orders = new Map();
    },
  };
}
