import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { channelDetail } from './upstream.ts';
import type { ColumnRow } from './types.ts';

export interface ColumnLoaders {
  /** channelDetail by code; null when the site has no such channel. */
  detail: DataLoader<string, ColumnRow | null>;
}

export function createColumnLoaders({ upstream }: RequestScope): ColumnLoaders {
  return { detail: new DataLoader(each((code: string) => channelDetail(upstream, code))) };
}
