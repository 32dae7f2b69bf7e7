import type { GatewayContext } from '../../core/context.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { resourceNode, resourceRefFromRow } from '../interactions/index.ts';
import { payloadFields } from '../orders/index.ts';
import { weekdayOf } from '../reservations/index.ts';
import { bookInterpretation, bookNarrator } from './mutations.ts';
import {
  cancelHoursOf,
  languageOf,
  languagesOf,
  offerLimits,
  ORDER_TYPES,
  PLACE_ID,
  priceOf,
  sessionBookable,
  sessionMaxPerOrder,
  sessionRemaining,
  slotBookable,
  slotFree,
  successPathOf,
} from './rules.ts';
import { offerSource, sessionSource } from './source.ts';
import type { GuideBookingSource, InterpretationSessionSource, NarratorOfferSource, SessionRow } from './types.ts';
import { sessionsOfPlace } from './upstream.ts';

const nowOf = (ctx: GatewayContext) => ctx.now.getTime();
const orderPathOf = (placeId: string) => `/narrator-order/${encodeURIComponent(placeId)}`;

async function loadOffer(placeId: string, ctx: GatewayContext): Promise<NarratorOfferSource | null> {
  if (!PLACE_ID.test(placeId)) return null;
  const row = await ctx.loaders.narrators.offer.load(placeId);
  return row ? offerSource(row) : null;
}

async function loadSession(id: string, ctx: GatewayContext): Promise<InterpretationSessionSource | null> {
  if (!PLACE_ID.test(id)) return null;
  const row = await ctx.loaders.narrators.session.load(id);
  return row ? sessionSource(row) : null;
}

export const narratorNodeLoaders: Record<string, NodeLoader<NarratorOfferSource | InterpretationSessionSource>> = {
  NarratorOffer: (rawId, ctx) => loadOffer(rawId, ctx),
  InterpretationSession: (rawId, ctx) => loadSession(rawId, ctx),
};

/** The narrator order page's path when the place offers narrators (one call for every place of the request). */
async function narratorOrderPath(placeId: string, ctx: GatewayContext): Promise<string | null> {
  const services = PLACE_ID.test(placeId) ? await ctx.loaders.narrators.services.load(placeId) : null;
  return services && text(services.narrator) === '1' ? orderPathOf(placeId) : null;
}

function sessionsConnection(placeId: string, args: { first?: number | null; after?: string | null }, ctx: GatewayContext) {
  return buildConnection(
    args,
    (currPage, pageSize) => sessionsOfPlace(ctx.upstream, placeId, currPage, pageSize),
    (row: SessionRow) => {
      ctx.loaders.narrators.session.prime(String(row.id), row);
      return sessionSource(row);
    },
  );
}

/** The nested narratorInfo / interpretationInfo of a reservation order row. */
function guideBookingOf(row: Record<string, unknown>): GuideBookingSource | null {
  const orderCode = text(row.orderCode) ?? '';
  const kind = row.orderType === ORDER_TYPES.NARRATOR ? 'NARRATOR' : row.orderType === ORDER_TYPES.INTERPRETATION ? 'INTERPRETATION' : null;
  const info = kind === 'NARRATOR' ? row.narratorInfo : kind === 'INTERPRETATION' ? row.interpretationInfo : null;
  if (!kind || !info || typeof info !== 'object') return null;
  return { kind, orderCode, info: info as Record<string, unknown> };
}

