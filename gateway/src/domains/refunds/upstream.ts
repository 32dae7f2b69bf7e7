import type { CallOptions, UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { RefundRow } from './types.ts';

/** The shop's refund calls (culturalcloud/1.0, API.md "Shop"); `shop` carries its headers. */
const P = 'culturalcloud/1.0/userOrder/';

/** `refundStatus`: one or several codes (none: every refund). */
export function refundList(
  upstream: UpstreamClient,
  shop: CallOptions,
  statuses: readonly number[],
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<RefundRow>> {
  return upstream.getPage<RefundRow>(`${P}refund/list`, { refundStatus: statuses.join(',') || null, pageNum, pageSize }, shop);
}

/** One of the user's refunds; null for a missing one and for another user's (the shop answers both alike). */
export async function refundDetail(upstream: UpstreamClient, shop: CallOptions, refundId: string): Promise<RefundRow | null> {
  const envelope = await upstream.get(`${P}refund/detail`, { refundId }, shop);
  if (envelope.code === 1) return null;
  const row = decodeData<RefundRow>(envelope);
  return row && typeof row === 'object' && row.refundId !== undefined ? row : null;
}

export interface RefundApplication {
  orderId: string;
  reason: string;
  description: string;
  pictures: readonly string[];
  /** The refundable amount the shop computed (yuan, as it answered it); a route order's call takes none. */
  amount: string;
}

/** JSON body: a route (line) order through `routeOrderRefundSubmit`, any other through `refund/apply`. */
export function submitRefund(upstream: UpstreamClient, shop: CallOptions, line: boolean, a: RefundApplication): Promise<Envelope> {
  const body = { orderId: a.orderId, reason: a.reason, description: a.description, pictures: a.pictures };
  return line
    ? upstream.post(`${P}routeOrderRefundSubmit`, body, { ...shop, json: true })
    : upstream.post(`${P}refund/apply`, { ...body, amount: a.amount }, { ...shop, json: true });
}
