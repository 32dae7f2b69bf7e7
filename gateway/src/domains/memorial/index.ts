import type { DomainModule } from '../../core/module.ts';
import { memorialNodeLoaders, memorialResolvers } from './resolvers.ts';
import { createMemorialLoaders } from './loaders.ts';
import type { MemorialLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    memorial: MemorialLoaders;
  }
}

/**
 * The worship service's memorial objects (the home's worship variant,
 * CS-WORSHIP): its SDL is `schema.graphql` beside this file.
 */
export const memorialModule: DomainModule = {
  name: 'memorial',
  resolvers: memorialResolvers,
  nodes: memorialNodeLoaders,
  loaders: { memorial: createMemorialLoaders },
};
