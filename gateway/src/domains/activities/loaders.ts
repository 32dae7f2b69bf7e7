import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { activityInfo } from './upstream.ts';
import type { ActivityRow } from './types.ts';

export interface ActivityLoaders {
  /** Activity details by id; null when missing. */
  detail: DataLoader<string, ActivityRow | null>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createActivityLoaders(upstream: UpstreamClient): ActivityLoaders {
  return {
    detail: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => activityInfo(upstream, id).catch(asError)))),
  };
}
