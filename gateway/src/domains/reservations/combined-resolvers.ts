/**
 * Combined appointments on the graph: what the places offer on a day, the draft checked by the
 * rules, making the appointment (checked first; then one upstream write, all or nothing), the
 * appointment with its vouchers and the viewer's record of use.
 */
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { inputError } from '../../core/user-errors.ts';
import { dayArg } from '../../core/validation.ts';
import { chinaDay, nextDays } from '../../core/time.ts';
import { RESERVATION_DAYS } from '../../core/limits.ts';
import { clearOrders, orderCancelVerdict, orderStatusCode, reservationOrderSource, type ReservationOrderRow } from '../orders/index.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { assertOk } from '../../core/upstream/envelope.ts';
import type {
  AppointmentDetailRow,
  AppointmentSource,
  BlockedVoucherSource,
  CancelAppointmentPayloadSource,
  ConsumptionSource,
  MakeAppointmentPayloadSource,
  OfferRow,
  OfferSource,
  OfferSlotSource,
} from './combined-types.ts';
import { cancelAppointmentCall, consumptionPage, makeAppointmentCall, offerPage } from './combined-upstream.ts';
import { checkDraft, type AppointmentInputValue } from './draft.ts';
import { offerKey } from './loaders.ts';
import { appointmentRefusalOf } from './refusals.ts';
import { appointmentCancelState, slotRawId } from './rules.ts';

const SCENERY = 'CONTENT_TYPE_SCENERY';
const KIND_TYPES = { SCENIC_AREA: SCENERY, VENUE: 'CONTENT_TYPE_VENUE' } as const;
const offerSource = (row: OfferRow, date: string): OfferSource => ({ __typename: 'AppointmentResource', row, date });
const appointmentId = (code: string) => toGlobalId('Appointment', code);

export const combinedNodeLoaders: Record<string, NodeLoader<OfferSource | AppointmentSource>> = {
  AppointmentResource: async (rawId, ctx) => {
    const m = /^(\d{4}-\d{2}-\d{2}):(\d{1,15})$/.exec(rawId);
    const row = m ? await ctx.loaders.reservations.offer.load(offerKey(m[1]!, m[2]!)) : null;
    return row && m ? offerSource(row, m[1]!) : null;
  },
  Appointment: async (rawId, ctx) => {
    if (!/^[\w-]{1,40}$/.test(rawId)) return null;
    const row = await ctx.loaders.reservations.appointment.load(rawId);
    return row ? { __typename: 'Appointment', row } : null;
  },
};

async function makeAppointment(input: AppointmentInputValue, ctx: GatewayContext): Promise<MakeAppointmentPayloadSource> {
  requireToken(ctx);
  const draft = await checkDraft(input, ctx);
  if (draft.errors.length > 0) return { errors: draft.errors };
  if (draft.visitors.length === 0) return { errors: [inputError('APPOINTMENT_VISITOR_REQUIRED', 'contactIds')] };
  const envelope = await makeAppointmentCall(ctx.upstream, {
    date: draft.date,
    items: draft.choices.map((c) => `${c.ref.placeId}:${c.ref.slotId}`).join(','),
    contactIds: draft.visitors.map((v) => String(v.id)).join(','),
  });
  ctx.loaders.reservations.offer.clearAll();
  const refusal = appointmentRefusalOf(envelope, 'slotIds');
  if (refusal) return { errors: [refusal] };
  clearOrders(ctx, null);
  const code = text((envelope.data as { appointmentCode?: unknown } | null)?.appointmentCode);
  return { errors: [], appointmentCode: code };
}

const CANCELLED = 14;
const APPOINTMENT_CODE = /^[\w-]{1,40}$/;

/** The appointment's vouchers as the whole cancel sees them, at `now`. */
function cancelState(row: AppointmentDetailRow, now: number) {
  return appointmentCancelState(
    (row.vouchers ?? []).map((voucher) => ({
      voucher,
      cancelled: orderStatusCode(voucher) === CANCELLED,
      verdict: orderCancelVerdict(voucher, now),
    })),
  );
}

const blockedOf = (views: ReturnType<typeof cancelState>['blocked']): BlockedVoucherSource[] =>
  views.map((v) => ({ voucher: v.voucher, reason: v.verdict === 'WINDOW_CLOSED' ? 'CANCEL_WINDOW_CLOSED' : 'CANCEL_NOT_ALLOWED' }));

