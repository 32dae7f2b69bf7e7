import type { DomainModule } from '../../core/module.ts';
import { createDestinationLoaders } from './loaders.ts';
import type { DestinationLoaders } from './loaders.ts';
import { CITY_CARD_RESOURCE_TYPE, destinationResolvers, loadCityCard } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    destinations: DestinationLoaders;
  }
}

/** The destinations domain (city cards, destinations): its SDL is `schema.graphql` beside this file. */
export const destinationsModule: DomainModule = {
  name: 'destinations',
  resolvers: destinationResolvers,
  nodes: { CityCard: loadCityCard },
  loaders: { destinations: createDestinationLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'CityCard') loaders.destinations.card.clear(rawId);
  },
  // the card's own region is not known from a (type, id) pair: region 0, the page takes the card's
  resourceTypes: [{ typeName: 'CityCard', resourceType: CITY_CARD_RESOURCE_TYPE, detailPath: '/destination-desc/0/{id}' }],
};

// What other domains use of this one (they import it from here only).
export { cityCardSource } from './resolvers.ts';
export type { CityCardRow, CityCardSource } from './types.ts';
