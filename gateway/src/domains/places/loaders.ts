import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { eachTyped, typedKey } from '../../core/loaders.ts';
import { placeDetail } from './upstream.ts';
import type { PlaceKind, PlaceRow } from './types.ts';

export interface PlaceLoaders {
  /** Detail objects keyed by `KIND:id`; null when missing. */
  detail: DataLoader<string, PlaceRow | null>;
}

export const detailKey = (kind: PlaceKind, id: string) => typedKey(kind, id);

export function createPlaceLoaders({ upstream }: RequestScope): PlaceLoaders {
  return {
    detail: new DataLoader<string, PlaceRow | null>(eachTyped((kind, id) => placeDetail(upstream, kind as PlaceKind, id))),
  };
}
