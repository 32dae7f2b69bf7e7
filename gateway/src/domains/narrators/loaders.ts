import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { NarratorDayRow, OfferRow, PlaceServicesRow, SessionRow } from './types.ts';
import { narratorDays, narratorOffer, servicesByPlaces, sessionsByIds } from './upstream.ts';

export interface NarratorLoaders {
  /** A place's narrator offer by its upstream id; null when it offers none. */
  offer: DataLoader<string, OfferRow | null>;
  /** A place's narrator days. */
  days: DataLoader<string, NarratorDayRow[]>;
  /** Which places offer narrators and sessions (one call for every place of the request). */
  services: DataLoader<string, PlaceServicesRow | null>;
  /** Sessions by upstream id (one call for every session of the request). */
  session: DataLoader<string, SessionRow | null>;
}

export function createNarratorLoaders(scope: RequestScope): NarratorLoaders {
  return {
    // One booking page shows one offer: the upstream answers one offer a call.
    offer: new DataLoader(async (ids) =>
      Promise.all(
        ids.map(async (id) => {
          const envelope = await narratorOffer(scope.upstream, id);
          return envelope.code === 1 ? null : decodeData<OfferRow>(envelope);
        }),
      ),
    ),
    days: new DataLoader(async (ids) => Promise.all(ids.map((id) => narratorDays(scope.upstream, id)))),
    services: new DataLoader(async (ids) => {
      const rows = await servicesByPlaces(scope.upstream, ids);
      const byId = new Map(rows.map((r) => [String(r.placeId), r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    session: new DataLoader(async (ids) => {
      const rows = await sessionsByIds(scope.upstream, ids);
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
