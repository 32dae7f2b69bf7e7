import type { Resolvers } from '../../generated/resolvers-types.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { regionLevel } from './level.ts';
import { findInTree, regionFromTree } from './source.ts';

export const regionResolvers: Resolvers = {
  Region: {
    id: (r) => toGlobalId('Region', r.code),
    level: (r) => regionLevel(r.code),
    children: async (r, _, ctx) => {
      if (r.children) return r.children.map(regionFromTree);
      // Regions not taken from a tree: look them up in the request site's region tree.
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      const siteRegion = site.region ? String(site.region) : null;
      if (!siteRegion) return [];
      const tree = await ctx.loaders.regions.tree.load(siteRegion);
      if (r.code === siteRegion) return tree.map(regionFromTree);
      return (findInTree(tree, r.code)?.subList ?? []).map(regionFromTree);
    },
  },
};
