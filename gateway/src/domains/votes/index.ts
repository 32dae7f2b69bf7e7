import type { DomainModule } from '../../core/module.ts';
import { VOTE_REFUSALS } from './refusals.ts';
import { voteNodeLoaders, voteResolvers } from './resolvers.ts';
import { createVoteLoaders } from './loaders.ts';
import type { VoteLoaders } from './loaders.ts';
import { voteErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    votes: VoteLoaders;
  }
}

/** Online votes: votes, works, casting votes by each vote's rules, joining with a work. */
export const votesModule: DomainModule = {
  name: 'votes',
  resolvers: voteResolvers,
  nodes: voteNodeLoaders,
  loaders: { votes: createVoteLoaders },
  errorTexts: voteErrorTexts,
  refusals: VOTE_REFUSALS,
};
