import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { GuideRow } from './types.ts';

/** A page of the site's guides matching the keyword and gender (API.md "Tour guides"). */
export function guideList(
  upstream: UpstreamClient,
  filter: { keyword: string; sex: '1' | '2' | null },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<GuideRow>> {
  return upstream.getPage<GuideRow>('res/api/tourGuide/list', { keyword: filter.keyword, sex: filter.sex, currPage, pageSize });
}
