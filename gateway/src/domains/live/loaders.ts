import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError } from '../../core/loaders.ts';
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
      async (ids: readonly string[]) => {
        try {
          const rows = await liveByIds(upstream, ids);
          const found = new Map(rows.map((r) => [String(r.id), r]));
          return ids.map((id) => found.get(id) ?? null);
        } catch (error) {
          return ids.map(() => asError(error));
        }
      },
      { maxBatchSize: 50 },
    ),
    detail: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => liveDetail(upstream, id).catch(asError)))),
  };
}
