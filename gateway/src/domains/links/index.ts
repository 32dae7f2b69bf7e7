import type { DomainModule } from '../../core/module.ts';
import { linkResolvers } from './resolvers.ts';

/** The links domain: its SDL is `schema.graphql` beside this file. */
export const linksModule: DomainModule = {
  name: 'links',
  resolvers: linkResolvers,
};
