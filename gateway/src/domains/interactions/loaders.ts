import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError, splitTypedKey, typedKey } from '../../core/loaders.ts';
import { resourceCounts } from './upstream.ts';
import type { InteractionRow } from './types.ts';

export interface InteractionLoaders {
  /** Interaction counts keyed by `resourceType:id`; batched into one call per resourceType. */
  counts: DataLoader<string, InteractionRow | null>;
}

export const interactionKey = (resourceType: string, id: string) => typedKey(resourceType, id);

export function createInteractionLoaders({ upstream }: RequestScope): InteractionLoaders {
  return {
    counts: new DataLoader<string, InteractionRow | null>(
      async (keys) => {
        const byType = new Map<string, string[]>();
        for (const key of keys) {
          const [type, id] = splitTypedKey(key);
          byType.set(type, [...(byType.get(type) ?? []), id]);
        }
        const found = new Map<string, InteractionRow | Error>();
        await Promise.all(
          [...byType].map(async ([type, ids]) => {
            try {
              for (const row of await resourceCounts(upstream, type, ids)) {
                found.set(interactionKey(row.resourceType ?? type, String(row.resourceId)), row);
              }
            } catch (error) {
              for (const id of ids) found.set(interactionKey(type, id), asError(error));
            }
          }),
        );
        return keys.map((key) => found.get(key) ?? null);
      },
      { maxBatchSize: 50 },
    ),
  };
}
