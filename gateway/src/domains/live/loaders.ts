import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { byIds, each } from '../../core/loaders.ts';
import { liveByIds, liveDetail } from './upstream.ts';
import type { LiveRow } from './types.ts';

export interface LiveLoaders {
  /** Streams by id, batched into one liveList call (`ids`); null when missing. */
  byId: DataLoader<string, LiveRow | null>;
  /** The detail call by id (it counts a view): the detail page's; null when missing. */
  detail: DataLoader<string, LiveRow | null>;
}

export function createLiveLoaders({ upstream }: RequestScope): LiveLoaders {
  return {
    byId: new DataLoader(
      byIds((ids) => liveByIds(upstream, ids)),
      { maxBatchSize: 50 },
    ),
    detail: new DataLoader(each((id: string) => liveDetail(upstream, id))),
  };
}
