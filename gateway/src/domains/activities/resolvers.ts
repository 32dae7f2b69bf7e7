import { RESERVATION_DAYS } from '../../core/limits.ts';
import { nextDays } from '../../core/time.ts';
import { scopedGlobalId } from '../../core/relay/global-id.ts';
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { expectGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { bookingEligibility } from '../credit/index.ts';
import type { FaithSettings } from '../credit/index.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { interactionSummary } from '../interactions/index.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { detailKey, placeSource } from '../places/index.ts';
import { shareCardOf } from '../share/index.ts';
import { chinaDateTime, clockTime, flag, geoPoint, int, num, strings, text } from '../../core/normalise.ts';
import { activityMode, activityType } from './rules.ts';
import { dayArg, monthArg } from '../../core/validation.ts';
import {
  activityNeedsReview,
  activityPoints,
  activityPrice,
  activityTags,
  bookingButtonOf,
  cancelPolicy,
  isSignUpOpen,
  sessionValue,
  timeStateOf,
} from './fields.ts';
import { roomSlotKey } from './loaders.ts';
import { activityRoomSource, activitySource } from './source.ts';
import { activityList, roomList } from './upstream.ts';
import type { ActivityRoomRow, ActivityRoomSource, ActivityRow, ActivitySource, RoomSlotRow } from './types.ts';

export function faithSettings(row: ActivityRow): FaithSettings {
  return { useCheck: flag(row.faithUseStatus), auditCheck: flag(row.faithAuditStatus), requiredScore: int(row.faithScore) };
}

/** The integrity fields: on list items and details alike; loaded from the detail when missing. */
async function faithRow(a: ActivitySource, ctx: GatewayContext): Promise<ActivityRow> {
  if (a.row.faithUseStatus !== undefined && a.row.faithAuditStatus !== undefined) return a.row;
  return (await ctx.loaders.activities.detail.load(a.id)) ?? a.row;
}

/** The detail row (content, phone, sessions): the source when it is one, else the per-request loader. */
export async function activityDetailRow(a: ActivitySource, ctx: GatewayContext): Promise<ActivityRow | null> {
  if (Array.isArray(a.row.sessions)) return a.row;
  return ctx.loaders.activities.detail.load(a.id);
}

/** The viewer's credit view for the integrity check; undefined when anonymous. */
async function viewerCredit(ctx: GatewayContext) {
  const me = await ctx.loaders.viewer.me();
  if (!me) return undefined;
  return text(me.encryption) ? ctx.loaders.credit.view.load(text(me.encryption)!) : null;
}

/** The integrity check of the viewer for an activity; null when anonymous. */
export async function eligibilityOf(a: ActivitySource, ctx: GatewayContext) {
  const [row, credit] = await Promise.all([faithRow(a, ctx), viewerCredit(ctx)]);
  return credit === undefined ? null : bookingEligibility(faithSettings(row), credit);
}

/**
 * A room booking runs the audit-status check (the dialog's action is "book
 * activity room"): the credit status bars it; a room that names a minimum score also checks it.
 */
export function roomFaithSettings(row: ActivityRoomRow | null): FaithSettings {
  return { useCheck: flag(row?.faithUseStatus), auditCheck: true, requiredScore: int(row?.faithScore) };
}

/** The integrity check of the viewer for an activity room; null when anonymous. */
export async function roomEligibilityOf(r: ActivityRoomSource, ctx: GatewayContext) {
  const credit = await viewerCredit(ctx);
  return credit === undefined ? null : bookingEligibility(roomFaithSettings(r.row), credit);
}

const now = (ctx: GatewayContext) => ctx.now.getTime();

function slotValue(row: RoomSlotRow, roomId: string, date: string, nowMs: number) {
  const code = int(row.status);
  const state = code === 0 ? ('FREE' as const) : code === 1 ? ('BOOKED' as const) : ('CLOSED' as const);
  const end = clockTime(row.endTime);
  const endMs = end ? Date.parse(`${date}T${end}:00+08:00`) : null;
  return {
    id: scopedGlobalId('RoomTimeSlot', `${roomId}:${date}`, String(row.id)),
    date: text(row.date) ?? date,
    startTime: clockTime(row.startTime) ?? '',
    endTime: end ?? '',
    state,
    bookable: state === 'FREE' && (endMs === null || nowMs < endMs),
  };
}

const roomRowOf = async (r: ActivityRoomSource, ctx: GatewayContext) =>
  r.row.content !== undefined ? r.row : ((await ctx.loaders.activities.room.load(r.id)) ?? null);

const activityDetailPath = (id: string) => `/activity-detail/${encodeURIComponent(id)}`;

export const activityResolvers: Resolvers = {
  Query: {
    activities: (_root, args, ctx) => {
      if (args.date) dayArg(args.date, 'date');
      const filter = { classifyId: args.classifyId ?? null, date: args.date ?? null, keyword: args.keyword?.trim() || null };
      return buildConnection(args, (currPage, pageSize) => activityList(ctx.upstream, currPage, pageSize, filter), activitySource);
    },
    activityClassifies: async (_root, _args, ctx) =>
      (await ctx.loaders.activities.classifies()).map((row) => ({
        id: String(row.id),
        name: text(row.name) ?? '',
        icon: imageFrom(row.icon, text(row.name) ?? ''),
      })),
    activityCalendar: async (_root, args, ctx) => {
      return (await ctx.loaders.activities.calendar.load(monthArg(args.month, 'month'))).flatMap((row) => {
        const date = text(row.date) ?? text(row.dateTime)?.slice(0, 10) ?? null;
        if (!date) return [];
        const count = Math.max(0, int(row.activityCount) ?? 0);
        return [{ date, activityCount: count, hasActivities: count > 0 }];
      });
    },
    activityRooms: (_root, args, ctx) => {
      const venueId = args.venueId ? expectGlobalId(args.venueId, ['Venue'], 'venueId') : null;
      return buildConnection(args, (currPage, pageSize) => roomList(ctx.upstream, venueId, currPage, pageSize), activityRoomSource);
    },
  },
  Venue: {
    activityRooms: (v, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => roomList(ctx.upstream, v.id, currPage, pageSize), activityRoomSource),
  },
  Activity: {
    id: (a) => toGlobalId('Activity', a.id),
    upstreamId: (a) => a.id,
    name: (a) => text(a.row.name) ?? '',
    cover: (a) => imagesFrom(a.row.images, text(a.row.name) ?? '')[0] ?? null,
    images: (a) => imagesFrom(a.row.images, text(a.row.name) ?? ''),
    introduction: async (a, _, ctx) => sanitizeBody((await activityDetailRow(a, ctx))?.content ?? null),
    type: (a) => activityType(text(a.row.type)),
    mode: (a) => activityMode(int(a.row.method)),
    modeCode: (a) => text(a.row.method),
    price: (a) => activityPrice(a.row),
    points: (a) => activityPoints(a.row),
    classify: async (a, _, ctx) => {
      const id = text(a.row.classifyId);
      if (!id) return null;
      const name = text(a.row.classifyName);
      const found = name ? null : (await ctx.loaders.activities.classifies()).find((c) => String(c.id) === id);
      return { id, name: name ?? text(found?.name) ?? '', icon: imageFrom(found?.icon, name ?? '') };
    },
    tags: (a) => activityTags(a.row),
    regionName: (a) => text(a.row.regionName),
    address: (a) => text(a.row.address),
    location: (a) => geoPoint(a.row.longitude, a.row.latitude),
    phone: async (a, _, ctx) => text((await activityDetailRow(a, ctx))?.phone),
    useStartsAt: (a) => chinaDateTime(a.row.useStartTime),
    useEndsAt: (a) => chinaDateTime(a.row.useEndTime),
    signUpStartsAt: (a) => chinaDateTime(a.row.signStartTime),
    signUpEndsAt: (a) => chinaDateTime(a.row.signEndTime),
    timeState: (a, _, ctx) => timeStateOf(a.row, now(ctx)),
    signUpOpen: (a, _, ctx) => isSignUpOpen(a.row, now(ctx)),
    remainingSeats: (a) => int(a.row.stock),
    totalSeats: (a) => int(a.row.totalStock),
    maxSeatsPerOrder: (a) => int(a.row.maxOrderNum),
    needsReview: (a) => activityNeedsReview(a.row),
    sessions: async (a, _, ctx) => {
      const row = await activityDetailRow(a, ctx);
      return row ? (row.sessions ?? []).map((s) => sessionValue(s, row, now(ctx))) : null;
    },
    bookingButton: (a, _, ctx) => bookingButtonOf(a.row, now(ctx)),
    externalUrl: (a) => text(a.row.jumpUrl),
    cancelPolicy: (a) => cancelPolicy(a.row),
    interactions: (a, _, ctx) => interactionSummary({ resourceType: 'CONTENT_TYPE_ACTIVITY', id: a.id }, ctx),
    detailPath: (a) => activityDetailPath(a.id),
    shareCard: async (a, _, ctx) => {
      const title = text(a.row.name) ?? '';
      const detail = await activityDetailRow(a, ctx);
      return shareCardOf(ctx, {
        title,
        summary: detail?.content ?? null,
        picture: imagesFrom(a.row.images, title)[0] ?? null,
        path: activityDetailPath(a.id),
      });
    },
    bookingEligibility: (a, _, ctx) => eligibilityOf(a, ctx),
  },
  ActivityRoom: {
    id: (r) => toGlobalId('ActivityRoom', r.id),
    upstreamId: (r) => r.id,
    name: (r) => text(r.row.name) ?? '',
    cover: (r) => imagesFrom(r.row.images, text(r.row.name) ?? '')[0] ?? null,
    images: (r) => imagesFrom(r.row.images, text(r.row.name) ?? ''),
    venueName: (r) => text(r.row.venueName),
    venue: async (r, _, ctx) => {
      const venueId = text(r.row.venueId);
      if (!venueId) return null;
      const row = await ctx.loaders.places.detail.load(detailKey('VENUE', venueId));
      return row ? placeSource('VENUE', { ...row, id: row.id ?? venueId }, 'detail') : null;
    },
    capacity: (r) => int(r.row.capacity),
    area: (r) => num(r.row.area),
    facilities: (r) => strings(r.row.facilities),
    price: (r) => num(r.row.money) ?? 0,
    points: (r) => int(r.row.integral) ?? 0,
    needsReview: (r) => flag(r.row.needAudit),
    introduction: async (r, _, ctx) => sanitizeBody((await roomRowOf(r, ctx))?.content ?? null),
    cancelPolicy: async (r, _, ctx) => {
      const row = await roomRowOf(r, ctx);
      return row ? cancelPolicy(row) : null;
    },
    timeSlots: async (r, args, ctx) => {
      dayArg(args.date, 'date');
      return (await ctx.loaders.activities.roomSlots.load(roomSlotKey(r.id, args.date))).map((row) =>
        slotValue(row, r.id, args.date, now(ctx)),
      );
    },
    detailPath: (r) => `/time-choice/${encodeURIComponent(r.id)}`,
    bookableDates: (_r, _, ctx) => nextDays(now(ctx), RESERVATION_DAYS),
    bookingEligibility: (r, _, ctx) => roomEligibilityOf(r, ctx),
  },
};
