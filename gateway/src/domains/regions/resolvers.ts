import type { Resolvers } from '../../generated/resolvers-types.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { regionLevel } from './level.ts';
import { findInTree, regionsFromTree } from './source.ts';
import type { RegionSource } from './types.ts';
import type { GatewayContext } from '../../core/context.ts';

/** Regions not taken from a tree: their children from the request site's region tree. */
async function childrenInSiteTree(r: RegionSource, ctx: GatewayContext): Promise<RegionSource[]> {
  const site = await ctx.loaders.site.site.load(ctx.siteCode);
  const siteRegion = site.region ? String(site.region) : null;
  if (!siteRegion) return [];
  const tree = await ctx.loaders.regions.tree.load(siteRegion);
  if (r.code === siteRegion) return regionsFromTree(tree);
  return regionsFromTree(findInTree(tree, r.code)?.subList ?? []);
}

export const regionResolvers: Resolvers = {
  Region: {
    id: (r) => r.globalId ?? toGlobalId('Region', r.code),
    level: (r) => regionLevel(r.code),
    // a region of a tree answers its children at once (no promise per region)
    children: (r, _, ctx) => (r.children ? regionsFromTree(r.children) : childrenInSiteTree(r, ctx)),
  },
};
