import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of the line travel contracts (API.md "Line travel contracts"). */

/** The caller's contracts by line order id, in that order (null for one not theirs). */
export function contractList(upstream: UpstreamClient, orderIds: readonly string[]): Promise<Envelope> {
  return upstream.get('res/api/lineContract/list', { orderIds: orderIds.join(',') });
}

export function signContract(
  upstream: UpstreamClient,
  form: { orderId: string; name: string; idNumber: string; agreed: '1'; signature: string },
): Promise<Envelope> {
  return upstream.post('res/api/lineContract/sign', { ...form });
}
