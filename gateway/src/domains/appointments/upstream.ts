import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { AppointmentOrderRow } from './types.ts';

/** ZYTF's fixed page size. */
export const ZYTF_PAGE_SIZE = 5;

/** Note the page key: `pageNum`, not currPage. */
export function appointmentList(
  upstream: UpstreamClient,
  status: number | null,
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<AppointmentOrderRow>> {
  return upstream.getPage<AppointmentOrderRow>('res/api/zytf/getZYTFOrderList', {
    status: status === null ? '' : status,
    pageNum,
    pageSize,
  });
}

export function cancelAppointment(upstream: UpstreamClient, orderCode: string): Promise<Envelope> {
  return upstream.post('res/api/zytf/cancelOrder', { orderCode });
}

/** The identity string appended to outgoing links (getIdentity). */
export async function identity(upstream: UpstreamClient): Promise<string | null> {
  const data = await upstream.getData<unknown>('user/api/identity/getIdentity');
  return typeof data === 'string' && data !== '' ? data : null;
}
