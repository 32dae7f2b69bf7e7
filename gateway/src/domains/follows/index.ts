import type { DomainModule } from '../../core/module.ts';
import { FOLLOW_REFUSALS } from './refusals.ts';
import { followResolvers } from './resolvers.ts';
import { followErrorTexts } from './messages.ts';

/** Follows: the resources the user follows (the attention pages), their fans and the people they follow. */
export const followsModule: DomainModule = {
  name: 'follows',
  resolvers: followResolvers,
  errorTexts: followErrorTexts,
  refusals: FOLLOW_REFUSALS,
};
