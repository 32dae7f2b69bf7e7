import type { DomainModule } from '../../core/module.ts';
import { createBrandLoaders } from './loaders.ts';
import type { BrandLoaders } from './loaders.ts';
import { BRAND_RESOURCE_TYPE, brandResolvers, loadBrand } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    brands: BrandLoaders;
  }
}

/** The brands domain (brand list, detail, its places and news, the brand of a place): its SDL is `schema.graphql` beside this file. */
export const brandsModule: DomainModule = {
  name: 'brands',
  resolvers: brandResolvers,
  nodes: { Brand: loadBrand },
  loaders: { brands: createBrandLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'Brand') loaders.brands.detail.clear(rawId);
  },
  resourceTypes: [{ typeName: 'Brand', resourceType: BRAND_RESOURCE_TYPE, detailPath: '/brand-desc/{id}' }],
};

// What other domains use of this one (they import it from here only).
export { brandSource } from './resolvers.ts';
export type { BrandSource } from './types.ts';
