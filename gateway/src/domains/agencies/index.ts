import type { DomainModule } from '../../core/module.ts';
import { agencyResolvers } from './resolvers.ts';
import { agencyErrorTexts } from './messages.ts';

/** Travel agencies by district (the agency query `/travel-list`): its SDL is `schema.graphql` beside this file. */
export const agenciesModule: DomainModule = {
  name: 'agencies',
  resolvers: agencyResolvers,
  errorTexts: agencyErrorTexts,
};
