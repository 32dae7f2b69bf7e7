/** Upstream calls of the columns domain (API.md "Columns"). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { ColumnRow } from './types.ts';

export async function channelDetail(upstream: UpstreamClient, channelCode: string): Promise<ColumnRow | null> {
  return orNotFound(upstream.getData<ColumnRow>('res/api/content/channelDetail', { channelCode }));
}
