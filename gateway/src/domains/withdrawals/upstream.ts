import type { CallOptions, UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { WithdrawalRow } from './types.ts';

/** The shop's withdrawal calls (culturalcloud/1.0, API.md "Shop"); `shop` carries its headers. */
const P = 'culturalcloud/1.0/wallet/';

export function withdrawalList(
  upstream: UpstreamClient,
  shop: CallOptions,
  pageNum: number,
  pageSize: number,
): Promise<UpstreamPage<WithdrawalRow>> {
  return upstream.getPage<WithdrawalRow>(`${P}withdraw/list`, { pageNum, pageSize }, shop);
}

/** One of the user's withdrawals; null for a missing one and for another user's (the shop answers both alike). */
export async function withdrawalDetail(upstream: UpstreamClient, shop: CallOptions, withdrawId: string): Promise<WithdrawalRow | null> {
  const envelope = await upstream.get(`${P}withdraw/detail`, { withdrawId }, shop);
  if (envelope.code === 1) return null;
  const row = decodeData<WithdrawalRow>(envelope);
  return row && typeof row === 'object' && row.withdrawId !== undefined ? row : null;
}

/** JSON body: `requestId` is the attempt's key (the same key withdraws once). */
export function withdraw(upstream: UpstreamClient, shop: CallOptions, amount: string, requestId: string): Promise<Envelope> {
  return upstream.post(`${P}withdraw`, { amount, requestId }, { ...shop, json: true });
}
