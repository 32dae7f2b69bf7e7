import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { isNotFound, orNotFound } from '../../core/upstream/errors.ts';
import type { LiveRow } from './types.ts';

/** Upstream calls of the live domain (API.md "Live streams"). */

export function liveList(
  upstream: UpstreamClient,
  params: { liveType?: '1' | '2' | null; scenicId?: string | null },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<LiveRow>> {
  return upstream.getPage<LiveRow>('res/api/live/liveList', { ...params, currPage, pageSize });
}

/** Several streams by id in one call (liveList `ids`). */
export async function liveByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<LiveRow[]> {
  return (await upstream.getPage<LiveRow>('res/api/live/liveList', { ids: ids.join(','), pageSize: ids.length })).items;
}

export async function liveDetail(upstream: UpstreamClient, id: string): Promise<LiveRow | null> {
  return orNotFound(upstream.getData<LiveRow>('res/api/live/liveDetail', { id }));
}

export async function liveTop(upstream: UpstreamClient): Promise<LiveRow[]> {
  return (await upstream.getPage<LiveRow>('res/api/live/liveTop')).items;
}

export async function liveAround(upstream: UpstreamClient, id: string, pageSize: number): Promise<LiveRow[]> {
  try {
    return (await upstream.getPage<LiveRow>('res/api/live/liveAroundList', { id, pageSize })).items;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
