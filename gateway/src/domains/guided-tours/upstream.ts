import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { isNotFound } from '../../core/upstream/errors.ts';
import type { TourCountRow, TourDetailRow, TourLevelRow, TourRouteRow, TourRow } from './types.ts';

/** Upstream calls of the guided-tours domain (API.md "Guided tours"). */

export function tourList(
  upstream: UpstreamClient,
  level: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<TourRow>> {
  return upstream.getPage<TourRow>('res/api/guidedTour/getApiList', { level, currPage, pageSize });
}

export async function toursByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<TourRow[]> {
  return (await upstream.getPage<TourRow>('res/api/guidedTour/getApiList', { ids: ids.join(','), pageSize: ids.length })).items;
}

export function tourSearch(upstream: UpstreamClient, title: string, currPage: number, pageSize: number): Promise<UpstreamPage<TourRow>> {
  return upstream.getPage<TourRow>('res/api/guidedTour/reTitleSearch', { title, currPage, pageSize });
}

export async function tourLevels(upstream: UpstreamClient): Promise<TourLevelRow[]> {
  return (await upstream.getPage<TourLevelRow>('res/api/guidedTour/getApiTourLevelList')).items;
}

async function orNull<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return empty;
    throw error;
  }
}

export function tourDetail(upstream: UpstreamClient, id: string): Promise<TourDetailRow | null> {
  return orNull(upstream.getData<TourDetailRow>('res/api/guidedTour/getApiDetail', { id }), null);
}

export async function tourRoutes(upstream: UpstreamClient, id: string): Promise<TourRouteRow[]> {
  return orNull(
    upstream.getPage<TourRouteRow>('res/api/guidedTour/getApiRoute', { id }).then((p) => p.items),
    [],
  );
}

export async function tourCounts(upstream: UpstreamClient, id: string): Promise<TourCountRow[]> {
  return orNull(
    upstream.getPage<TourCountRow>('res/api/guidedTour/guidedTourResourceCount', { id }).then((p) => p.items),
    [],
  );
}
