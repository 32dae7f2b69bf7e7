import type { NodeLoader } from '../../core/relay/node.ts';
import { UpstreamCodeError } from '../../core/upstream/errors.ts';
import { loadSite } from './resolvers.ts';
import type { SiteSource } from './types.ts';

export const siteNodeLoaders: Record<string, NodeLoader<SiteSource>> = {
  Site: async (rawId, ctx) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(rawId)) return null;
    try {
      return await loadSite(ctx, rawId);
    } catch (error) {
      // "站点不存在": an unknown site is a missing node; suspension and outages still fail.
      if (error instanceof UpstreamCodeError && error.upstreamCode === 1) return null;
      throw error;
    }
  },
};
