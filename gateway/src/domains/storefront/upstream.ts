import type { CallOptions, UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { CategoryRow, ProductDetailRow, ProductRow } from './types.ts';

/**
 * The storefront's calls, in the shop's shape (API.md "Shop (culturalcloud/1.0)"): the catalogue
 * needs only the `domain` header, buying the shop session too.
 */
const P = 'culturalcloud/1.0/product/';

export async function categoryList(upstream: UpstreamClient, shop: CallOptions): Promise<CategoryRow[]> {
  const data = decodeData<CategoryRow[]>(await upstream.get(`${P}categoryList`, {}, shop));
  return Array.isArray(data) ? data : [];
}

/** `categoryId` null for every category. */
export function productList(
  upstream: UpstreamClient,
  shop: CallOptions,
  categoryId: string | null,
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<ProductRow>> {
  return upstream.getPage<ProductRow>(`${P}list`, { categoryId, pageNum, pageSize }, shop);
}

/** A product with its pictures; null when the site has no such product. */
export async function productDetail(upstream: UpstreamClient, shop: CallOptions, productId: string): Promise<ProductDetailRow | null> {
  const envelope = await upstream.get(`${P}detail`, { productId }, shop);
  if (envelope.code === 1) return null;
  const row = decodeData<ProductDetailRow>(envelope);
  return row && typeof row === 'object' && row.productId !== undefined ? row : null;
}

/** JSON body: places a shop goods order awaiting payment. */
export function buyProduct(upstream: UpstreamClient, shop: CallOptions, productId: string, quantity: number): Promise<Envelope> {
  return upstream.post(`${P}buy`, { productId, quantity }, { ...shop, json: true });
}
