import type { DomainModule } from '../../core/module.ts';
import { createVerificationLoaders } from './loaders.ts';
import type { VerificationLoaders } from './loaders.ts';
import { verificationErrorTexts } from './messages.ts';
import { VERIFICATION_REFUSALS } from './refusals.ts';
import { verificationResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    verification: VerificationLoaders;
  }
}

/** The verification domain: the user's real-name verification (submit, withdraw, cancel). */
export const verificationModule: DomainModule = {
  name: 'verification',
  resolvers: verificationResolvers,
  loaders: { verification: createVerificationLoaders },
  errorTexts: verificationErrorTexts,
  refusals: VERIFICATION_REFUSALS,
};

// What other domains use of this one (they import it from here only).
export { VERIFICATION_LIMITS } from './rules.ts';
