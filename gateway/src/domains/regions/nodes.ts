import type { NodeLoader } from '../../core/relay/node.ts';
import { isRegionCode } from './level.ts';
import { regionFromInfo } from './source.ts';
import type { RegionSource } from './types.ts';

export const regionNodeLoaders: Record<string, NodeLoader<RegionSource>> = {
  Region: async (rawId, ctx) => {
    if (!isRegionCode(rawId)) return null;
    const row = await ctx.loaders.regions.info.load(rawId);
    return row ? regionFromInfo(row) : null;
  },
};
