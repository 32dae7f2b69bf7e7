import type { NodeLoader } from '../../core/relay/node.ts';
import { liveSource } from './source.ts';
import type { LiveStreamSource } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export const liveNodeLoaders: Record<string, NodeLoader<LiveStreamSource>> = {
  LiveStream: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.live.byId.load(rawId);
    return row ? liveSource(row) : null;
  },
};
