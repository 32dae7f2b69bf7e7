import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { splitTypedKey } from '../../core/loaders.ts';
import { facilitiesOfType } from './upstream.ts';
import type { FacilityRow } from './types.ts';

export interface FacilityLoaders {
  /**
   * Facilities by `<upstream type>:<id>` (`node(id:)`): one list read per type in the batch,
   * whatever the number of ids; null when missing.
   */
  byId: DataLoader<string, FacilityRow | null>;
}

export function createFacilityLoaders({ upstream }: RequestScope): FacilityLoaders {
  return {
    byId: new DataLoader(async (keys: readonly string[]) => {
      const types = [...new Set(keys.map((k) => splitTypedKey(k)[0]))];
      const lists = new Map(await Promise.all(types.map(async (t) => [t, await facilitiesOfType(upstream, t)] as const)));
      return keys.map((key) => {
        const [type, id] = splitTypedKey(key);
        return lists.get(type)?.find((row) => String(row.id ?? '') === id) ?? null;
      });
    }),
  };
}
