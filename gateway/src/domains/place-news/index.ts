import type { DomainModule } from '../../core/module.ts';
import { placeNewsResolvers } from './resolvers.ts';

/**
 * The news of a place: a short list on its detail page and its full list
 * (`/venues-news/{resourceId}/{resourceType}`), the news linked to it upstream. Its SDL is
 * `schema.graphql` beside this file.
 */
export const placeNewsModule: DomainModule = {
  name: 'place-news',
  resolvers: placeNewsResolvers,
};
