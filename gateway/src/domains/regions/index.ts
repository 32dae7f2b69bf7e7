import type { DomainModule } from '../../core/module.ts';
import { regionResolvers } from './resolvers.ts';
import { regionNodeLoaders } from './nodes.ts';
import { createRegionLoaders } from './loaders.ts';
import type { RegionLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    regions: RegionLoaders;
  }
}

/** The regions domain: its SDL is `schema.graphql` beside this file. */
export const regionsModule: DomainModule = {
  name: 'regions',
  resolvers: regionResolvers,
  nodes: { ...regionNodeLoaders },
  loaders: { regions: createRegionLoaders },
};

// What other domains use of this one (they import it from here only).
export { isRegionCode } from './level.ts';
export { findInTree, findInTreeByName, regionFromInfo, regionFromTree, regionsFromTree } from './source.ts';
export type { RegionSource } from './types.ts';
export { regionLevel } from './level.ts';
