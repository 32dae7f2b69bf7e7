import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { errorForCode } from '../../core/upstream/errors.ts';
import { envelopeMessage } from '../../core/user-errors.ts';
import type { RouteNotesRow, RouteRow } from './types.ts';

/**
 * This service's quirk: code 1 is success. Codes 2, 3, 5 keep their global meaning; any other
 * code is a failure with the service's `msg`.
 */
export function routeData<T>(envelope: Envelope): T | null {
  if (envelope.code === 1) return (envelope.data ?? null) as T | null;
  if (envelope.code === 0 && envelope.data !== undefined) return envelope.data as T;
  throw errorForCode(envelope.code === 0 ? 1 : envelope.code, envelopeMessage(envelope));
}

export async function routeList(upstream: UpstreamClient, sysCode: string, resourceCode: string): Promise<RouteRow[]> {
  const data = routeData<{ productListVO?: RouteRow[] | null }>(
    await upstream.get('res/api/route/getRouteList', { sysCode, resourceCode, type: 'scenic' }),
  );
  return Array.isArray(data?.productListVO) ? data.productListVO : [];
}

export async function routeNotes(upstream: UpstreamClient, productSn: string, sysCode: string): Promise<RouteNotesRow> {
  const envelope = await upstream.get('res/api/route/getRouteReservationNotes', { productSn, sysCode });
  // Documented as plain `data` (code 0); tolerate the service's code-1 success too.
  return routeData<RouteNotesRow>(envelope) ?? {};
}

export function setReminder(upstream: UpstreamClient, productId: string, openid: string): Promise<Envelope> {
  return upstream.post('res/api/route/setOpenAndClose', { productId, status: 1, openid });
}
