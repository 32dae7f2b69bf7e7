import type { DomainModule } from '../../core/module.ts';
import { createAgreementLoaders } from './loaders.ts';
import type { AgreementLoaders } from './loaders.ts';
import { agreementResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    agreements: AgreementLoaders;
  }
}

/** The site's agreements (registration, privacy, publishing): public, cacheable, in the site's language. */
export const agreementsModule: DomainModule = {
  name: 'agreements',
  resolvers: agreementResolvers,
  loaders: { agreements: createAgreementLoaders },
};
