import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { MemorialRow } from './types.ts';

/** The worship service's two lists (API.md "Memorial"). */
export type MemorialList = 'SITE' | 'PLATFORM';

const PATHS: Readonly<Record<MemorialList, string>> = {
  SITE: 'rest/memorial/object/client',
  PLATFORM: 'rest/memorial/object/inherited/client',
};

export function memorialList(
  upstream: UpstreamClient,
  list: MemorialList,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<MemorialRow>> {
  return upstream.getPage<MemorialRow>(PATHS[list], { currPage, pageSize });
}
