import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { detailKey } from '../places/index.ts';
import { text } from '../../core/normalise.ts';
import { routeList, routeNotes } from './upstream.ts';
import type { RouteNotesRow, RouteRow } from './types.ts';
import { each } from '../../core/loaders.ts';

export interface RouteLoaders {
  /** Routes for sale of a scenic area by its id ([] when it has no resourceCode). */
  list: DataLoader<string, RouteRow[]>;
  /** Reservation notes by product sn. */
  notes: DataLoader<string, RouteNotesRow>;
}

/** sysCode is the request's site code. */
export function createRouteLoaders({ upstream }: RequestScope, { places }: Loaders): RouteLoaders {
  return {
    list: new DataLoader(
      each(async (scenicId: string) => {
        const row = await places.detail.load(detailKey('SCENIC_AREA', scenicId));
        const resourceCode = text(row?.resourceCode);
        return resourceCode ? routeList(upstream, upstream.siteCode, resourceCode) : [];
      }),
    ),
    notes: new DataLoader(each((sn: string) => routeNotes(upstream, sn, upstream.siteCode))),
  };
}
