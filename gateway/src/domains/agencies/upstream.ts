import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { AgencyRegionRow, AgencyRow } from './types.ts';

/** The site's districts with agencies (API.md "Travel agencies"). */
export async function agencyRegions(upstream: UpstreamClient): Promise<AgencyRegionRow[]> {
  return (await upstream.getPage<AgencyRegionRow>('res/api/travelAgency/regions', {})).items;
}

/** A page of the agencies of a district ("" for every district) of the site `siteId` (null: the request's). */
export function agencyList(
  upstream: UpstreamClient,
  filter: { siteId: string | null; regionName: string },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<AgencyRow>> {
  return upstream.getPage<AgencyRow>('res/api/travelAgency/list', {
    siteId: filter.siteId,
    regionName: filter.regionName,
    currPage,
    pageSize,
  });
}
