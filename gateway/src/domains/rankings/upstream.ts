/** Upstream calls of the rankings domain (API.md "Rankings"; the ranking shape `data.data / totalCount / totalPage`). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { PlaceRankRow, RegionRankRow } from './types.ts';

export function regionRank(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<RegionRankRow>> {
  return upstream.getPage<RegionRankRow>('res/api/ranking/regionRank', { currPage, pageSize });
}

export function resourceRank(
  upstream: UpstreamClient,
  resourceType: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PlaceRankRow>> {
  return upstream.getPage<PlaceRankRow>('res/api/ranking/resourceRank', { resourceType, currPage, pageSize });
}
