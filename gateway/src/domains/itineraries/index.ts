import type { DomainModule } from '../../core/module.ts';
import { ITINERARY_REFUSALS } from './refusals.ts';
import { itineraryNodeLoaders, itineraryResolvers } from './resolvers.ts';
import { createItineraryLoaders } from './loaders.ts';
import type { ItineraryLoaders } from './loaders.ts';
import { itineraryErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    itineraries: ItineraryLoaders;
  }
}

/**
 * AI itineraries: preference labels, generated, recommended and own itineraries with
 * their day-by-day stops and legs, edits with a version check, copies, and the ways between
 * stops. Its SDL is `schema.graphql` beside this file.
 */
export const itinerariesModule: DomainModule = {
  name: 'itineraries',
  resolvers: itineraryResolvers,
  nodes: { ...itineraryNodeLoaders },
  loaders: { itineraries: createItineraryLoaders },
  errorTexts: itineraryErrorTexts,
  refusals: ITINERARY_REFUSALS,
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'Itinerary') loaders.itineraries.detail.clear(rawId);
  },
};
