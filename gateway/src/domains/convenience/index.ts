import type { DomainModule } from '../../core/module.ts';
import { convenienceNodeLoaders, convenienceResolvers } from './resolvers.ts';
import { createFacilityLoaders } from './loaders.ts';
import type { FacilityLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    convenience: FacilityLoaders;
  }
}

/**
 * Convenience facilities (car parks, toilets, gas stations, bus stops, medical points: the service
 * map and the self-drive page): its SDL is `schema.graphql` beside this file.
 */
export const convenienceModule: DomainModule = {
  name: 'convenience',
  resolvers: convenienceResolvers,
  nodes: convenienceNodeLoaders,
  loaders: { convenience: createFacilityLoaders },
};
