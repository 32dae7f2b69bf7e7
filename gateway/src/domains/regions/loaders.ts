import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { regionInfo, siteDownRegion } from './upstream.ts';
import type { RegionInfoRow, RegionTreeRow } from './types.ts';

export interface RegionLoaders {
  /** Regions by code, batched into one res/api/region/info call; null for unknown codes. */
  info: DataLoader<string, RegionInfoRow | null>;
  /** The region tree below a region code. */
  tree: DataLoader<string, RegionTreeRow[]>;
}

export function createRegionLoaders({ upstream }: RequestScope): RegionLoaders {
  return {
    info: new DataLoader<string, RegionInfoRow | null>(
      async (codes) => {
        const rows = await regionInfo(upstream, codes);
        const byCode = new Map(rows.map((row) => [String(row.region), row]));
        return codes.map((code) => byCode.get(code) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    tree: new DataLoader<string, RegionTreeRow[]>((regions) => Promise.all(regions.map((region) => siteDownRegion(upstream, region)))),
  };
}
