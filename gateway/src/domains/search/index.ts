import type { DomainModule } from '../../core/module.ts';
import { searchResolvers } from './resolvers.ts';
import { searchErrorTexts } from './messages.ts';

/** The search domain: its SDL is `schema.graphql` beside this file. */
export const searchModule: DomainModule = {
  name: 'search',
  resolvers: searchResolvers,
  errorTexts: searchErrorTexts,
};
