import type { DomainModule } from '../../core/module.ts';
import { interactionResolvers } from './resolvers.ts';

/** The interactions domain: its SDL is `schema.graphql` beside this file. */
export const interactionsModule: DomainModule = {
  name: 'interactions',
  resolvers: interactionResolvers,
};
