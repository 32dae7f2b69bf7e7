import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { refundAmount } from '../shop/index.ts';
import { fen } from '../../core/normalise.ts';
import type { RefundRow } from './types.ts';
import { refundDetail } from './upstream.ts';

export interface RefundLoaders {
  /** The user's refunds by id (the shop's detail, one call each: it has no batch form); null for a missing one or another user's. */
  byId: DataLoader<string, RefundRow | null>;
  /** What a refund of a shop order pays back, in fen, by order id; null when the shop refuses. */
  refundableFen: DataLoader<string, number | null>;
  /** Forgets what the request loaded (after an application). */
  clear(): void;
}

export function createRefundLoaders({ upstream }: RequestScope, { shop }: Loaders): RefundLoaders {
  const byId = new DataLoader(each(async (id: string) => refundDetail(upstream, await shop.session(), id)));
  const refundableFen = new DataLoader(
    each(async (orderId: string) => {
      const envelope = await refundAmount(upstream, await shop.session(), orderId);
      return envelope.code === 0 ? fen(decodeData<{ amount?: unknown }>(envelope)?.amount) : null;
    }),
  );
  return {
    byId,
    refundableFen,
    clear: () => {
      byId.clearAll();
      refundableFen.clearAll();
    },
  };
}
