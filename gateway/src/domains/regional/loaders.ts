import type { RequestScope } from '../../core/context.ts';
import { regionalChannels } from './upstream.ts';
import type { RegionalChannelRow } from './types.ts';

export interface RegionalLoaders {
  /** The site's channels, once per request (the list and the code check read it). */
  channels(): Promise<RegionalChannelRow[]>;
}

export function createRegionalLoaders(scope: RequestScope): RegionalLoaders {
  let channels: Promise<RegionalChannelRow[]> | null = null;
  return {
    channels: () => (channels ??= regionalChannels(scope.upstream)),
  };
}
