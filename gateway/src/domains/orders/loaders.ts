import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { int } from '../places/normalise.ts';
import { existOrderNum, orderDetail } from './upstream.ts';
import type { ReservationOrderRow } from './types.ts';

export interface OrderLoaders {
  /** The viewer's reservation orders by orderCode; null when missing (or anonymous). */
  detail: DataLoader<string, ReservationOrderRow | null>;
  /** Orders to be used (existOrderNum) keyed by session token. */
  toBeUsed: DataLoader<string, number>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const each = <K, V>(fn: (key: K) => Promise<V>) => (keys: readonly K[]) => Promise.all(keys.map((key) => fn(key).catch(asError)));

/** `clientFor(token)`: the request's upstream client speaking for that session token. */
export function createOrderLoaders(upstream: UpstreamClient, token: string | null, clientFor: (token: string) => UpstreamClient): OrderLoaders {
  return {
    detail: new DataLoader(each((code: string) => (token ? orderDetail(upstream, code) : Promise.resolve(null)))),
    toBeUsed: new DataLoader(each(async (t: string) => Math.max(0, int((await existOrderNum(clientFor(t))).num) ?? 0))),
  };
}
