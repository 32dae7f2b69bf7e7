import DataLoader from 'dataloader';
import type { CallOptions } from '../../core/upstream/client.ts';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { shopOrderDetail, shopParcel, shopReviewOptions, shopSession, walletInfo } from './upstream.ts';
import type { ShopOrderRow, ShopParcelRow, ShopReviewOptionsRow, WalletRow } from './types.ts';
import { asError } from '../../core/loaders.ts';

export interface ShopLoaders {
  /** The shop headers (`domain`, `session-id`) of the request's user; `user/free` runs once per request. */
  session(): Promise<CallOptions>;
  /** Shop orders by orderId; null when missing. */
  order: DataLoader<string, ShopOrderRow | null>;
  /** The wallet, once per request. */
  wallet(): Promise<WalletRow>;
  /** Forgets the wallet (after a refund). */
  clearWallet(): void;
  /** Parcels by orderId; null when the order has none. */
  parcel: DataLoader<string, ShopParcelRow | null>;
  /** The shop's review tags and picture limit, once per request (without a shop session). */
  reviewOptions(): Promise<ShopReviewOptionsRow>;
}

export function createShopLoaders({ upstream }: RequestScope, { site }: Loaders): ShopLoaders {
  let session: Promise<CallOptions> | null = null;
  let wallet: Promise<WalletRow> | null = null;
  let reviewOptions: Promise<ShopReviewOptionsRow> | null = null;
  /** The shop's site, by the site's H5 domain (all a call without a session needs). */
  const domainOf = async () => text((await site.site.load(upstream.siteCode)).h5Domain) ?? '';
  const headers = () =>
    (session ??= (async () => {
      const domain = await domainOf();
      const sessionId = await shopSession(upstream, domain);
      return { headers: { domain, 'session-id': sessionId } };
    })().catch((error: unknown) => {
      session = null;
      throw error;
    }));
  return {
    session: headers,
    order: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map(async (id) => shopOrderDetail(upstream, await headers(), id).catch(asError))),
    ),
    wallet: () => (wallet ??= headers().then((shop) => walletInfo(upstream, shop))),
    clearWallet: () => {
      wallet = null;
    },
    parcel: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map(async (id) => shopParcel(upstream, await headers(), id).catch(asError))),
    ),
    // the site's review options need no shop session (opening one is a write upstream)
    reviewOptions: () => (reviewOptions ??= domainOf().then((domain) => shopReviewOptions(upstream, { headers: { domain } }))),
  };
}
