import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { CommonDayRow, CustomDayRow, PlatformRow, ResourceDescRow } from './types.ts';

export async function resourceDesc(upstream: UpstreamClient, resourceType: string, resourceId: string): Promise<ResourceDescRow> {
  return (await upstream.getData<ResourceDescRow>('res/api/resourceOrder/resourceDesc', { resourceId, resourceType })) ?? {};
}

export async function commonDays(
  upstream: UpstreamClient,
  resourceType: string,
  resourceId: string,
  dayNum: number,
): Promise<CommonDayRow[]> {
  return (await upstream.getPage<CommonDayRow>('res/api/resourceOrder/commonOrderTimeList', { resourceId, resourceType, dayNum })).items;
}

export async function customDays(upstream: UpstreamClient, resourceType: string, resourceId: string): Promise<CustomDayRow[]> {
  return (await upstream.getPage<CustomDayRow>('res/api/resourceOrder/customOrderTimeList', { resourceId, resourceType })).items;
}

/** Theatre booking platforms (getCommonOrderList: type = resourceType, id). */
export async function bookingPlatforms(upstream: UpstreamClient, resourceType: string, resourceId: string): Promise<PlatformRow[]> {
  return (await upstream.getPage<PlatformRow>('res/api/resourceOrder/getCommonOrderList', { type: resourceType, id: resourceId })).items;
}
