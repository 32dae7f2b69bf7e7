import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { memorialList } from './upstream.ts';
import type { MemorialRow } from './types.ts';

export interface MemorialLoaders {
  /**
   * Memorial objects by upstream id (`node(id:)`): the service has no detail call, so one batch
   * reads both lists once (50 each, far above what a site carries) and answers every key; null
   * when missing.
   */
  byId: DataLoader<string, MemorialRow | null>;
}

export function createMemorialLoaders({ upstream }: RequestScope): MemorialLoaders {
  return {
    byId: new DataLoader(async (ids: readonly string[]) => {
      const [own, inherited] = await Promise.all([memorialList(upstream, 'SITE', 1, 50), memorialList(upstream, 'PLATFORM', 1, 50)]);
      const byId = new Map([...own.items, ...inherited.items].map((row) => [String(row.id ?? ''), row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
