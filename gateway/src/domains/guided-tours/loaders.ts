import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError } from '../../core/loaders.ts';
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
      async (ids: readonly string[]) => {
        try {
          const found = new Map((await toursByIds(upstream, ids)).map((r) => [String(r.id), r]));
          return ids.map((id) => found.get(id) ?? null);
        } catch (error) {
          return ids.map(() => asError(error));
        }
      },
      { maxBatchSize: 50 },
    ),
    detail: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => tourDetail(upstream, id).catch(asError)))),
    routes: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => tourRoutes(upstream, id).catch(asError)))),
    counts: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => tourCounts(upstream, id).catch(asError)))),
  };
}
