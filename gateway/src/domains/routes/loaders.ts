import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { PlaceLoaders } from '../places/loaders.ts';
import { detailKey } from '../places/loaders.ts';
import { text } from '../places/normalise.ts';
import { routeList, routeNotes } from './upstream.ts';
import type { RouteNotesRow, RouteRow } from './types.ts';

export interface RouteLoaders {
  /** Routes for sale of a scenic area by its id ([] when it has no resourceCode). */
  list: DataLoader<string, RouteRow[]>;
  /** Reservation notes by product sn. */
  notes: DataLoader<string, RouteNotesRow>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const each = <K, V>(fn: (key: K) => Promise<V>) => (keys: readonly K[]) => Promise.all(keys.map((key) => fn(key).catch(asError)));

/** sysCode is the request's site code. */
export function createRouteLoaders(upstream: UpstreamClient, places: PlaceLoaders): RouteLoaders {
  return {
    list: new DataLoader(each(async (scenicId: string) => {
      const row = await places.detail.load(detailKey('SCENIC_AREA', scenicId));
      const resourceCode = text(row?.resourceCode);
      return resourceCode ? routeList(upstream, upstream.siteCode, resourceCode) : [];
    })),
    notes: new DataLoader(each((sn: string) => routeNotes(upstream, sn, upstream.siteCode))),
  };
}
