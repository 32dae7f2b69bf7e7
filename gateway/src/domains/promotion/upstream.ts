import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { CommissionRow, PromotionInfoRow, PromotionMemberRow } from './types.ts';

/** Upstream calls of the promoter programme (API.md "Promoter programme"). */

export function promotionInfo(upstream: UpstreamClient): Promise<PromotionInfoRow | null> {
  return upstream.getData<PromotionInfoRow>('user/api/promotion/info');
}

export function joinPromotion(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.post('user/api/promotion/join', {});
}

/** One page of a level's members (everything a list item shows, in one call). */
export function memberPage(
  upstream: UpstreamClient,
  level: 1 | 2,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PromotionMemberRow>> {
  return upstream.getPage<PromotionMemberRow>('user/api/promotion/members', { level, currPage, pageSize });
}

export function commissionPage(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<CommissionRow>> {
  return upstream.getPage<CommissionRow>('user/api/promotion/commissions', { currPage, pageSize });
}

/** The caller's commissions among `ids` (one call for a batch; another user's are left out). */
export function commissionsByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<CommissionRow[] | null> {
  return upstream.getData<CommissionRow[]>('user/api/promotion/commissions', { ids: ids.join(',') });
}
