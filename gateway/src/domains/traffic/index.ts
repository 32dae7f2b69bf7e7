import type { DomainModule } from '../../core/module.ts';
import { createTrafficLoaders } from './loaders.ts';
import type { TrafficLoaders } from './loaders.ts';
import { trafficErrorTexts } from './messages.ts';
import { trafficNodeLoaders, trafficResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    traffic: TrafficLoaders;
  }
}

/**
 * Trains, flights and coaches (the transport inquiries): each timetable's stations for the
 * pickers, the trips between two of them on a day with seat classes, fares and seats left, a
 * trip's stops, and the official channel that sells the tickets. Its SDL is `schema.graphql`.
 */
export const trafficModule: DomainModule = {
  name: 'traffic',
  resolvers: trafficResolvers,
  nodes: trafficNodeLoaders,
  loaders: { traffic: createTrafficLoaders },
  errorTexts: trafficErrorTexts,
};
