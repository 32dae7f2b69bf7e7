import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { byIds } from '../../core/loaders.ts';
import { classCount, messagesAmong } from './upstream.ts';
import type { ClassCountData, MessageRow } from './types.ts';

export interface MessageLoaders {
  /** The unread counts by class, once per request. */
  counts(): Promise<ClassCountData | null>;
  /** The user's own messages by upstream id, one call for all of the request's ids, in key order; null for an id not theirs. */
  byId: DataLoader<string, MessageRow | null>;
  /** Forgets what the request loaded (after a write). */
  clear(): void;
}

export function createMessageLoaders(scope: RequestScope): MessageLoaders {
  let counts: Promise<ClassCountData | null> | null = null;
  const byId = new DataLoader(
    byIds((ids) => messagesAmong(scope.upstream, ids)),
    { maxBatchSize: 100 },
  );
  return {
    counts: () => (counts ??= classCount(scope.upstream)),
    byId,
    clear: () => {
      counts = null;
      byId.clearAll();
    },
  };
}
