/** Upstream calls of the brands domain (API.md "Brands"). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { PlaceRow } from '../places/index.ts';
import type { BrandRow } from './types.ts';

export function brandList(
  upstream: UpstreamClient,
  params: { keyword?: string | null; linksResourceType?: string; linksResourceId?: string; currPage: number; pageSize: number },
): Promise<UpstreamPage<BrandRow>> {
  return upstream.getPage<BrandRow>('res/api/brand/getApiBrandList', params);
}

/** The detail object, or null when the upstream says there is no such brand (on this site). */
export async function brandDetail(upstream: UpstreamClient, id: string): Promise<BrandRow | null> {
  return orNotFound(upstream.getData<BrandRow>('res/api/brand/getApiBrandDetail', { id }));
}

export function brandPlaces(
  upstream: UpstreamClient,
  brandId: string,
  resourceType: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PlaceRow>> {
  return upstream.getPage<PlaceRow>('res/api/brand/getApiBrandResourceList', { brandId, resourceType, currPage, pageSize });
}
