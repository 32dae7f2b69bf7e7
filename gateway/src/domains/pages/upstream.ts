import type { UpstreamClient } from '../../core/upstream/client.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { PageRow } from './types.ts';

/** Upstream calls of the pages domain (API.md "Pages: edition homes, campaigns, topic sections"). */

/** The site's page of this key, or null when it has none ("页面不存在"). */
export function pageDetail(upstream: UpstreamClient, key: string): Promise<PageRow | null> {
  return orNotFound(upstream.getData<PageRow>('res/api/page/detail', { key }));
}
