import type { CallOptions, UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import type { ShopOrderRow, ShopParcelRow, ShopReviewOptionsRow, WalletRecordRow, WalletRow } from './types.ts';

/**
 * The shop service (culturalcloud/1.0). Every call carries the headers `domain` (the site's
 * h5Domain) and `session-id` (from `user/free`, asked first): `shop` holds them.
 */
const P = 'culturalcloud/1.0/';

/** The shop session of the token's user (the client adds the token as usual). */
export async function shopSession(upstream: UpstreamClient, domain: string): Promise<string> {
  const data = decodeData<{ sessionId?: unknown }>(await upstream.get(`${P}user/free`, {}, { headers: { domain } }));
  const id = typeof data?.sessionId === 'string' || typeof data?.sessionId === 'number' ? String(data.sessionId) : '';
  if (!id) throw new UpstreamMalformedError();
  return id;
}

/** `orderStatus`: one code or several comma-separated (API.md "Shop"). */
export function shopOrders(
  upstream: UpstreamClient,
  shop: CallOptions,
  filter: { orderType: number | null; orderStatus: readonly number[] | null },
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<ShopOrderRow>> {
  return upstream.getPage<ShopOrderRow>(
    `${P}userOrder/myOrderList`,
    { orderType: filter.orderType, orderStatus: filter.orderStatus?.join(',') ?? null, pageNum, pageSize },
    shop,
  );
}

export async function shopOrderDetail(upstream: UpstreamClient, shop: CallOptions, orderId: string): Promise<ShopOrderRow | null> {
  const envelope = await upstream.get(`${P}userOrder/orderDetail`, { orderId }, shop);
  if (envelope.code === 1) return null;
  const row = decodeData<ShopOrderRow>(envelope);
  return row && typeof row === 'object' && row.orderId !== undefined ? row : null;
}

export function cancelShopOrder(upstream: UpstreamClient, shop: CallOptions, orderId: string): Promise<Envelope> {
  return upstream.post(`${P}userOrder/cancelOrder`, { orderId }, shop);
}

/** JSON body (API.md "Shop"): the amount a refund of the order pays back, as the shop computes it. */
export function refundAmount(upstream: UpstreamClient, shop: CallOptions, orderId: string): Promise<Envelope> {
  return upstream.post(`${P}userOrder/getRefundAmount`, { orderId }, { ...shop, json: true });
}

/** JSON body (API.md). */
export function applyRefund(
  upstream: UpstreamClient,
  shop: CallOptions,
  body: { orderId: string; reason: string; amount: string },
): Promise<Envelope> {
  return upstream.post(`${P}userOrder/refund/apply`, body, { ...shop, json: true });
}

export async function walletInfo(upstream: UpstreamClient, shop: CallOptions): Promise<WalletRow> {
  return decodeData<WalletRow>(await upstream.get(`${P}wallet/info`, {}, shop)) ?? {};
}

export function walletRecords(
  upstream: UpstreamClient,
  shop: CallOptions,
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<WalletRecordRow>> {
  return upstream.getPage<WalletRecordRow>(`${P}wallet/records`, { pageNum, pageSize }, shop);
}

/** JSON body (API.md "Shop": updateAddress): a goods order delivered to one of the user's shipping addresses. */
export function updateShopOrderAddress(upstream: UpstreamClient, shop: CallOptions, orderId: string, addressId: string): Promise<Envelope> {
  return upstream.post(`${P}userOrder/updateAddress`, { orderId, addressId }, { ...shop, json: true });
}

/** A goods order's parcel (API.md "Shop": userOrder/logistics); null when the order has none or is not the user's. */
export async function shopParcel(upstream: UpstreamClient, shop: CallOptions, orderId: string): Promise<ShopParcelRow | null> {
  const envelope = await upstream.get(`${P}userOrder/logistics`, { orderId }, shop);
  if (envelope.code === 1) return null;
  return decodeData<ShopParcelRow>(envelope) ?? null;
}

/** The shop's review tags (the site's language) and picture limit. */
export async function shopReviewOptions(upstream: UpstreamClient, shop: CallOptions): Promise<ShopReviewOptionsRow> {
  return decodeData<ShopReviewOptionsRow>(await upstream.get(`${P}userOrder/review/options`, {}, shop)) ?? {};
}

/** JSON body (API.md "Shop": review/submit). */
export function submitShopReview(
  upstream: UpstreamClient,
  shop: CallOptions,
  body: { orderId: string; stars: number; content: string; tags: readonly string[]; pictures: readonly string[] },
): Promise<Envelope> {
  return upstream.post(`${P}userOrder/review/submit`, body, { ...shop, json: true });
}
