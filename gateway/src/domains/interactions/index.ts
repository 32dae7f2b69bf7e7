import type { DomainModule } from '../../core/module.ts';
import { createInteractionLoaders } from './loaders.ts';
import type { InteractionLoaders } from './loaders.ts';
import { interactionResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    interactions: InteractionLoaders;
  }
}

/** The interactions domain (like, favourite, follow and their counts): its SDL is `schema.graphql` beside this file. */
export const interactionsModule: DomainModule = {
  name: 'interactions',
  resolvers: interactionResolvers,
  loaders: { interactions: createInteractionLoaders },
};

export { interactionKey } from './loaders.ts';
export { clearResource, resourceNode, resourceRefFromRow, resourceRefOf } from './resource.ts';
export type { AnyNodeSource, ResourceRef } from './resource.ts';
export { interactionSummary, summaryFromRow } from './summary.ts';
export type { InteractionSummaryValue } from './summary.ts';

// What other domains use of this one (they import it from here only).
