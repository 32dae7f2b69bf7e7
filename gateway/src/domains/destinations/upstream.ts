/** Upstream calls of the destinations domain (API.md "Destinations and city cards"). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { CityCardRow } from './types.ts';

export interface CardListParams {
  region?: string | null;
  cardType?: string | null;
  unrealCard?: '0' | '1' | null;
  currPage: number;
  pageSize: number;
}

/** Response B (`data.list / total / pageSize`). */
export function cardList(upstream: UpstreamClient, params: CardListParams): Promise<UpstreamPage<CityCardRow>> {
  return upstream.getPage<CityCardRow>('res/api/card/getApiCardList', { ...params });
}

export async function cardDetail(upstream: UpstreamClient, id: string): Promise<CityCardRow | null> {
  return orNotFound(upstream.getData<CityCardRow>('res/api/card/getApiCardDetail', { id }));
}
