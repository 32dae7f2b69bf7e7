import type { DomainModule } from '../../core/module.ts';
import { createRegionalLoaders, type RegionalLoaders } from './loaders.ts';
import { regionalErrorTexts } from './messages.ts';
import { regionalResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    regional: RegionalLoaders;
  }
}

/**
 * The regional pack (the Xinjiang edition's pages: hot places, panoramas, self-drive routes,
 * channels, common services, the user's health code): its SDL is `schema.graphql` beside this file.
 */
export const regionalModule: DomainModule = {
  name: 'regional',
  resolvers: regionalResolvers,
  loaders: { regional: createRegionalLoaders },
  errorTexts: regionalErrorTexts,
};
