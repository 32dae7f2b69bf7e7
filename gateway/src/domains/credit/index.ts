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

// What other domains use of this one (they import it from here only).
export { bookingEligibility } from './eligibility.ts';
export type { BookingEligibilityValue, FaithSettings } from './eligibility.ts';
