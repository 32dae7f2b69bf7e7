/** Upstream calls of the columns domain (API.md "Columns"). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { isNotFound } from '../../core/upstream/errors.ts';
import type { ColumnRow } from './types.ts';

export async function channelDetail(upstream: UpstreamClient, channelCode: string): Promise<ColumnRow | null> {
  try {
    return await upstream.getData<ColumnRow>('res/api/content/channelDetail', { channelCode });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
