import type { NodeLoader } from '../../core/relay/node.ts';
import { tourSource } from './source.ts';
import type { GuidedTourSource } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export const guidedTourNodeLoaders: Record<string, NodeLoader<GuidedTourSource>> = {
  GuidedTour: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.guidedTours.byId.load(rawId);
    return row ? tourSource(row) : null;
  },
};
