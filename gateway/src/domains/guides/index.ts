import type { DomainModule } from '../../core/module.ts';
import { guideResolvers } from './resolvers.ts';
import { guideErrorTexts } from './messages.ts';

/** Licensed tour guides (the guide query `/guide-search`, `/guide-list`): its SDL is `schema.graphql` beside this file. */
export const guidesModule: DomainModule = {
  name: 'guides',
  resolvers: guideResolvers,
  errorTexts: guideErrorTexts,
};
