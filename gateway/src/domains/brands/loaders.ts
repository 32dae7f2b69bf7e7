import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each, eachTyped, typedKey } from '../../core/loaders.ts';
import { brandDetail, brandList } from './upstream.ts';
import type { BrandRow } from './types.ts';

export interface BrandLoaders {
  /** Detail objects by brand id; null when missing. */
  detail: DataLoader<string, BrandRow | null>;
  /** The brand a resource belongs to, by `resourceType:id` (getApiBrandList, pageSize 1); null when none. */
  ofResource: DataLoader<string, BrandRow | null>;
}

export const resourceKey = (resourceType: string, id: string) => typedKey(resourceType, id);

export function createBrandLoaders({ upstream }: RequestScope): BrandLoaders {
  return {
    detail: new DataLoader(each((id: string) => brandDetail(upstream, id))),
    ofResource: new DataLoader(
      eachTyped(
        async (linksResourceType, linksResourceId) =>
          (await brandList(upstream, { linksResourceType, linksResourceId, currPage: 1, pageSize: 1 })).items[0] ?? null,
      ),
    ),
  };
}
