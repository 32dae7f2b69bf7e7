import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import type { WithdrawalRow } from './types.ts';
import { withdrawalDetail } from './upstream.ts';

export interface WithdrawalLoaders {
  /** The user's withdrawals by id (the shop's detail, one call each: it has no batch form); null for a missing one or another user's. */
  byId: DataLoader<string, WithdrawalRow | null>;
}

export function createWithdrawalLoaders({ upstream }: RequestScope, { shop }: Loaders): WithdrawalLoaders {
  return { byId: new DataLoader(each(async (id: string) => withdrawalDetail(upstream, await shop.session(), id))) };
}
