import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError, byIds, splitTypedKey, typedKey } from '../../core/loaders.ts';
import { libraryByIds, streamMediaByIds } from './upstream.ts';
import type { LibraryRow, ScenicMediaKind, StreamMediaRow } from './types.ts';

export interface MediaLoaders {
  /** Short videos by id, batched into one list call (`ids`); null when missing. */
  video: DataLoader<string, StreamMediaRow | null>;
  /** Library items by `KIND:id`, one list call per kind (`ids`); null when missing. */
  item: DataLoader<string, LibraryRow | null>;
}

export const libraryKey = (kind: ScenicMediaKind, id: string) => typedKey(kind, id);

export function createMediaLoaders({ upstream }: RequestScope): MediaLoaders {
  return {
    video: new DataLoader(
      byIds((ids) => streamMediaByIds(upstream, ids)),
      { maxBatchSize: 50 },
    ),
    item: new DataLoader(
      async (keys: readonly string[]) => {
        const byKind = new Map<ScenicMediaKind, string[]>();
        for (const key of keys) {
          const [kind, id] = splitTypedKey(key) as [ScenicMediaKind, string];
          byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
        }
        const found = new Map<string, LibraryRow | Error>();
        await Promise.all(
          [...byKind].map(async ([kind, ids]) => {
            try {
              for (const row of await libraryByIds(upstream, kind, ids)) found.set(libraryKey(kind, String(row.id)), row);
            } catch (error) {
              for (const id of ids) found.set(libraryKey(kind, id), asError(error));
            }
          }),
        );
        return keys.map((key) => found.get(key) ?? null);
      },
      { maxBatchSize: 50 },
    ),
  };
}
