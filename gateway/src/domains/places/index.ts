import type { DomainModule } from '../../core/module.ts';
import { placeResolvers } from './resolvers.ts';
import { placeNodeLoaders } from './nodes.ts';
import { createPlaceLoaders } from './loaders.ts';
import type { PlaceLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    places: PlaceLoaders;
  }
}

/** The places domain: its SDL is `schema.graphql` beside this file. */
export const placesModule: DomainModule = {
  name: 'places',
  resolvers: placeResolvers,
  nodes: { ...placeNodeLoaders },
  loaders: { places: createPlaceLoaders },
};
export { detailKey } from './loaders.ts';