/** The vouchers the upstream named when it refused (a voucher changed since the check), matched to the appointment's own. */
function upstreamBlocked(row: AppointmentDetailRow, data: unknown): BlockedVoucherSource[] {
  const named = (data as { vouchers?: Array<{ orderCode?: unknown; reason?: unknown }> } | null)?.vouchers ?? [];
  return named.flatMap((n) => {
    const voucher = (row.vouchers ?? []).find((v) => v.orderCode === text(n.orderCode));
    return voucher ? [{ voucher, reason: n.reason === 'TOO_LATE' ? 'CANCEL_WINDOW_CLOSED' : 'CANCEL_NOT_ALLOWED' } as const] : [];
  });
}

/**
 * Cancels the viewer's appointment whole: checked first by the vouchers' cancel rules (a refused
 * appointment costs no write), then one upstream write that cancels every voucher or none.
 */
async function cancelAppointment(input: { appointmentId: string }, ctx: GatewayContext): Promise<CancelAppointmentPayloadSource> {
  requireToken(ctx);
  const code = rawIdOf(input.appointmentId, 'Appointment', APPOINTMENT_CODE);
  const row = code ? await ctx.loaders.reservations.appointment.load(code) : null;
  if (!code || !row) return { errors: [inputError('RESOURCE_NOT_FOUND', 'appointmentId')], appointmentCode: null, blocked: [] };
  const state = cancelState(row, ctx.now.getTime());
  if (state.live.length === 0)
    return { errors: [inputError('APPOINTMENT_ALREADY_CANCELLED', 'appointmentId')], appointmentCode: code, blocked: [] };
  if (state.blocked.length > 0)
    return {
      errors: [inputError('APPOINTMENT_NOT_CANCELLABLE', 'appointmentId')],
      appointmentCode: code,
      blocked: blockedOf(state.blocked),
    };
  const envelope = await cancelAppointmentCall(ctx.upstream, code);
  ctx.loaders.reservations.appointment.clear(code);
  ctx.loaders.reservations.offer.clearAll();
  clearOrders(ctx, null);
  const refusal = appointmentRefusalOf(envelope, 'appointmentId');
  if (refusal) return { errors: [refusal], appointmentCode: code, blocked: upstreamBlocked(row, envelope.data) };
  assertOk(envelope);
  return { errors: [], appointmentCode: code, blocked: [] };
}

const voucherName = (row: ReservationOrderRow) => text(row.venueInfo?.venueName) ?? text(row.venueInfo?.name) ?? '';

