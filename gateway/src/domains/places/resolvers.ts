import type { GatewayContext } from '../../core/context.ts';
import type { GeoPointInput, QueryPlacesArgs, QuerySearchPlacesArgs, Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { expectGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { badInput, isUpstreamId } from '../../core/upstream/errors.ts';
import { imagesFrom } from '../../core/image.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { shareCardOf } from '../share/index.ts';
import { findInTreeByName, regionFromInfo, regionFromTree } from '../regions/index.ts';
import { isRegionCode } from '../regions/index.ts';
import type { RegionSource } from '../regions/index.ts';
import { siteLanguage } from '../../core/language.ts';
import { comfort } from './comfort.ts';
import { distanceMetres } from '../../core/geo.ts';
import { distanceText } from './distance.ts';
import { placeField, placeFields } from './fields.ts';
import { kindInfo, placeDetailPath } from './kind-table.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { interactionKey } from '../interactions/index.ts';
import {
  chinaDateTime,
  clockTime,
  flag,
  geoPoint,
  hotelLevel,
  hotelLevelParam,
  int,
  num,
  scenicLevel,
  strings,
  text,
  venueType,
  venueTypeParam,
} from '../../core/normalise.ts';
import { openingHours } from './opening-hours.ts';
import {
  facilityIntensity,
  homestayGrade,
  homestayGradeParam,
  nextShowTime,
  showTimes,
  studyBaseLevel,
  studyBaseLevelParam,
} from './kinds.ts';
import { placeSource, searchHitSource } from './source.ts';
import { keywordParam } from '../../core/validation.ts';
import { INTRODUCED_KINDS, listHotelRooms, listPlaces, placeKindIntroduction, searchPlaces } from './upstream.ts';
import type { PlaceListParams } from './upstream.ts';
import type { GeoPointValue, HotelRoomSource, PlaceKind, PlaceSource } from './types.ts';

type Ctx = GatewayContext;

export function validPoint(point: GeoPointInput | null | undefined, name: string): GeoPointValue | null {
  if (!point) return null;
  const { longitude, latitude } = point;
  if (!(longitude >= -180 && longitude <= 180 && latitude >= -90 && latitude <= 90)) {
    throw badInput(`${name} must have a longitude in -180..180 and a latitude in -90..90.`);
  }
  return { longitude, latitude };
}

async function regionOf(source: PlaceSource, ctx: Ctx): Promise<RegionSource | null> {
  // Rows that name their region but carry no code (the real backend's scenic list items, search
  // hits) take the code from the site's region tree (one call per request), not from a detail each.
  const own = { code: text(source.row.region), name: text(source.row.regionName) };
  const row = own.code || own.name ? source.row : await placeFields(source, ctx, ['region', 'regionName']);
  const code = text(row.region);
  const name = text(row.regionName);
  if (code && name) return { __typename: 'Region', code, name, children: null };
  if (code) {
    const info = await ctx.loaders.regions.info.load(code);
    return info ? regionFromInfo(info) : null;
  }
  return name ? regionInSiteTree(name, ctx) : null;
}

/** The region of the request's site (or below it) with this name; null when the tree has none. */
async function regionInSiteTree(name: string, ctx: Ctx): Promise<RegionSource | null> {
  const site = await ctx.loaders.site.site.load(ctx.siteCode);
  const siteRegion = text(site.region);
  if (!siteRegion) return null;
  const found = findInTreeByName(await ctx.loaders.regions.tree.load(siteRegion), name);
  return found ? regionFromTree(found) : null;
}

async function interactionsOf(source: PlaceSource, ctx: Ctx) {
  const row = source.row;
  const signedIn = ctx.session.token !== null;
  // Details carry counts and the like/favourite state but not always the follow state: then the
  // signed-in viewer's state comes from resourceCount (which has focusStatus).
  const detailHasState = !signedIn || row.vipResourceStatus?.focusStatus !== undefined;
  if (source.completeness === 'detail' && row.likeNum !== undefined && detailHasState) {
    return {
      likeCount: int(row.likeNum) ?? 0,
      favouriteCount: int(row.collectionNum) ?? 0,
      commentCount: int(row.commentNum) ?? 0,
      viewerHasLiked: signedIn && flag(row.vipResourceStatus?.likeStatus),
      viewerHasFavourited: signedIn && flag(row.vipResourceStatus?.collectionStatus),
      viewerIsFollowing: signedIn && flag(row.vipResourceStatus?.focusStatus),
    };
  }
  const counts = await ctx.loaders.interactions.counts.load(interactionKey(kindInfo(source.kind).resourceType, source.id));
  return {
    likeCount: int(counts?.likeNum) ?? 0,
    favouriteCount: int(counts?.collectionNum) ?? 0,
    commentCount: int(counts?.commentNum) ?? 0,
    viewerHasLiked: signedIn && flag(counts?.likeStatus ?? row.vipResourceStatus?.likeStatus),
    viewerHasFavourited: signedIn && flag(counts?.collectionStatus ?? row.vipResourceStatus?.collectionStatus),
    viewerIsFollowing: signedIn && flag(counts?.focusStatus ?? row.vipResourceStatus?.focusStatus),
  };
}

async function distanceOf(source: PlaceSource, from: GeoPointInput | null | undefined, ctx: Ctx) {
  const origin = validPoint(from, 'from') ?? source.near;
  if (!origin) return null;
  const row = await placeFields(source, ctx, ['longitude', 'latitude']);
  const location = geoPoint(row.longitude, row.latitude);
  if (!location) return null;
  const meters = distanceMetres(origin, location);
  const site = await ctx.loaders.site.site.load(ctx.siteCode);
  return { meters, text: distanceText(meters, siteLanguage(site.siteLanguage) === 'FRENCH') };
}

/** The place's hours and the words its kind opens with (the kinds table's `opening`). */
async function openingHoursOf(source: PlaceSource, ctx: Ctx) {
  const row = await placeFields(source, ctx, ['openTimeStart', 'openTimeEnd']);
  return { ...openingHours(row.openTimeStart, row.openTimeEnd, row.openWeek, ctx.now), style: kindInfo(source.kind).opening };
}

/**
 * The comfort level from the place's current headcount and capacity (realTimeNum / maxNum, which
 * list items and details both carry), so a card and its detail always agree; the detail's hourly
 * `crowd` curve is not a stand-in for a missing headcount (a list could not know it).
 */
async function comfortOf(source: PlaceSource, ctx: Ctx) {
  const row = await placeFields(source, ctx, ['realTimeNum', 'maxNum']);
  return comfort(int(row.realTimeNum), int(row.maxNum));
}

/** Fields every place type shares (the Place interface). */
const placeBase = {
  id: (s: PlaceSource) => toGlobalId(s.__typename, s.id),
  kind: (s: PlaceSource) => s.kind,
  name: async (s: PlaceSource, _: unknown, ctx: Ctx) => text(await placeField(s, ctx, 'name')) ?? '',
  cover: async (s: PlaceSource, _: unknown, ctx: Ctx) => {
    const row = await placeFields(s, ctx, ['images', 'name']);
    return imagesFrom(row.images, text(row.name) ?? '')[0] ?? null;
  },
  images: async (s: PlaceSource, _: unknown, ctx: Ctx) => {
    const row = await placeFields(s, ctx, ['images', 'name']);
    return imagesFrom(row.images, text(row.name) ?? '');
  },
  address: async (s: PlaceSource, _: unknown, ctx: Ctx) => text(await placeField(s, ctx, 'address')),
  region: (s: PlaceSource, _: unknown, ctx: Ctx) => regionOf(s, ctx),
  regionName: async (s: PlaceSource, _: unknown, ctx: Ctx) => text(await placeField(s, ctx, 'regionName')),
  location: async (s: PlaceSource, _: unknown, ctx: Ctx) => {
    const row = await placeFields(s, ctx, ['longitude', 'latitude']);
    return geoPoint(row.longitude, row.latitude);
  },
  distance: (s: PlaceSource, args: { from?: GeoPointInput | null }, ctx: Ctx) => distanceOf(s, args.from, ctx),
  summary: async (s: PlaceSource, _: unknown, ctx: Ctx) => text(await placeField(s, ctx, 'summary')),
  introduction: async (s: PlaceSource, _: unknown, ctx: Ctx) => sanitizeBody(await placeField(s, ctx, 'content')),
  phone: async (s: PlaceSource, _: unknown, ctx: Ctx) => text(await placeField(s, ctx, 'phone')),
  upstreamId: (s: PlaceSource) => s.id,
  detailPath: (s: PlaceSource) => placeDetailPath(s.kind, s.id),
  mapPath: async (s: PlaceSource, _: unknown, ctx: Ctx) => {
    const row = await placeFields(s, ctx, ['longitude', 'latitude', 'name', 'address']);
    if (!geoPoint(row.longitude, row.latitude)) return null;
    return mapPathAt(row.longitude, row.latitude, text(row.name), text(row.address) ?? text(await placeField(s, ctx, 'regionName')));
  },
  interactions: (s: PlaceSource, _: unknown, ctx: Ctx) => interactionsOf(s, ctx),
  shareCard: async (s: PlaceSource, _: unknown, ctx: Ctx) => {
    const row = await placeFields(s, ctx, ['name', 'images', 'summary']);
    const title = text(row.name) ?? '';
    const picture = imagesFrom(row.images, title)[0] ?? null;
    return shareCardOf(ctx, { title, summary: text(row.summary), picture, path: placeDetailPath(s.kind, s.id) });
  },
};

const withHours = { openingHours: (s: PlaceSource, _: unknown, ctx: Ctx) => openingHoursOf(s, ctx) };
const detailText =
  (field: 'ticketPolicy' | 'trafficInfo' | 'bestTravelTime' | 'websiteUrl') => async (s: PlaceSource, _: unknown, ctx: Ctx) =>
    text(await placeField(s, ctx, field));

function roomSource(hotelId: string, row: HotelRoomSource['row']): HotelRoomSource {
  return { __typename: 'HotelRoom', hotelId, row };
}

function listParams(args: QueryPlacesArgs, near: GeoPointValue | null): Omit<PlaceListParams, 'currPage' | 'pageSize'> {
  const { kind, filter } = args;
  const params: Omit<PlaceListParams, 'currPage' | 'pageSize'> = {};
  const keyword = keywordParam(filter?.keyword, 'filter.keyword');
  if (keyword) params.keyword = keyword;
  if (filter?.regionCode) {
    if (!isRegionCode(filter.regionCode)) throw badInput('filter.regionCode must be a 6- or 12-digit region code.');
    params.region = filter.regionCode;
  }
  if (filter?.siteId != null) {
    if (!isUpstreamId(filter.siteId)) throw badInput('filter.siteId must be an upstream site id (digits).');
    params.siteId = filter.siteId;
  }
  if (filter?.scenicLevel) {
    if (kind !== 'SCENIC_AREA') throw badInput('filter.scenicLevel applies to SCENIC_AREA only.');
    params.level = filter.scenicLevel;
  }
  if (filter?.hotelLevel) {
    if (kind !== 'HOTEL') throw badInput('filter.hotelLevel applies to HOTEL only.');
    params.level = hotelLevelParam(filter.hotelLevel);
  }
  if (filter?.venueType) {
    if (kind !== 'VENUE') throw badInput('filter.venueType applies to VENUE only.');
    params.type = venueTypeParam(filter.venueType);
  }
  if (filter?.homestayGrade) {
    if (kind !== 'HOMESTAY') throw badInput('filter.homestayGrade applies to HOMESTAY only.');
    params.level = homestayGradeParam(filter.homestayGrade);
  }
  if (filter?.studyBaseLevel) {
    if (kind !== 'STUDY_BASE') throw badInput('filter.studyBaseLevel applies to STUDY_BASE only.');
    params.level = studyBaseLevelParam(filter.studyBaseLevel);
  }
  if (filter?.scenicAreaId) {
    if (kind !== 'SCENIC_SPOT') throw badInput('filter.scenicAreaId applies to SCENIC_SPOT only.');
    params.scenicId = expectGlobalId(filter.scenicAreaId, ['ScenicArea'], 'filter.scenicAreaId');
  }
  if (args.orderBy === 'DISTANCE') {
    if (!near) throw badInput('orderBy DISTANCE needs `near`.');
    params.sortType = '1';
  }
  if (near) {
    params.lng = near.longitude;
    params.lat = near.latitude;
  }
  return params;
}

/** A parent place named by a row's `<x>Id` / `<x>Name` fields, as a summary source. */
async function parentOf(
  s: PlaceSource,
  ctx: Ctx,
  kind: 'SCENIC_AREA' | 'RURAL' | 'SUBJECT_AREA',
  idField: string,
  nameField: string,
): Promise<PlaceSource | null> {
  const row = await placeFields(s, ctx, [idField, nameField]);
  const id = text(row[idField]);
  return id ? placeSource(kind, { id, name: text(row[nameField]) ?? undefined }, 'summary', s.near) : null;
}

/** The places of one kind under a parent place (a scenic area's parts, a village's spots). */
function childPlaces(kind: PlaceKind, filter: Pick<PlaceListParams, 'scenicId' | 'ruralId' | 'themeId'>) {
  return (s: PlaceSource, args: { first?: number | null; after?: string | null }, ctx: Ctx) =>
    buildConnection(
      args,
      (currPage, pageSize) => listPlaces(ctx.upstream, kind, { ...filter, currPage, pageSize }),
      (row) => placeSource(kind, row, 'list', s.near),
    );
}

const scenicAreaOf = (s: PlaceSource, _: unknown, ctx: Ctx) => parentOf(s, ctx, 'SCENIC_AREA', 'scenicId', 'scenicName');

export const placeResolvers: Resolvers = {
  Query: {
    places: (_root, args, ctx) => {
      const near = validPoint(args.near, 'near');
      const params = listParams(args, near);
      return buildConnection(
        args,
        (currPage, pageSize) => listPlaces(ctx.upstream, args.kind, { ...params, currPage, pageSize }),
        (row) => placeSource(args.kind, row, 'list', near),
      );
    },
    placeKindIntroduction: async (_root, { kind }, ctx) => {
      if (!INTRODUCED_KINDS.includes(kind)) throw badInput(`${kind} has no introduce page.`);
      const row = await placeKindIntroduction(ctx.upstream, kind);
      return {
        kind,
        introduction: sanitizeBody(row?.introduce) ?? '',
        placeCount: int(row?.total) ?? 0,
        topPlaces: (row?.list ?? []).map((r) => placeSource(kind, r, 'list')),
        listPath: kindInfo(kind).listPath,
      };
    },
    searchPlaces: (_root, args: QuerySearchPlacesArgs, ctx) => {
      const keyword = keywordParam(args.keyword);
      if (keyword === null) throw badInput('keyword must not be empty.');
      const kind = args.kind ?? null;
      const resourceType = kind ? kindInfo(kind).resourceType : null;
      return buildConnection(
        args,
        (currPage, pageSize) => searchPlaces(ctx.upstream, keyword, resourceType, currPage, pageSize),
        (row) => searchHitSource(row, kind),
      );
    },
  },
  Place: { __resolveType: (s) => s.__typename },
  ScenicArea: {
    ...placeBase,
    ...withHours,
    level: async (s, _, ctx) => scenicLevel(await placeField(s, ctx, 'level')),
    themes: async (s, _, ctx) => strings(await placeField(s, ctx, 'theme')),
    charged: async (s, _, ctx) => flag(await placeField(s, ctx, 'chargeStatus')),
    comfort: (s, _, ctx) => comfortOf(s, ctx),
    ticketPolicy: detailText('ticketPolicy'),
    trafficInfo: detailText('trafficInfo'),
    bestTravelTime: detailText('bestTravelTime'),
    websiteUrl: detailText('websiteUrl'),
    spots: (s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => listPlaces(ctx.upstream, 'SCENIC_SPOT', { scenicId: s.id, currPage, pageSize }),
        (row) => placeSource('SCENIC_SPOT', row, 'list', s.near),
      ),
    subjectAreas: (s, args, ctx) => childPlaces('SUBJECT_AREA', { scenicId: s.id })(s, args, ctx),
    amusementFacilities: (s, args, ctx) => childPlaces('AMUSEMENT_FACILITY', { scenicId: s.id })(s, args, ctx),
    shows: (s, args, ctx) => childPlaces('SCENIC_SHOW', { scenicId: s.id })(s, args, ctx),
  },
  ScenicSpot: {
    ...placeBase,
    scenicArea: async (s, _, ctx) => {
      const row = await placeFields(s, ctx, ['scenicId', 'scenicName']);
      const id = text(row.scenicId);
      return id ? placeSource('SCENIC_AREA', { id, name: row.scenicName ?? undefined }, 'summary', s.near) : null;
    },
    audioUrl: async (s, _, ctx) => text(await placeField(s, ctx, 'audio')),
    audioSeconds: async (s, _, ctx) => int(await placeField(s, ctx, 'audioTime')),
  },
  Venue: {
    ...placeBase,
    ...withHours,
    venueType: async (s, _, ctx) => venueType(await placeField(s, ctx, 'type')),
    grade: async (s, _, ctx) => {
      const grade = int(await placeField(s, ctx, 'venueLevel'));
      return grade !== null && grade > 0 ? grade : null;
    },
    tags: async (s, _, ctx) => strings(await placeField(s, ctx, 'tagName')),
    comfort: (s, _, ctx) => comfortOf(s, ctx),
  },
  Hotel: {
    ...placeBase,
    level: async (s, _, ctx) => hotelLevel(await placeField(s, ctx, 'level')),
    lowestPrice: async (s, _, ctx) => num(await placeField(s, ctx, 'price')),
    checkInTime: async (s, _, ctx) => clockTime(await placeField(s, ctx, 'checkInTime')),
    checkOutTime: async (s, _, ctx) => clockTime(await placeField(s, ctx, 'checkOutTime')),
    rooms: (s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => listHotelRooms(ctx.upstream, s.id, currPage, pageSize),
        (row) => roomSource(s.id, row),
      ),
  },
  Restaurant: {
    ...placeBase,
    ...withHours,
    pricePerPerson: async (s, _, ctx) => num(await placeField(s, ctx, 'price')),
    cuisine: async (s, _, ctx) => text(await placeField(s, ctx, 'cuisine')),
  },
  RuralStay: {
    ...placeBase,
    ...withHours,
    spots: (s, args, ctx) => childPlaces('RURAL_SPOT', { ruralId: s.id })(s, args, ctx),
  },
  Homestay: {
    ...placeBase,
    grade: async (s, _, ctx) => homestayGrade(await placeField(s, ctx, 'level')),
    lowestPrice: async (s, _, ctx) => num(await placeField(s, ctx, 'price')),
    roomCount: async (s, _, ctx) => int(await placeField(s, ctx, 'roomCount')),
    features: async (s, _, ctx) => strings(await placeField(s, ctx, 'features')),
    checkInTime: async (s, _, ctx) => clockTime(await placeField(s, ctx, 'checkInTime')),
    checkOutTime: async (s, _, ctx) => clockTime(await placeField(s, ctx, 'checkOutTime')),
  },
  RuralSpot: {
    ...placeBase,
    village: (s, _, ctx) => parentOf(s, ctx, 'RURAL', 'ruralId', 'ruralName'),
  },
  StudyBase: {
    ...placeBase,
    ...withHours,
    level: async (s, _, ctx) => studyBaseLevel(await placeField(s, ctx, 'level')),
    suitableFor: async (s, _, ctx) => strings(await placeField(s, ctx, 'crowd')),
    courses: async (s, _, ctx) => strings(await placeField(s, ctx, 'courses')),
    dailyCapacity: async (s, _, ctx) => int(await placeField(s, ctx, 'capacity')),
    bookingTips: async (s, _, ctx) => text(await placeField(s, ctx, 'bookingTips')),
  },
  SubjectArea: {
    ...placeBase,
    ...withHours,
    scenicArea: scenicAreaOf,
    highlights: async (s, _, ctx) => strings(await placeField(s, ctx, 'highlights')),
    facilities: async (s, args, ctx) => {
      const scenicId = text(await placeField(s, ctx, 'scenicId'));
      return childPlaces('AMUSEMENT_FACILITY', { scenicId, themeId: s.id })(s, args, ctx);
    },
  },
  AmusementFacility: {
    ...placeBase,
    ...withHours,
    scenicArea: scenicAreaOf,
    subjectArea: (s, _, ctx) => parentOf(s, ctx, 'SUBJECT_AREA', 'themeId', 'themeName'),
    intensity: async (s, _, ctx) => facilityIntensity(await placeField(s, ctx, 'intensity')),
    heightRequirement: async (s, _, ctx) => text(await placeField(s, ctx, 'heightLimit')),
    rideMinutes: async (s, _, ctx) => int(await placeField(s, ctx, 'duration')),
    queueMinutes: async (s, _, ctx) => int(await placeField(s, ctx, 'queueMinutes')),
  },
  ScenicShow: {
    ...placeBase,
    scenicArea: scenicAreaOf,
    venueName: async (s, _, ctx) => text(await placeField(s, ctx, 'venueName')),
    showTimes: async (s, _, ctx) => showTimes(await placeField(s, ctx, 'showTimes')),
    nextShowTime: async (s, _, ctx) => nextShowTime(showTimes(await placeField(s, ctx, 'showTimes')), ctx.now),
    durationMinutes: async (s, _, ctx) => int(await placeField(s, ctx, 'duration')),
    price: async (s, _, ctx) => num(await placeField(s, ctx, 'price')),
  },
  Entertainment: { ...placeBase, ...withHours },
  Speciality: {
    ...placeBase,
    price: async (s, _, ctx) => num(await placeField(s, ctx, 'price')),
  },
  Exhibition: {
    ...placeBase,
    startsAt: async (s, _, ctx) => chinaDateTime(await placeField(s, ctx, 'startTime')),
    endsAt: async (s, _, ctx) => chinaDateTime(await placeField(s, ctx, 'endTime')),
    venueName: async (s, _, ctx) => text(await placeField(s, ctx, 'venueName')),
  },
  CollectionItem: {
    ...placeBase,
    era: async (s, _, ctx) => text(await placeField(s, ctx, 'era')),
    venueName: async (s, _, ctx) => text(await placeField(s, ctx, 'venueName')),
  },
  HotelRoom: {
    id: (r) => toGlobalId('HotelRoom', `${r.hotelId}:${r.row.id}`),
    upstreamId: (r) => `${r.hotelId}:${r.row.id}`,
    detailPath: (r) => `/room-detail/${encodeURIComponent(`${r.hotelId}:${r.row.id}`)}`,
    name: (r) => text(r.row.name) ?? '',
    images: (r) => imagesFrom(r.row.images, text(r.row.name) ?? ''),
    price: (r) => num(r.row.price),
    areaSquareMeters: (r) => num(r.row.area),
    bedType: (r) => text(r.row.bedType),
    breakfastIncluded: (r) => flag(r.row.breakfast),
    available: (r) => Math.max(0, int(r.row.stock) ?? 0),
  },
};
