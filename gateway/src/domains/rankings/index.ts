import type { DomainModule } from '../../core/module.ts';
import { rankingResolvers } from './resolvers.ts';

/** The rankings domain (regional and place rankings): its SDL is `schema.graphql` beside this file. */
export const rankingsModule: DomainModule = {
  name: 'rankings',
  resolvers: rankingResolvers,
};