export const combinedResolvers: Resolvers = {
  Query: {
    appointmentResources: (_root, args, ctx) => {
      const date = args.date ? dayArg(args.date, 'date') : chinaDay(ctx.now.getTime());
      const type = args.kind ? KIND_TYPES[args.kind] : '';
      return buildConnection(
        args,
        (page, size) => offerPage(ctx.upstream, date, type, page, size),
        (row) => offerSource(row, date),
      );
    },
    appointmentDays: (_root, _args, ctx) => nextDays(ctx.now.getTime(), RESERVATION_DAYS),
    appointmentDraft: (_root, { input }, ctx) => checkDraft(input, ctx),
  },
  Mutation: {
    makeAppointment: (_root, { input }, ctx) => makeAppointment(input, ctx),
    cancelAppointment: (_root, { input }, ctx) => cancelAppointment(input, ctx),
  },
  User: {
    appointmentConsumptions: (_u, args, ctx) =>
      buildConnection(
        args,
        (page, size) => consumptionPage(ctx.upstream, page, size),
        (row): ConsumptionSource => ({ __typename: 'AppointmentConsumption', row }),
      ),
  },
  AppointmentResource: {
    id: (o) => toGlobalId('AppointmentResource', `${o.date}:${String(o.row.resourceId)}`),
    placeId: (o) => toGlobalId(o.row.resourceType === SCENERY ? 'ScenicArea' : 'Venue', String(o.row.resourceId)),
    kind: (o) => (o.row.resourceType === SCENERY ? 'SCENIC_AREA' : 'VENUE'),
    name: (o) => text(o.row.name) ?? '',
    cover: (o) => imagesFrom(o.row.images, text(o.row.name) ?? '')[0] ?? null,
    date: (o) => o.date,
    open: (o) => String(o.row.isOpen) === '1',
    maxVisitors: (o) => int(o.row.maxPeople) ?? 1,
    remaining: (o) => Math.max(0, int(o.row.stock) ?? 0),
    slots: (o): OfferSlotSource[] =>
      (o.row.orderTimes ?? []).map((row) => ({
        resourceId: String(o.row.resourceId),
        date: o.date,
        open: String(o.row.isOpen) === '1',
        row,
      })),
    orderPath: (o) =>
      String(o.row.isOpen) === '1'
        ? `/appointment-order/${encodeURIComponent(String(o.row.resourceId))}/${o.date}${o.row.resourceType === SCENERY ? '?scenic=scenic' : ''}`
        : null,
  },
  AppointmentSlot: {
    id: (s) => toGlobalId('AppointmentSlot', slotRawId({ placeId: s.resourceId, date: s.date, slotId: String(s.row.id) })),
    startTime: (s) => text(s.row.startTime)?.slice(0, 5) ?? '',
    endTime: (s) => text(s.row.endTime)?.slice(0, 5) ?? '',
    capacity: (s) => Math.max(0, int(s.row.maxNum) ?? 0),
    remaining: (s) => Math.max(0, int(s.row.stock) ?? 0),
    bookable: (s) => s.open && (int(s.row.stock) ?? 0) > 0,
  },
  AppointmentDraft: {
    choices: (d) =>
      d.choices.map((c) => ({
        resource: offerSource(c.offer, d.date),
        slot: { resourceId: c.ref.placeId, date: d.date, open: String(c.offer.isOpen) === '1', row: c.slot },
      })),
    visitors: (d) => d.visitors.map((row) => ({ __typename: 'Contact' as const, row })),
  },
  Appointment: {
    id: (a) => appointmentId(a.row.appointmentCode),
    code: (a) => a.row.appointmentCode,
    date: (a) => text(a.row.date) ?? '',
    createdAt: (a) => chinaDateTime(a.row.createTime),
    visitors: (a) => (a.row.visitors ?? []).map((v) => ({ name: text(v.name) ?? '', maskedCertificateNumber: text(v.certNumber) ?? '' })),
    vouchers: (a) => (a.row.vouchers ?? []).map(reservationOrderSource),
    successPath: (a) => `/appointment-success?id=${encodeURIComponent(appointmentId(a.row.appointmentCode))}`,
    canCancel: (a, _, ctx) => cancelState(a.row, ctx.now.getTime()).canCancel,
    cancelled: (a) => (a.row.vouchers ?? []).length > 0 && (a.row.vouchers ?? []).every((v) => orderStatusCode(v) === CANCELLED),
  },
  CancelAppointmentPayload: {
    errors: (p) => p.errors,
    blockedVouchers: (p) => p.blocked,
    appointment: async (p, _, ctx) =>
      (p.appointmentCode ? combinedNodeLoaders.Appointment!(p.appointmentCode, ctx) : null) as Promise<AppointmentSource | null>,
  },
  AppointmentBlockedVoucher: {
    voucher: (b) => reservationOrderSource(b.voucher),
    placeName: (b) => voucherName(b.voucher),
    reason: (b) => inputError(b.reason, 'appointmentId'),
  },
  ReservationOrder: {
    appointment: async (o, _, ctx) => {
      const code = text(o.row.appointmentCode);
      return (code ? combinedNodeLoaders.Appointment!(code, ctx) : null) as Promise<AppointmentSource | null>;
    },
  },
  MakeAppointmentPayload: {
    errors: (p) => p.errors,
    appointment: async (p, _, ctx) =>
      (p.appointmentCode ? combinedNodeLoaders.Appointment!(p.appointmentCode, ctx) : null) as Promise<AppointmentSource | null>,
  },
  AppointmentConsumption: {
    id: (c) => toGlobalId('AppointmentConsumption', String(c.row.id)),
    appointmentCode: (c) => text(c.row.appointmentCode) ?? '',
    placeName: (c) => text(c.row.resourceName) ?? '',
    usedAt: (c) => chinaDateTime(c.row.usedTime),
    date: (c) => text(c.row.useDate),
    visitors: (c) => int(c.row.useNum) ?? 0,
    voucherPath: (c) => `/reservation-detail/${encodeURIComponent(text(c.row.orderCode) ?? '')}`,
  },
};
