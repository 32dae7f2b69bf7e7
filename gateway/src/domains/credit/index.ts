import type { DomainModule } from '../../core/module.ts';
import { creditResolvers } from './resolvers.ts';
import { createCreditLoaders } from './loaders.ts';
import type { CreditLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    credit: CreditLoaders;
  }
}

/** The credit domain: its SDL is `schema.graphql` beside this file. */
export const creditModule: DomainModule = {
  name: 'credit',
  resolvers: creditResolvers,
  loaders: { credit: createCreditLoaders },
};
