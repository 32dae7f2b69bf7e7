import type { DomainModule } from '../../core/module.ts';
import { createStorefrontLoaders, type StorefrontLoaders } from './loaders.ts';
import { storefrontErrorTexts } from './messages.ts';
import { storefrontNodeLoaders, storefrontResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    storefront: StorefrontLoaders;
  }
}

/**
 * The storefront (`/dpq-shop`): the site's shop of local products by category, a product, and
 * buying one into the shop's orders. Its SDL is `schema.graphql` beside this file.
 */
export const storefrontModule: DomainModule = {
  name: 'storefront',
  resolvers: storefrontResolvers,
  nodes: storefrontNodeLoaders,
  loaders: { storefront: createStorefrontLoaders },
  errorTexts: storefrontErrorTexts,
};
