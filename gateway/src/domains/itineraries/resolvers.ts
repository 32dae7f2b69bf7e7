import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, clockTime, flag, geoPoint, int, num, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { fromGlobalId, rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { kindOfResourceType, kindOfTypeName, placeDetailPath, listPlaces, placeSource } from '../places/index.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { validateOptionalDay } from '../../core/validation.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import {
  dayOrNull,
  MAX_DAYS,
  MAX_PLAY_HOURS,
  modeOf,
  NAME_MAX,
  originOf,
  reasonOf,
  STOPS_PER_DAY_MAX,
  validateName,
  validateSettings,
} from './rules.ts';
import {
  copyJourney,
  deleteJourney,
  journeyList,
  operateSource,
  saveJourney,
  travelQuery,
  updateJourney,
  type SourceOperation,
} from './upstream.ts';
import type { DayRow, ItineraryPayloadSource, ItinerarySource, ItineraryStopSource, JourneyRow } from './types.ts';

const idOf = (value: unknown): string | null => {
  const id = text(value);
  return id && /^[\w-]{1,64}$/.test(id) ? id : null;
};

export function itinerarySource(row: JourneyRow, detailed: boolean): ItinerarySource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'Itinerary', id, row, detailed } : null;
}

/** The stops of a detail with the stop before each (the previous night's hotel for a day's first). */
function stopsOf(journeyId: string, row: JourneyRow): ItineraryStopSource[] {
  const out: ItineraryStopSource[] = [];
  let previous: { id: string; reason: string | null } | null = null;
  for (const day of row.dayList ?? []) {
    const dayId = idOf(day?.id) ?? '';
    (day?.sources ?? []).forEach((s, i) => {
      const id = idOf(s?.id);
      if (!id) return;
      const before = i === 0 ? (previous?.reason === 'HOTEL' ? previous.id : null) : (previous?.id ?? null);
      out.push({ __typename: 'ItineraryStop', journeyId, dayId, id, row: s, previousId: before });
      previous = { id, reason: text(s.reason) };
    });
  }
  return out;
}

async function detailRow(i: ItinerarySource, ctx: GatewayContext): Promise<JourneyRow | null> {
  return i.detailed ? i.row : ctx.loaders.itineraries.detail.load(i.id);
}

/** `journeyId:part` raw ids of days and stops. */
function scopedRaw(globalId: string | null | undefined, type: string): { journeyId: string; id: string } | null {
  if (!globalId) return null;
  const raw = rawIdOf(globalId, [type]);
  const m = raw ? /^([\w-]+):([\w-]+)$/.exec(raw) : null;
  return m ? { journeyId: m[1]!, id: m[2]! } : null;
}

export const itineraryNodeLoaders: Record<string, NodeLoader<ItinerarySource | ItineraryStopSource>> = {
  Itinerary: async (rawId, ctx) => {
    if (!idOf(rawId)) return null;
    const row = await ctx.loaders.itineraries.detail.load(rawId);
    return row ? itinerarySource({ ...row, id: row.id ?? rawId }, true) : null;
  },
  ItineraryStop: async (rawId, ctx) => {
    const m = /^([\w-]{1,32}):([\w-]{1,32})$/.exec(rawId);
    if (!m) return null;
    const row = await ctx.loaders.itineraries.detail.load(m[1]!);
    return row ? (stopsOf(m[1]!, row).find((s) => s.id === m[2]) ?? null) : null;
  },
};

/** A write's answer: the fresh itinerary (also on a version conflict: the envelope's `data`). */
function afterWrite(envelope: Envelope, field: string, ctx: GatewayContext): ItineraryPayloadSource {
  const refusal = refusalOf(envelope, field);
  if (refusal) {
    const data = envelope.data as JourneyRow | null | undefined;
    const current = refusal.code === 'ITINERARY_CONFLICT' && data && typeof data === 'object' ? itinerarySource(data, true) : null;
    if (current) ctx.loaders.itineraries.detail.prime(current.id, current.row);
    const errors: UserErrorSource[] = [refusal.code === 'ITINERARY_DAY_FULL' ? { ...refusal, limit: STOPS_PER_DAY_MAX } : refusal];
    return { errors, itinerary: current };
  }
  const itinerary = itinerarySource(decodeData<JourneyRow>(envelope) ?? {}, true);
  if (!itinerary) throw new UpstreamMalformedError();
  ctx.forgetNode('Itinerary', itinerary.id);
  ctx.loaders.itineraries.detail.prime(itinerary.id, itinerary.row);
  return { errors: [], itinerary };
}

