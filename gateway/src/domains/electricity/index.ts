import type { DomainModule } from '../../core/module.ts';
import { electricityResolvers } from './resolvers.ts';

/** Free electricity: a user's free-electricity code and where it works. Its SDL is `schema.graphql` beside this file. */
export const electricityModule: DomainModule = {
  name: 'electricity',
  resolvers: electricityResolvers,
};
