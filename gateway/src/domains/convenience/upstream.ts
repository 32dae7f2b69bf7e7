import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { FacilityRow } from './types.ts';

/** The site's facilities of one upstream type, nearest first with `lng`/`lat` (API.md). */
export function facilityList(
  upstream: UpstreamClient,
  type: string,
  near: { longitude: number; latitude: number } | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<FacilityRow>> {
  return upstream.getPage<FacilityRow>('res/api/convenience/list', {
    type,
    lng: near?.longitude ?? null,
    lat: near?.latitude ?? null,
    currPage,
    pageSize,
  });
}

/** Facilities by id: the list has no id filter, so each kind's list is read once (50 a page). */
export async function facilitiesOfType(upstream: UpstreamClient, type: string): Promise<FacilityRow[]> {
  const first = await upstream.getPage<FacilityRow>('res/api/convenience/list', { type, currPage: 1, pageSize: 50 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPage - 1) }, (_, i) =>
      upstream.getPage<FacilityRow>('res/api/convenience/list', { type, currPage: i + 2, pageSize: 50 }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.items);
}
