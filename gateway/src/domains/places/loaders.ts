import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { placeDetail, resourceCounts } from './upstream.ts';
import type { InteractionRow, PlaceKind, PlaceRow } from './types.ts';

export interface PlaceLoaders {
  /** Detail objects keyed by `KIND:id`; null when missing. */
  detail: DataLoader<string, PlaceRow | null>;
  /** Interaction counts keyed by `resourceType:id`; batched into one call per resourceType. */
  interactions: DataLoader<string, InteractionRow | null>;
}

export const detailKey = (kind: PlaceKind, id: string) => `${kind}:${id}`;
export const interactionKey = (resourceType: string, id: string) => `${resourceType}:${id}`;

function splitKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

export function createPlaceLoaders({ upstream }: RequestScope): PlaceLoaders {
  return {
    detail: new DataLoader<string, PlaceRow | null>((keys) =>
      Promise.all(
        keys.map((key) => {
          const [kind, id] = splitKey(key);
          return placeDetail(upstream, kind as PlaceKind, id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
        }),
      ),
    ),
    interactions: new DataLoader<string, InteractionRow | null>(
      async (keys) => {
        const byType = new Map<string, string[]>();
        for (const key of keys) {
          const [type, id] = splitKey(key);
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
              for (const id of ids) found.set(interactionKey(type, id), error instanceof Error ? error : new Error(String(error)));
            }
          }),
        );
        return keys.map((key) => found.get(key) ?? null);
      },
      { maxBatchSize: 50 },
    ),
  };
}
