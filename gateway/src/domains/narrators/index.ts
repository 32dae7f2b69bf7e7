import type { DomainModule } from '../../core/module.ts';
import { createNarratorLoaders } from './loaders.ts';
import type { NarratorLoaders } from './loaders.ts';
import { NARRATOR_REFUSALS, narratorErrorTexts } from './messages.ts';
import { narratorNodeLoaders, narratorResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    narrators: NarratorLoaders;
  }
}

/**
 * Narrators and interpretation sessions: a place's narrator offer with its days and free
 * narrators, the sessions of a place, booking either (the orders are reservation orders, listed
 * and cancelled by the orders domain), and what a narrator or interpretation order booked.
 */
export const narratorsModule: DomainModule = {
  name: 'narrators',
  resolvers: narratorResolvers,
  nodes: narratorNodeLoaders,
  loaders: { narrators: createNarratorLoaders },
  errorTexts: narratorErrorTexts,
  refusals: NARRATOR_REFUSALS,
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'NarratorOffer') loaders.narrators.days.clear(rawId);
    if (typeName === 'InterpretationSession') loaders.narrators.session.clear(rawId);
  },
};
