import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { byIds, each } from '../../core/loaders.ts';
import { tourCounts, tourDetail, tourRoutes, toursByIds } from './upstream.ts';
import type { TourCountRow, TourDetailRow, TourRouteRow, TourRow } from './types.ts';

export interface GuidedTourLoaders {
  /** Tours by id, batched into one list call (`ids`); null when missing. */
  byId: DataLoader<string, TourRow | null>;
  /** A tour's detail (map and points) by id; null when missing. The map page asks one tour. */
  detail: DataLoader<string, TourDetailRow | null>;
  /** A tour's routes by id. */
  routes: DataLoader<string, TourRouteRow[]>;
  /** A tour's point counts by kind, by id. */
  counts: DataLoader<string, TourCountRow[]>;
}

export function createGuidedTourLoaders({ upstream }: RequestScope): GuidedTourLoaders {
  return {
    byId: new DataLoader(
      byIds((ids) => toursByIds(upstream, ids)),
      { maxBatchSize: 50 },
    ),
    detail: new DataLoader(each((id: string) => tourDetail(upstream, id))),
    routes: new DataLoader(each((id: string) => tourRoutes(upstream, id))),
    counts: new DataLoader(each((id: string) => tourCounts(upstream, id))),
  };
}
