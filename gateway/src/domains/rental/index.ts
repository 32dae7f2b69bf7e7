import type { DomainModule } from '../../core/module.ts';
import { createRentalLoaders, type RentalLoaders } from './loaders.ts';
import { rentalNodeLoaders, rentalResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    rental: RentalLoaders;
  }
}

/** Car rental: the site's rental companies with their outlets and cars. Its SDL is `schema.graphql` beside this file. */
export const rentalModule: DomainModule = {
  name: 'rental',
  resolvers: rentalResolvers,
  nodes: rentalNodeLoaders,
  loaders: { rental: createRentalLoaders },
};