async function edit(
  ctx: GatewayContext,
  itineraryId: string,
  version: number,
  operation: (journeyId: string) => SourceOperation | UserErrorSource,
): Promise<ItineraryPayloadSource> {
  requireToken(ctx);
  const journeyId = rawIdOf(itineraryId, ['Itinerary']);
  if (!journeyId) return { errors: [inputError('RESOURCE_NOT_FOUND', 'itineraryId')] };
  const op = operation(journeyId);
  if ('code' in op) return { errors: [op] };
  return afterWrite(await operateSource(ctx.upstream, journeyId, version, op), 'version', ctx);
}

/** A place's upstream id from any Place global id (a ScenicArea, a Restaurant…). */
function placeRawId(placeId: string): string | null {
  const decoded = fromGlobalId(placeId.trim());
  return decoded && kindOfTypeName(decoded.type) && /^[\w-]{1,64}$/.test(decoded.rawId) ? decoded.rawId : null;
}

export const itineraryResolvers: Resolvers = {
  Query: {
    itineraryLabels: async (_root, _args, ctx) =>
      (await ctx.loaders.itineraries.labels.load(ctx.siteCode)).flatMap((l) => {
        const id = idOf(l.id);
        return id ? [{ id: toGlobalId('ItineraryLabel', id), name: text(l.name) ?? '' }] : [];
      }),
    recommendedItineraries: (_root, args, ctx) =>
      buildConnection(
        args,
        (page, size) => journeyList(ctx.upstream, 'RECOMMEND', page, size),
        (row) => itinerarySource(row, false),
      ),
    itineraryRoute: async (_root, args, ctx) => {
      const from = scopedRaw(args.fromStopId, 'ItineraryStop')?.id ?? idOf(args.fromStopId);
      const to = scopedRaw(args.toStopId, 'ItineraryStop')?.id ?? idOf(args.toStopId);
      if (!from || !to) return null;
      return travelQuery(ctx.upstream, from, to);
    },
    itineraryNearbyPlaces: async (_root, args, ctx) => {
      const journeyId = rawIdOf(args.itineraryId, ['Itinerary']) ?? idOf(args.itineraryId);
      if (!journeyId) return null;
      const row = await ctx.loaders.itineraries.detail.load(journeyId);
      if (!row) return null;
      const dayId = scopedRaw(args.dayId, 'ItineraryDay')?.id ?? idOf(args.dayId);
      const nearId = args.nearStopId ? (scopedRaw(args.nearStopId, 'ItineraryStop')?.id ?? idOf(args.nearStopId)) : null;
      const stops = stopsOf(journeyId, row);
      const ofDay = stops.filter((s) => s.dayId === dayId);
      const anchor = ofDay.find((s) => s.id === nearId) ?? ofDay[ofDay.length - 1] ?? stops[0];
      const near = anchor ? geoPoint(anchor.row.longitude, anchor.row.latitude) : null;
      if (!near) return null;
      return buildConnection(
        args,
        (currPage, pageSize) =>
          listPlaces(ctx.upstream, args.kind, { currPage, pageSize, sortType: '1', lng: near.longitude, lat: near.latitude }),
        (place) => placeSource(args.kind, place, 'list', near),
      );
    },
    itinerarySettingsErrors: (_root, { input }) =>
      validateSettings({
        destinationCount: input.destinationIds ? input.destinationIds.length : null,
        days: input.days ?? null,
        playHours: input.playHours ?? null,
      }),
  },
  User: {
    itineraries: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(
        args,
        (page, size) => journeyList(ctx.upstream, 'MINE', page, size),
        (row) => itinerarySource(row, false),
      );
    },
  },
  InputLimits: {
    itineraryMaxPlayHours: () => MAX_PLAY_HOURS,
    itineraryMaxDays: () => MAX_DAYS,
    itineraryNameMaxLength: () => NAME_MAX,
  },
  Itinerary: {
    id: (i) => toGlobalId('Itinerary', i.id),
    upstreamId: (i) => i.id,
    name: (i) => text(i.row.name) ?? '',
    summary: (i) => text(i.row.summary),
    cover: (i) => imagesFrom(i.row.images, text(i.row.name) ?? '')[0] ?? null,
    days: (i) => int(i.row.days) ?? 0,
    playHours: (i) => int(i.row.playTime) ?? 0,
    startDate: (i) => dayOrNull(text(i.row.startDate)),
    labels: (i) =>
      (i.row.labels ?? []).flatMap((l) => {
        const id = idOf(l?.id);
        return id ? [{ id: toGlobalId('ItineraryLabel', id), name: text(l.name) ?? '' }] : [];
      }),
    destinationNames: (i) =>
      (text(i.row.scenicNames) ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    stopCount: (i) => int(i.row.sourceNum) ?? 0,
    copyCount: (i) => int(i.row.copyNum) ?? 0,
    origin: (i) => originOf(text(i.row.source)),
    isMine: (i, _a, ctx) => ctx.session.token !== null && flag(i.row.isMine),
    isEditable: (i, _a, ctx) => ctx.session.token !== null && flag(i.row.isMine),
    version: (i) => int(i.row.version) ?? 1,
    updatedAt: (i) => chinaDateTime(i.row.updateTime),
    dayPlans: async (i, _a, ctx) => {
      const row = await detailRow(i, ctx);
      return row ? (row.dayList ?? []).filter((d): d is DayRow => !!idOf(d?.id)).map((d) => ({ journeyId: i.id, row: d })) : null;
    },
    unplacedDestinations: async (i, _a, ctx) => {
      const row = await detailRow(i, ctx);
      return row ? (row.unplacedScenic ?? []).map((u) => text(u?.name)).filter((n): n is string => n !== null) : null;
    },
    detailPath: (i) => `/itinerary-detail/${encodeURIComponent(i.id)}`,
    editPath: (i) => `/itinerary-edit/${encodeURIComponent(i.id)}`,
  },
  ItineraryDay: {
    id: (d) => toGlobalId('ItineraryDay', `${d.journeyId}:${idOf(d.row.id) ?? ''}`),
    upstreamId: (d) => idOf(d.row.id) ?? '',
    dayNumber: (d) => int(d.row.dayNo) ?? 0,
    stops: async (d, _a, ctx) => {
      const row = await ctx.loaders.itineraries.detail.load(d.journeyId);
      const dayId = idOf(d.row.id);
      // the stops of the whole itinerary give each first stop its previous night's hotel
      const all = row ? stopsOf(d.journeyId, row) : stopsOf(d.journeyId, { dayList: [d.row] });
      return all.filter((s) => s.dayId === dayId);
    },
    addStopPath: (d) => {
      const sources = d.row.sources ?? [];
      const last = idOf(sources[sources.length - 1]?.id) ?? '0';
      return `/itinerary-detail-add-resource/${encodeURIComponent(d.journeyId)}/${encodeURIComponent(idOf(d.row.id) ?? '')}/${encodeURIComponent(last)}`;
    },
  },
  ItineraryStop: {
    id: (s) => toGlobalId('ItineraryStop', `${s.journeyId}:${s.id}`),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    kind: (s) => kindOfResourceType(text(s.row.resourceType))?.kind ?? null,
    place: (s, _a, ctx) => {
      const kind = kindOfResourceType(text(s.row.resourceType));
      const id = idOf(s.row.resourceId);
      return kind && id ? (ctx.loadNode(kind.typeName, id) as never) : null;
    },
    cover: (s) => imagesFrom(s.row.images, text(s.row.name) ?? '')[0] ?? null,
    address: (s) => text(s.row.address),
    location: (s) => geoPoint(s.row.longitude, s.row.latitude),
    arriveAt: (s) => clockTime(s.row.arriveTime),
    leaveAt: (s) => clockTime(s.row.leaveTime),
    stayMinutes: (s) => int(s.row.stayMinutes) ?? 0,
    waitMinutes: (s) => int(s.row.waitMinutes) ?? 0,
    opensAt: (s) => clockTime(s.row.openTimeStart),
    closesAt: (s) => clockTime(s.row.openTimeEnd),
    reason: (s) => reasonOf(text(s.row.reason)),
    reasonLabel: (s) => text(s.row.reasonLabel),
    legFromPrevious: (s) => {
      const mode = modeOf(text(s.row.travelMode));
      return mode ? { mode, distanceMeters: int(s.row.travelDistance) ?? 0, minutes: int(s.row.travelMinutes) ?? 0 } : null;
    },
    trafficPath: (s) => (s.previousId ? `/itinerary-traffic/${encodeURIComponent(s.previousId)}/${encodeURIComponent(s.id)}` : null),
    detailPath: (s) =>
      `/itinerary-resource-detail/${encodeURIComponent(text(s.row.resourceType) ?? '')}/${encodeURIComponent(idOf(s.row.resourceId) ?? '')}/${encodeURIComponent(s.journeyId)}/${encodeURIComponent(s.id)}/${encodeURIComponent(s.dayId)}`,
    placePath: (s) => {
      const kind = kindOfResourceType(text(s.row.resourceType));
      const id = idOf(s.row.resourceId);
      return kind && id ? placeDetailPath(kind.kind, id) : null;
    },
  },
  ItineraryRoute: {
    from: (r) => r.start ?? {},
    to: (r) => r.end ?? {},
    straightDistanceMeters: (r) => int(r.distance) ?? 0,
    options: (r) =>
      (r.routes ?? []).flatMap((o) => {
        const mode = modeOf(text(o?.type));
        return mode ? [{ mode, distanceMeters: int(o.distance) ?? 0, minutes: int(o.time) ?? 0, isPlanned: flag(o.recommend) }] : [];
      }),
  },
  ItineraryRouteEnd: {
    name: (e) => text(e.name) ?? '',
    address: (e) => text(e.address),
    location: (e) => geoPoint(num(e.longitude), num(e.latitude)),
  },
  Mutation: {
    generateItinerary: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const errors = validateSettings({ destinationCount: input.destinationIds.length, days: input.days, playHours: input.playHours });
      if (input.name !== null && input.name !== undefined && input.name.trim() !== '') errors.push(...validateName(input.name));
      errors.push(...validateOptionalDay(input.startDate, 'startDate'));
      if (errors.length > 0) return { errors };
      const scenicIds = input.destinationIds.map((id) => rawIdOf(id, ['ScenicArea']));
      if (scenicIds.some((id) => id === null)) return { errors: [inputError('RESOURCE_NOT_FOUND', 'destinationIds')] };
      const labelIds = (input.labelIds ?? []).map((id) => rawIdOf(id, ['ItineraryLabel'])).filter((id): id is string => id !== null);
      const envelope = await saveJourney(ctx.upstream, {
        scenicIds: scenicIds as string[],
        days: input.days,
        playTime: input.playHours,
        labelIds,
        name: input.name?.trim() || null,
        startDate: dayOrNull(input.startDate),
      });
      return afterWrite(envelope, 'destinationIds', ctx);
    },
    renameItinerary: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const errors = validateName(input.name);
      if (errors.length > 0) return { errors };
      const id = rawIdOf(input.itineraryId, ['Itinerary']);
      if (!id) return { errors: [inputError('RESOURCE_NOT_FOUND', 'itineraryId')] };
      return afterWrite(await updateJourney(ctx.upstream, { id, version: input.version, name: input.name.trim() }), 'version', ctx);
    },
    addItineraryStop: (_root, { input }, ctx) =>
      edit(ctx, input.itineraryId, input.version, (journeyId) => {
        const day = scopedRaw(input.dayId, 'ItineraryDay');
        const place = placeRawId(input.placeId);
        const after = input.afterStopId ? scopedRaw(input.afterStopId, 'ItineraryStop') : null;
        if (!day || day.journeyId !== journeyId) return inputError('RESOURCE_NOT_FOUND', 'dayId');
        if (!place) return inputError('RESOURCE_NOT_FOUND', 'placeId');
        if (input.afterStopId && (!after || after.journeyId !== journeyId)) return inputError('RESOURCE_NOT_FOUND', 'afterStopId');
        return { type: 'ADD', dayId: day.id, resourceId: place, afterSourceId: after?.id ?? null };
      }),
    removeItineraryStop: (_root, { input }, ctx) =>
      edit(ctx, input.itineraryId, input.version, (journeyId) => {
        const stop = scopedRaw(input.stopId, 'ItineraryStop');
        if (!stop || stop.journeyId !== journeyId) return inputError('RESOURCE_NOT_FOUND', 'stopId');
        return { type: 'DELETE', sourceId: stop.id };
      }),
    moveItineraryStop: (_root, { input }, ctx) =>
      edit(ctx, input.itineraryId, input.version, (journeyId) => {
        const stop = scopedRaw(input.stopId, 'ItineraryStop');
        const day = input.toDayId ? scopedRaw(input.toDayId, 'ItineraryDay') : null;
        if (!stop || stop.journeyId !== journeyId) return inputError('RESOURCE_NOT_FOUND', 'stopId');
        if (input.toDayId && (!day || day.journeyId !== journeyId)) return inputError('RESOURCE_NOT_FOUND', 'toDayId');
        const position = input.toPosition ?? null;
        return { type: 'MOVE', sourceId: stop.id, toDayId: day?.id ?? null, toIndex: position === null ? null : Math.max(0, position) };
      }),
    copyItinerary: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const id = rawIdOf(input.itineraryId, ['Itinerary']);
      if (!id) return { errors: [inputError('RESOURCE_NOT_FOUND', 'itineraryId')] };
      const result = afterWrite(await copyJourney(ctx.upstream, id), 'itineraryId', ctx);
      if (result.errors.length === 0) ctx.forgetNode('Itinerary', id);
      return result;
    },
    deleteItinerary: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const id = rawIdOf(input.itineraryId, ['Itinerary']);
      if (!id) return { errors: [inputError('RESOURCE_NOT_FOUND', 'itineraryId')] };
      const refusal = refusalOf(await deleteJourney(ctx.upstream, id), 'itineraryId');
      if (refusal) return { errors: [refusal] };
      ctx.forgetNode('Itinerary', id);
      return { errors: [], deletedId: toGlobalId('Itinerary', id) };
    },
  },
  ItineraryPayload: {
    errors: (p) => p.errors,
    itinerary: (p) => p.itinerary ?? null,
  },
  DeleteItineraryPayload: {
    errors: (p) => p.errors,
    deletedItineraryId: (p) => p.deletedId ?? null,
  },
};
