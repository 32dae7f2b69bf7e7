import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { channelList, newsDetail } from './upstream.ts';
import type { NewsChannelRow, NewsRow } from './types.ts';
import { asError } from '../../core/loaders.ts';

export interface NewsLoaders {
  /** Channels by site code. */
  channels: DataLoader<string, NewsChannelRow[]>;
  /** Article details by id; null when missing. */
  detail: DataLoader<string, NewsRow | null>;
}


export function createNewsLoaders({ upstream }: RequestScope): NewsLoaders {
  return {
    channels: new DataLoader((codes: readonly string[]) => Promise.all(codes.map((code) => channelList(upstream.forSite(code)).catch(asError)))),
    detail: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => newsDetail(upstream, id).catch(asError)))),
  };
}
