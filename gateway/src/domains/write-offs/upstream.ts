import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of the write-off at the gate (API.md "Write-off at the gate"). */

export function gateList(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.get('res/api/writeOff/gates', {});
}

/** The order behind a voucher code or an order id. */
export function gateOrder(upstream: UpstreamClient, by: { verifyCode: string } | { orderId: string }): Promise<Envelope> {
  return upstream.get('res/api/writeOff/order', { ...by });
}

export function useVoucher(
  upstream: UpstreamClient,
  form: { orderId: string; resourceType: string; resourceId: string },
): Promise<Envelope> {
  return upstream.post('res/api/writeOff/use', { ...form });
}
