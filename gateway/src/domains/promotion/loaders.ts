/** The request's programme summary (once per request) and commissions by id (one upstream call per batch, in key order). */
import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import type { CommissionRow, PromotionInfoRow } from './types.ts';
import { commissionsByIds, promotionInfo } from './upstream.ts';

export interface PromotionLoaders {
  info(): Promise<PromotionInfoRow | null>;
  /** The viewer's commissions by upstream id; null for a missing one and for another user's. */
  commission: DataLoader<string, CommissionRow | null>;
  /** Forgets what the request loaded (after joining). */
  clear(): void;
}

export function createPromotionLoaders(scope: RequestScope): PromotionLoaders {
  let info: Promise<PromotionInfoRow | null> | null = null;
  const commission = new DataLoader<string, CommissionRow | null>(
    async (ids) => {
      const rows = (await commissionsByIds(scope.upstream, ids)) ?? [];
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );
  return {
    info: () => (info ??= promotionInfo(scope.upstream)),
    commission,
    clear: () => {
      info = null;
      commission.clearAll();
    },
  };
}
