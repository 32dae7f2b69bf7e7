import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { channelList, newsDetail } from './upstream.ts';
import type { NewsChannelRow, NewsRow } from './types.ts';

export interface NewsLoaders {
  /** Channels by site code. */
  channels: DataLoader<string, NewsChannelRow[]>;
  /** Article details by id; null when missing. */
  detail: DataLoader<string, NewsRow | null>;
}

export function createNewsLoaders({ upstream }: RequestScope): NewsLoaders {
  return {
    channels: new DataLoader(each((code: string) => channelList(upstream.forSite(code)))),
    detail: new DataLoader(each((id: string) => newsDetail(upstream, id))),
  };
}
