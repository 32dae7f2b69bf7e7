import type { GeoPointInput, PlaceKind } from '../../generated/resolvers-types.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { fromGlobalId } from '../../core/relay/global-id.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { GatewayContext } from '../../core/context.ts';
import { geoPoint } from '../../core/normalise.ts';
import type { GeoPointValue } from '../../core/normalise.ts';
import { kindInfo, kindOfTypeName, placeField, placeSource } from '../places/index.ts';
import type { PlaceRow } from '../places/index.ts';

/** The largest radius of a search around (km); the smallest is 1. */
export const AROUND_RADIUS_MAX_KM = 50;

/** Where a search around starts: a point, or a place by its upstream resourceType and id. */
export type AroundOrigin =
  | { point: { longitude: number; latitude: number } }
  | { place: { kind: PlaceKind; resourceType: string; id: string } };

/** What `PlacesAroundResult` resolves from: the checked search, or its refusal. */
export interface AroundSource {
  origin: AroundOrigin | null;
  resourceType: string | null;
  radiusKm: number;
  errors: UserErrorSource[];
}

function originOf(near: GeoPointInput | null | undefined, placeId: string | null | undefined): AroundOrigin | UserErrorSource {
  if ((near ? 1 : 0) + (placeId ? 1 : 0) !== 1) return inputError('AROUND_ORIGIN_REQUIRED', 'near');
  if (near) {
    const { longitude, latitude } = near;
    return longitude >= -180 && longitude <= 180 && latitude >= -90 && latitude <= 90
      ? { point: { longitude, latitude } }
      : inputError('AROUND_ORIGIN_INVALID', 'near');
  }
  const global = fromGlobalId(placeId ?? '');
  const kind = global ? kindOfTypeName(global.type) : null;
  return global && kind && isUpstreamId(global.rawId)
    ? { place: { kind: kind.kind, resourceType: kind.resourceType, id: global.rawId } }
    : inputError('AROUND_ORIGIN_INVALID', 'placeId');
}

/** The search's arguments checked, every refusal at once, before any upstream call. */
export function checkAround(args: {
  near?: GeoPointInput | null;
  placeId?: string | null;
  kind?: PlaceKind | null;
  radiusKm?: number | null;
}): AroundSource {
  const errors: UserErrorSource[] = [];
  const origin = originOf(args.near, args.placeId);
  if ('code' in origin) errors.push(origin);
  const radiusKm = args.radiusKm ?? 5;
  if (!Number.isInteger(radiusKm) || radiusKm < 1 || radiusKm > AROUND_RADIUS_MAX_KM)
    errors.push(inputError('AROUND_RADIUS_OUT_OF_RANGE', 'radiusKm', AROUND_RADIUS_MAX_KM));
  return {
    origin: 'code' in origin ? null : origin,
    resourceType: args.kind ? kindInfo(args.kind).resourceType : null,
    radiusKm,
    errors,
  };
}

/** A page of the places around the origin, nearest first (API.md "Around a point or a place"). */
export function aroundPage(
  upstream: UpstreamClient,
  s: AroundSource,
  origin: AroundOrigin,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PlaceRow>> {
  const common = { type: s.resourceType, distance: s.radiusKm, currPage, pageSize };
  return 'point' in origin
    ? upstream.getPage<PlaceRow>('res/api/es/searchAround', { lng: origin.point.longitude, lat: origin.point.latitude, ...common })
    : upstream.getPage<PlaceRow>('res/api/es/foundAround', { resourceType: origin.place.resourceType, id: origin.place.id, ...common });
}

/** The origin's point: the given one, or the place's position (one detail read); null when unknown. */
export async function originPoint(origin: AroundOrigin, ctx: GatewayContext): Promise<GeoPointValue | null> {
  if ('point' in origin) return origin.point;
  const place = placeSource(origin.place.kind, { id: origin.place.id }, 'summary');
  // both fields from the one detail read (the places loader batches and keeps it)
  const [longitude, latitude] = await Promise.all([placeField(place, ctx, 'longitude'), placeField(place, ctx, 'latitude')]);
  return geoPoint(longitude, latitude);
}
