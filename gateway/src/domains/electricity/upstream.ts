import { GraphQLError } from 'graphql';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { FreeRow } from './types.ts';

export const ELECTRICITY_FREE_PATH = 'electricity/api/electricityFree/getElectricityFree';

/**
 * A user's free electricity by their `encryption` (API.md). This service answers code 1 on
 * success (any other code is its failure); data null: the user has no code.
 */
export async function electricityFree(upstream: UpstreamClient, encryption: string): Promise<FreeRow | null> {
  const envelope = await upstream.get(ELECTRICITY_FREE_PATH, { encryption });
  if (envelope.code !== 1) {
    throw new GraphQLError('The electricity service refused the request.', { extensions: { code: 'UPSTREAM_ERROR' } });
  }
  const data = envelope.data;
  return data && typeof data === 'object' ? (data as FreeRow) : null;
}