export const narratorResolvers: Resolvers = {
  Query: {
    narratorOffer: (_root, { placeId }, ctx) => loadOffer(placeId.trim(), ctx),
    interpretationSession: (_root, { sessionId }, ctx) => loadSession(sessionId.trim(), ctx),
  },
  ScenicArea: {
    narratorOrderPath: (p, _args, ctx) => narratorOrderPath(p.id, ctx),
    interpretationSessions: (p, args, ctx) => sessionsConnection(p.id, args, ctx),
  },
  Venue: {
    narratorOrderPath: (p, _args, ctx) => narratorOrderPath(p.id, ctx),
    interpretationSessions: (p, args, ctx) => sessionsConnection(p.id, args, ctx),
  },
  ReservationOrder: {
    guideBooking: (o) => guideBookingOf(o.row),
  },
  NarratorOffer: {
    id: (o) => toGlobalId('NarratorOffer', o.id),
    placeName: (o) => text(o.row.placeName) ?? '',
    place: (o, _args, ctx) => resourceNode(resourceRefFromRow(text(o.row.resourceType), o.id), ctx),
    pricePerSession: (o) => priceOf(o.row.price),
    minGroupSize: (o) => offerLimits(o.row).minGroup,
    maxGroupSize: (o) => offerLimits(o.row).maxGroup,
    noteMaxLength: (o) => offerLimits(o.row).noteMax,
    languages: (o) => languagesOf(o.row.languages),
    narrators: (o) => o.row.narrators ?? [],
    days: async (o, _args, ctx) => (await ctx.loaders.narrators.days.load(o.id)).map((row) => ({ placeId: o.id, row })),
    cancelHoursBefore: (o) => cancelHoursOf(o.row.cancelStatus, o.row.cancelTime),
    meetingNotes: (o) => text(o.row.notes),
    orderPath: (o) => orderPathOf(o.id),
  },
  Narrator: {
    key: (n) => String(n.id),
    name: (n) => text(n.name) ?? '',
    languages: (n) => languagesOf(n.languages),
    photo: (n) => imageFrom(n.photo, text(n.name) ?? ''),
    intro: (n) => text(n.intro),
  },
  NarratorDay: {
    key: (d) => `${d.placeId}:${d.row.date}`,
    date: (d) => d.row.date,
    weekday: (d) => weekdayOf(d.row.week, d.row.date),
    slots: (d) => (d.row.orderTimes ?? []).map((row) => ({ date: d.row.date, row })),
    bookable: (d) => (d.row.orderTimes ?? []).some(slotBookable),
  },
  NarratorSlot: {
    key: (s) => `${s.date}:${String(s.row.id)}`,
    slotId: (s) => String(s.row.id),
    startTime: (s) => text(s.row.startTime) ?? '',
    endTime: (s) => text(s.row.endTime) ?? '',
    freeNarrators: (s) => slotFree(s.row),
    languages: (s) => languagesOf(s.row.languages),
    bookable: (s) => slotBookable(s.row),
  },
  InterpretationSession: {
    id: (s) => toGlobalId('InterpretationSession', s.id),
    title: (s) => text(s.row.title) ?? '',
    placeName: (s) => text(s.row.placeName) ?? '',
    place: (s, _args, ctx) => resourceNode(resourceRefFromRow(text(s.row.placeType), text(s.row.placeId)), ctx),
    image: (s) => imagesFrom(s.row.images, text(s.row.placeName) ?? '')[0] ?? null,
    language: (s) => languageOf(s.row.language),
    startsAt: (s) => chinaDateTime(s.row.startTime),
    endsAt: (s) => chinaDateTime(s.row.endTime),
    capacity: (s) => Math.max(0, Number(s.row.maxNum) || 0),
    remaining: (s) => sessionRemaining(s.row),
    maxPeoplePerOrder: (s) => sessionMaxPerOrder(s.row),
    price: (s) => priceOf(s.row.price),
    intro: (s) => text(s.row.intro),
    bookable: (s, _args, ctx) => sessionBookable(s.row, nowOf(ctx)),
    cancelHoursBefore: (s) => cancelHoursOf(s.row.cancelStatus, s.row.cancelTime),
    orderPath: (s) => `/interpretation-order/${encodeURIComponent(s.id)}`,
  },
  GuideBookingInfo: {
    kind: (g) => g.kind,
    narratorName: (g) => text(g.info.narratorName),
    narratorPhoto: (g) => imageFrom(g.info.narratorPhoto, text(g.info.narratorName) ?? ''),
    language: (g) => languageOf(g.info.language),
    note: (g) => text(g.info.note),
    leaderMaskedCertificateNumber: (g) => text(g.info.leaderCertNumber) || null,
    sessionTitle: (g) => text(g.info.title),
    successPath: (g) => successPathOf(g.orderCode, g.kind),
    ordersPath: (g) => `/user-reservation?orderType=${ORDER_TYPES[g.kind]}`,
  },
  BookNarratorPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    offer: (p, _args, ctx) => (p.placeId ? loadOffer(p.placeId, ctx) : null),
  },
  BookInterpretationPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    session: (p, _args, ctx) => (p.sessionId ? loadSession(p.sessionId, ctx) : null),
  },
  Mutation: {
    bookNarrator: (_root, { input }, ctx) => bookNarrator(input, ctx),
    bookInterpretation: (_root, { input }, ctx) => bookInterpretation(input, ctx),
  },
};
