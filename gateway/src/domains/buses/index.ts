import type { DomainModule } from '../../core/module.ts';
import { busesNodeLoaders, busesResolvers } from './resolvers.ts';
import { createBusLoaders } from './loaders.ts';
import type { BusLoaders } from './loaders.ts';
import { busErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    buses: BusLoaders;
  }
}

/**
 * City buses (the bus enquiry: lines and stops by name, a line's stops both ways, the next
 * departures from a stop, the stops near the visitor): its SDL is `schema.graphql` beside this file.
 */
export const busesModule: DomainModule = {
  name: 'buses',
  resolvers: busesResolvers,
  nodes: busesNodeLoaders,
  loaders: { buses: createBusLoaders },
  errorTexts: busErrorTexts,
};
