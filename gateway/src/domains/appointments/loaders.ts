import type { RequestScope } from '../../core/context.ts';
import { appointmentList, identity } from './upstream.ts';
import type { AppointmentOrderRow } from './types.ts';

export interface AppointmentLoaders {
  /** The viewer's identity for outgoing links, once per request; null when anonymous. */
  identity(): Promise<string | null>;
  /** The viewer's ZYTF order by orderCode (found by paging the list); null when missing. */
  order(orderCode: string): Promise<AppointmentOrderRow | null>;
  /** Forgets cached orders (after a mutation). */
  clear(): void;
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
    clear: () => {
      orders = new Map();
    },
  };
}
