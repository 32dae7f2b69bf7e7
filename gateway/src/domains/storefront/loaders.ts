import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { asError } from '../../core/loaders.ts';
import { text } from '../../core/normalise.ts';
import type { CallOptions } from '../../core/upstream/client.ts';
import { categoryList, productDetail } from './upstream.ts';
import type { CategoryRow, ProductDetailRow } from './types.ts';

export interface StorefrontLoaders {
  /** The catalogue's headers (the site's `domain`; no shop session: the catalogue is public). */
  catalogue(): Promise<CallOptions>;
  /** The site's categories, once per request. */
  categories(): Promise<CategoryRow[]>;
  /** Products by upstream id, one detail each; null when missing. */
  product: DataLoader<string, ProductDetailRow | null>;
}

export function createStorefrontLoaders({ upstream }: RequestScope, { site }: Loaders): StorefrontLoaders {
  let headers: Promise<CallOptions> | null = null;
  let categories: Promise<CategoryRow[]> | null = null;
  const catalogue = () =>
    (headers ??= site.site.load(upstream.siteCode).then((row) => ({ headers: { domain: text(row.h5Domain) ?? '' } })));
  return {
    catalogue,
    categories: () => (categories ??= catalogue().then((shop) => categoryList(upstream, shop))),
    product: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map(async (id) => productDetail(upstream, await catalogue(), id).catch(asError))),
    ),
  };
}
