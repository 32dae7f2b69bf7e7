import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { LineContractRow } from './types.ts';
import { contractList } from './upstream.ts';

/** Most line orders one upstream call answers the contracts of (the upstream's limit). */
const MAX_BATCH = 50;

export interface LineContractLoaders {
  /** Contracts by line order upstream id, in key order; null for an order that is not the caller's line order. */
  contract: DataLoader<string, LineContractRow | null>;
  /** Forgets what the request loaded (after a signing). */
  clear(): void;
}

export function createLineContractLoaders(scope: RequestScope): LineContractLoaders {
  const contract = new DataLoader<string, LineContractRow | null>(
    async (ids) => {
      const rows = decodeData<(LineContractRow | null)[]>(await contractList(scope.upstream, ids)) ?? [];
      return ids.map((_id, i) => rows[i] ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
  return { contract, clear: () => contract.clearAll() };
}
