import type { Loaders, RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { regionFromInfo, regionLevel, regionsFromTree, type RegionSource } from '../regions/index.ts';
import { addressList } from './upstream.ts';
import type { AddressRow } from './types.ts';

export interface AddressLoaders {
  /** The user's addresses on the site, once per request (until a mutation forgets them). */
  list(): Promise<AddressRow[]>;
  /** Forgets the list (after a change). */
  forget(): void;
  /**
   * The regions an address of the site may be in, once per request: the county-level regions of
   * the site's region tree (from the cached tree, no call per region), or the site's own region
   * when it is a county.
   */
  regions(): Promise<RegionSource[]>;
}

async function siteAddressRegions(scope: RequestScope, loaders: Loaders): Promise<RegionSource[]> {
  const root = text((await loaders.site.site.load(scope.siteCode)).region);
  if (!root) return [];
  const level = regionLevel(root);
  if (level === 'COUNTY') {
    const row = await loaders.regions.info.load(root);
    return row ? [regionFromInfo(row)] : [];
  }
  const tree = await loaders.regions.tree.load(root);
  const nodes = level === 'PROVINCE' ? tree.flatMap((city) => city.subList ?? []) : tree;
  return regionsFromTree(nodes.filter((node) => regionLevel(String(node.region)) === 'COUNTY'));
}

export function createAddressLoaders(scope: RequestScope, loaders: Loaders): AddressLoaders {
  let list: Promise<AddressRow[]> | null = null;
  let regions: Promise<RegionSource[]> | null = null;
  return {
    list: () => (list ??= addressList(scope.upstream)),
    forget: () => {
      list = null;
    },
    regions: () => (regions ??= siteAddressRegions(scope, loaders)),
  };
}
