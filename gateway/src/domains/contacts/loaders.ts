import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { byIds } from '../../core/loaders.ts';
import { MAX_FIRST } from '../../core/relay/connection.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { contactList } from './upstream.ts';
import type { ContactRow } from './types.ts';

export interface ContactLoaders {
  /** The user's contacts (all of them: a user keeps fewer than a page), once per request. */
  all(): Promise<UpstreamPage<ContactRow>>;
  /** The user's own contacts by upstream id, in key order; null for an id that is not theirs. */
  byId: DataLoader<string, ContactRow | null>;
  /** Forgets what the request loaded (after a write). */
  clear(): void;
}

export function createContactLoaders(scope: RequestScope): ContactLoaders {
  let all: Promise<UpstreamPage<ContactRow>> | null = null;
  const loadAll = () => (all ??= contactList(scope.upstream, 1, MAX_FIRST));
  // One list call answers every id of the request: the upstream has no batch detail.
  const byId = new DataLoader(byIds(async () => (await loadAll()).items));
  return {
    all: loadAll,
    byId,
    clear: () => {
      all = null;
      byId.clearAll();
    },
  };
}
