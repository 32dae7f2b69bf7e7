import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { CancelReasonRow, ReservationOrderRow } from './types.ts';

/** Upstream calls of reservation orders (API.md "Orders (reservation orders)"). All need a token. */

export function orderList(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
  filter: { status: number | null; orderType: string | null; commentStatus?: 0 | 1 | null },
): Promise<UpstreamPage<ReservationOrderRow>> {
  // orderType "" = all kinds (the spec's screen defaults to venue; the graph's default is all).
  return upstream.getPage<ReservationOrderRow>(
    'act/api/activityOrder/list',
    {
      currPage,
      pageSize,
      status: filter.status === null ? '' : filter.status,
      orderType: filter.orderType ?? '',
      commentStatus: filter.commentStatus ?? null,
    },
    { keepEmpty: ['orderType'] },
  );
}

export async function orderDetail(upstream: UpstreamClient, orderCode: string): Promise<ReservationOrderRow | null> {
  const row = await orNotFound(upstream.getData<ReservationOrderRow>('act/api/activityOrder/detail', { orderCode }));
  return row && typeof row === 'object' && row.orderCode ? row : null;
}

export async function existOrderNum(upstream: UpstreamClient): Promise<{ num?: string | number | null }> {
  return (await upstream.getData<{ num?: string | number | null }>('act/api/activityOrder/existOrderNum')) ?? {};
}

export function saveGenerateOrder(
  upstream: UpstreamClient,
  body: { activityId: string; sessionId: string; orderNum: number; contactName: string; contactPhone: string },
): Promise<Envelope> {
  return upstream.post('act/api/activityOrder/saveGenerateOrder', body);
}

export function saveRoomOrder(
  upstream: UpstreamClient,
  body: { roomId: string; date: string; slotIds: string; purpose: string; contactName: string; contactPhone: string },
): Promise<Envelope> {
  return upstream.post('act/api/activityOrder/saveRoomOrder', body);
}

export function saveResourceOrder(
  upstream: UpstreamClient,
  body: {
    resourceId: string;
    resourceType: string;
    date: string;
    orderTimeId: string;
    orderNum: number;
    contactName: string;
    contactPhone: string;
  },
): Promise<Envelope> {
  return upstream.post('act/api/activityOrder/saveResourceOrder', body);
}

/**
 * Asks the payment provider for a payment of an order (nothing is paid by this call;
 * `data`: `{ orderCode, tradeNo, payType, amount, payUrl, expireTime }`).
 */
export function payOrder(upstream: UpstreamClient, body: { orderCode: string; payType: string; returnUrl: string }): Promise<Envelope> {
  return upstream.post('user/api/activityOrder/pay', body);
}

/** The `data` of a pay answer. */
export interface PayAnswerRow {
  tradeNo?: unknown;
  payType?: unknown;
  amount?: unknown;
  payUrl?: unknown;
  expireTime?: unknown;
}

/** Cancels an order; with a reason (and remark) the upstream records why (API.md "Order cancel reasons"). */
export function cancelOrder(
  upstream: UpstreamClient,
  orderCode: string,
  reason: { reasonId: string; remark: string } | null = null,
): Promise<Envelope> {
  return upstream.post(
    'act/api/activityOrder/cancel',
    reason ? { orderCode, reasonId: reason.reasonId, remark: reason.remark } : { orderCode },
  );
}

/** The site's cancel reasons, in order. */
export async function cancelReasons(upstream: UpstreamClient): Promise<CancelReasonRow[]> {
  const data = await upstream.getData<CancelReasonRow[]>('act/api/activityOrder/cancelReasons');
  return Array.isArray(data) ? data : [];
}
