import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type {
  DrivingRouteRow,
  HealthCodeRow,
  RegionalArticleRow,
  RegionalChannelRow,
  RegionalPlaceRow,
  RegionalServiceRow,
} from './types.ts';

/** Upstream calls of the regional pack (API.md "Regional pack"). */

export type RegionalPlaceList = 'res/api/regional/hot' | 'res/api/regional/panoramic';

export function regionalPlaces(
  upstream: UpstreamClient,
  path: RegionalPlaceList,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<RegionalPlaceRow>> {
  return upstream.getPage<RegionalPlaceRow>(path, { currPage, pageSize });
}

export function drivingRoutes(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<DrivingRouteRow>> {
  return upstream.getPage<DrivingRouteRow>('res/api/regional/driving', { currPage, pageSize });
}

export async function regionalChannels(upstream: UpstreamClient): Promise<RegionalChannelRow[]> {
  return (await upstream.getPage<RegionalChannelRow>('res/api/regional/channels', { pageSize: 50 })).items;
}

export function regionalArticles(
  upstream: UpstreamClient,
  channelCode: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<RegionalArticleRow>> {
  return upstream.getPage<RegionalArticleRow>('res/api/regional/articles', { channelCode, currPage, pageSize });
}

export async function regionalServices(upstream: UpstreamClient): Promise<RegionalServiceRow[]> {
  return (await upstream.getPage<RegionalServiceRow>('res/api/regional/services', { pageSize: 50 })).items;
}

export function healthCode(upstream: UpstreamClient): Promise<HealthCodeRow | null> {
  return upstream.getData<HealthCodeRow>('user/api/regional/healthCode');
}
