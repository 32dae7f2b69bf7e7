import type { DomainModule } from '../../core/module.ts';
import { placeResolvers } from './resolvers.ts';
import { placeNodeLoaders } from './nodes.ts';
import { createPlaceLoaders, detailKey } from './loaders.ts';
import { kindOfTypeName, PLACE_RESOURCE_TYPES } from './kind-table.ts';
import type { PlaceLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    places: PlaceLoaders;
  }
}

/** The places domain: its SDL is `schema.graphql` beside this file. */
export const placesModule: DomainModule = {
  name: 'places',
  resolvers: placeResolvers,
  nodes: { ...placeNodeLoaders },
  loaders: { places: createPlaceLoaders },
  forget: (typeName, rawId, loaders) => {
    const kind = kindOfTypeName(typeName);
    if (kind) loaders.places.detail.clear(detailKey(kind.kind, rawId));
  },
  resourceTypes: PLACE_RESOURCE_TYPES,
  detailPaths: { CONTENT_TYPE_HOTEL_ROOM: '/room-detail/{id}' },
};
export { detailKey } from './loaders.ts';

// What other domains use of this one (they import it from here only).
export { kindInfo, kindOfResourceType, kindOfTypeName, placeDetailPath, PLACE_KINDS } from './kind-table.ts';
export type { PlaceKindInfo, PlaceTypeName } from './kind-table.ts';
export { placeSource } from './source.ts';
export type { PlaceKind, PlaceRow, PlaceSource, RankingEntrySource, VipResourceStatus } from './types.ts';
export { listPlaces, scenicRanking } from './upstream.ts';
export { placeField } from './fields.ts';
export { validPoint } from './resolvers.ts';

export { distanceText } from './distance.ts';
