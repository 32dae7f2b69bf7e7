import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { int } from '../../core/normalise.ts';
import { cancelReasons, existOrderNum, orderDetail } from './upstream.ts';
import type { CancelReasonRow, ReservationOrderRow } from './types.ts';
import { each } from '../../core/loaders.ts';

export interface OrderLoaders {
  /** The viewer's reservation orders by orderCode; null when missing (or anonymous). */
  detail: DataLoader<string, ReservationOrderRow | null>;
  /** Orders to be used (existOrderNum) keyed by session token. */
  toBeUsed: DataLoader<string, number>;
  /** The site's cancel reasons (one call per request whatever asks: key ""). */
  cancelReasons: DataLoader<string, CancelReasonRow[]>;
}

export function createOrderLoaders({ upstream, session }: RequestScope): OrderLoaders {
  return {
    detail: new DataLoader(each((code: string) => (session.token ? orderDetail(upstream, code) : Promise.resolve(null)))),
    // keyed by the session token (the one in force when the batch runs)
    toBeUsed: new DataLoader(each(async (_token: string) => Math.max(0, int((await existOrderNum(upstream)).num) ?? 0))),
    cancelReasons: new DataLoader(each((_site: string) => cancelReasons(upstream))),
  };
}
