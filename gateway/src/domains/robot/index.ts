import type { DomainModule } from '../../core/module.ts';
import { robotResolvers } from './resolvers.ts';
import { robotErrorTexts } from './messages.ts';

/** The site robot (the assistant page `/robot`): its SDL is `schema.graphql` beside this file. */
export const robotModule: DomainModule = {
  name: 'robot',
  resolvers: robotResolvers,
  errorTexts: robotErrorTexts,
};
