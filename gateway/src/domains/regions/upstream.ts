import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { RegionInfoRow, RegionTreeRow } from './types.ts';

/** Region rows for the codes that exist, in no particular order. */
export async function regionInfo(upstream: UpstreamClient, codes: readonly string[]): Promise<RegionInfoRow[]> {
  const page = await upstream.getPage<RegionInfoRow>('res/api/region/info', { regions: codes.join(','), pageSize: codes.length });
  return page.items;
}

/** The region tree below `region` (children with their children). */
export async function siteDownRegion(upstream: UpstreamClient, region: string): Promise<RegionTreeRow[]> {
  const page = await upstream.getPage<RegionTreeRow>('res/api/region/siteDownRegion', { region });
  return page.items;
}
