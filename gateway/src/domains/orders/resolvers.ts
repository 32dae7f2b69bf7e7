import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, rawOfScopedId, toGlobalId } from '../../core/relay/global-id.ts';
import { newOrderCode } from '../../core/payload.ts';
import type { PayloadSource } from '../../core/payload.ts';
import { withIdentity } from '../appointments/index.ts';
import { activityNodeLoaders, loadActivityRoom } from '../activities/index.ts';
import { roomSlotKey } from '../activities/index.ts';
import { activityRoomSource, activitySource } from '../activities/index.ts';
import { eligibilityOf, roomEligibilityOf } from '../activities/index.ts';
import { saveComment } from '../comments/index.ts';
import { bookingContact, bookingContactErrors } from '../contacts/index.ts';
import { isCatalogueId, validateComment } from '../comments/index.ts';
import { resourceNode, resourceRefFromRow } from '../interactions/index.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import { mutate } from '../../core/mutate.ts';
import type { MutationSteps, RefusalMapper } from '../../core/mutate.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorCode } from '../../core/user-errors.ts';
import {
  nestedOf,
  orderCanCancel,
  orderCancelDeadline,
  orderCancelVerdict,
  orderCanPay,
  orderCanReview,
  orderKind,
  orderPaymentDeadline,
  orderPayVerdict,
  orderPrice,
  orderResourceId,
  orderResourceImage,
  orderResourceName,
  orderResourceType,
  orderStatus,
  orderStatusCode,
  orderVerificationCode,
  orderVoucher,
} from './fields.ts';
import { paymentMethodOf, payTypeOf, reservationStatusCode, reservationOrderType, returnUrlAllowed, statusLabelled } from './rules.ts';
import type { PaymentMethodValue } from './rules.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { isoChina } from '../../core/time.ts';
import { reservationOrderPath, reservationOrderSource } from './source.ts';
import { cancelOrder, orderList, payOrder, saveGenerateOrder, saveRoomOrder } from './upstream.ts';
import type { PayAnswerRow } from './upstream.ts';
import { validateDay, validateSeats, validateText } from '../../core/validation.ts';
import type {
  CancelReasonRow,
  CancelReasonSource,
  OrderPayloadSource,
  PaymentValue,
  ReservationOrderRow,
  ReservationOrderSource,
} from './types.ts';
import { PURPOSE_MAX } from '../../core/limits.ts';
import type { NodeLoader } from '../../core/relay/node.ts';

const nowOf = (ctx: GatewayContext) => ctx.now.getTime();
/** What an order code looks like (checked before it reaches the upstream). */
const ORDER_CODE = /^[\w-]{1,64}$/;
type OrderFields = Omit<OrderPayloadSource, 'errors'>;

/** An upstream refusal; its `code` is about the input field `field`. */
function refusalOnField(code: UserErrorCode, field: string): RefusalMapper {
  return (envelope, onField) => {
    const refusal = refusalOf(envelope, onField);
    return refusal && { ...refusal, field: refusal.code === code ? field : refusal.field };
  };
}

/** Forgets what this request loaded about the viewer's orders, so payloads read fresh state. */
export function clearOrders(ctx: GatewayContext, orderCode: string | null): void {
  if (orderCode) ctx.loaders.orders.detail.clear(orderCode);
  if (ctx.session.token) {
    ctx.loaders.orders.toBeUsed.clear(ctx.session.token);
    ctx.loaders.viewer.counts.clear(ctx.session.token);
  }
}

/** Forgets the stock of what an order took seats or slots of. */
function clearStockOf(row: ReservationOrderRow | null, ctx: GatewayContext): void {
  if (!row) return;
  const id = orderResourceId(row);
  if (!id) return;
  const kind = orderKind(row);
  if (kind === 'ACTIVITY') ctx.loaders.activities.detail.clear(id);
  if (kind === 'ACTIVITY_ROOM') ctx.loaders.activities.roomSlots.clearAll();
  if (kind === 'VENUE' || kind === 'SCENIC') ctx.loaders.reservations.days.clearAll();
}

async function loadOrder(orderId: string, ctx: GatewayContext): Promise<ReservationOrderRow | null> {
  const code = rawIdOf(orderId, ['ReservationOrder']);
  return code ? ctx.loaders.orders.detail.load(code) : null;
}

/** An order mutation: `mutate` answering the order payload's fields. */
const mutateOrder = (ctx: GatewayContext, run: (m: MutationSteps<OrderFields>) => Promise<OrderFields>) =>
  mutate<OrderFields>(ctx, {}, run);

function bookActivity(
  input: {
    activityId: string;
    sessionId: string;
    seats: number;
    contactName?: string | null;
    contactPhone?: string | null;
    contactId?: string | null;
  },
  ctx: GatewayContext,
): Promise<OrderPayloadSource> {
  return mutateOrder(ctx, async (m) => {
    m.check([...validateSeats(input.seats), ...bookingContactErrors(input)]);
    // A regular contact is the user's own: anyone else's answers like one that does not exist.
    const contact = m.found(await bookingContact(input, ctx), 'contactId');
    const activityId = m.rawId(input.activityId, ['Activity'], 'activityId');
    if (!isUpstreamId(activityId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'activityId'));
    const row = m.found(await ctx.loaders.activities.detail.load(activityId), 'activityId');
    const sessionId = input.sessionId.trim();
    if (!(row.sessions ?? []).some((s) => String(s.id) === sessionId))
      m.refuse(inputError('RESOURCE_NOT_FOUND', 'sessionId'), { activityId });
    m.check(validateSeats(input.seats, int(row.maxOrderNum)), { activityId });
    // The integrity check runs first; a refusal carries the dialog's data.
    const eligibility = await eligibilityOf(activitySource(row), ctx);
    if (eligibility && !eligibility.allowed) m.refuse(inputError('INTEGRITY_REFUSED', null), { activityId, eligibility });
    const envelope = await saveGenerateOrder(ctx.upstream, {
      activityId,
      sessionId,
      orderNum: input.seats,
      contactName: contact.name,
      contactPhone: encryptPhone(contact.phone, ctx.settings.sm4Key),
    });
    ctx.loaders.activities.detail.clear(activityId);
    m.accepted(envelope, null, { refusal: refusalOnField('TOO_MANY_SEATS', 'seats'), extra: { activityId } });
    const orderCode = newOrderCode(envelope);
    clearOrders(ctx, orderCode);
    return { orderCode, activityId };
  });
}

function payReservation(
  input: { orderId: string; method?: PaymentMethodValue | null; returnUrl?: string | null },
  ctx: GatewayContext,
): Promise<OrderPayloadSource> {
  return mutateOrder(ctx, async (m) => {
    // The return address is checked before anything is asked of the upstream.
    const returnUrl = input.returnUrl?.trim() ?? '';
    if (returnUrl !== '' && !returnUrlAllowed(returnUrl, [...(ctx.settings.appOrigins ?? []), ...(ctx.settings.allowedOrigins ?? [])])) {
      m.refuse(inputError('RETURN_URL_NOT_ALLOWED', 'returnUrl'));
    }
    const row = await loadOrder(input.orderId, ctx);
    if (!row) return m.refuse(inputError('ORDER_NOT_FOUND', 'orderId'));
    const verdict = orderPayVerdict(row, nowOf(ctx));
    if (verdict !== 'ALLOWED') {
      const code = verdict === 'CLOSED' ? 'ORDER_CLOSED' : verdict === 'ALREADY_PAID' ? 'ALREADY_PAID' : 'PAY_NOT_ALLOWED';
      m.refuse(inputError(code, 'orderId'), { orderCode: row.orderCode });
    }
    const method = input.method ?? 'WECHAT_PAY';
    const envelope = await payOrder(ctx.upstream, { orderCode: row.orderCode, payType: payTypeOf(method), returnUrl });
    clearOrders(ctx, row.orderCode);
    m.accepted(envelope, 'orderId', { extra: { orderCode: row.orderCode } });
    const data = decodeData<PayAnswerRow>(envelope);
    const payUrl = text(data?.payUrl);
    const tradeNo = text(data?.tradeNo);
    // Only an http(s) page of the provider is handed to the app.
    if (!payUrl || !/^https?:\/\//i.test(payUrl) || !tradeNo) throw new UpstreamMalformedError();
    const payment: PaymentValue = {
      tradeNo,
      payUrl,
      amount: num(data?.amount) ?? orderPrice(row) ?? 0,
      method: paymentMethodOf(text(data?.payType)) ?? method,
      expiresAt: chinaDateTime(data?.expireTime),
    };
    return { orderCode: row.orderCode, payment };
  });
}

/** The site's cancel reasons as the graph answers them (rows without an id or words left out). */
async function cancelReasonSources(ctx: GatewayContext): Promise<CancelReasonSource[]> {
  const rows: CancelReasonRow[] = await ctx.loaders.orders.cancelReasons.load('');
  return rows.flatMap((r) => {
    const id = text(r.id);
    const reason = text(r.reason);
    return id && reason ? [{ __typename: 'OrderCancelReason' as const, id, reason, needsRemark: String(r.needRemark) === '1' }] : [];
  });
}

/**
 * The reason and remark of a cancel, checked before the upstream is asked: a remark needs a reason,
 * the reason must be one of the site's, a remark is at most PURPOSE_MAX characters and required by
 * a reason that needs one. Null when the cancel names no reason.
 */
async function cancelChoice(
  input: { reasonId?: string | null; remark?: string | null },
  m: MutationSteps<OrderFields>,
  ctx: GatewayContext,
): Promise<{ reasonId: string; remark: string } | null> {
  const remark = (input.remark ?? '').trim();
  if (!input.reasonId) {
    if (remark) m.refuse(inputError('CANCEL_REASON_REQUIRED', 'reasonId'));
    return null;
  }
  const reasonId = m.rawId(input.reasonId, ['OrderCancelReason'], 'reasonId');
  const reason = (await cancelReasonSources(ctx)).find((r) => r.id === reasonId);
  if (!reason) return m.refuse(inputError('RESOURCE_NOT_FOUND', 'reasonId'));
  if (remark || reason.needsRemark) m.check(validateText(remark, 'remark', PURPOSE_MAX));
  return { reasonId, remark };
}

function cancelReservation(
  input: { orderId: string; reasonId?: string | null; remark?: string | null },
  ctx: GatewayContext,
): Promise<OrderPayloadSource> {
  return mutateOrder(ctx, async (m) => {
    const choice = await cancelChoice(input, m, ctx);
    const row = await loadOrder(input.orderId, ctx);
    if (!row) return m.refuse(inputError('ORDER_NOT_FOUND', 'orderId'));
    const verdict = orderCancelVerdict(row, nowOf(ctx));
    if (verdict === 'NOT_ALLOWED') m.refuse(inputError('CANCEL_NOT_ALLOWED', 'orderId'), { orderCode: row.orderCode });
    if (verdict === 'WINDOW_CLOSED') m.refuse(inputError('CANCEL_WINDOW_CLOSED', 'orderId'), { orderCode: row.orderCode });
    const envelope = await cancelOrder(ctx.upstream, row.orderCode, choice);
    clearOrders(ctx, row.orderCode);
    clearStockOf(row, ctx);
    m.accepted(envelope, 'orderId', { extra: { orderCode: row.orderCode } });
    return { orderCode: row.orderCode };
  });
}

function reviewReservation(
  input: {
    orderId: string;
    content: string;
    star?: number | null;
    tagIds?: readonly string[] | null;
    emoticonIds?: readonly string[] | null;
  },
  ctx: GatewayContext,
): Promise<OrderPayloadSource> {
  return mutateOrder(ctx, async (m) => {
    m.check(validateComment(input));
    const ids = (list: readonly string[] | null | undefined) => (list ?? []).map((id) => id.trim());
    const emoticonIds = ids(input.emoticonIds);
    const tagIds = ids(input.tagIds);
    if (![...emoticonIds, ...tagIds].every(isCatalogueId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'tagIds'));
    const row = await loadOrder(input.orderId, ctx);
    if (!row) return m.refuse(inputError('ORDER_NOT_FOUND', 'orderId'));
    if (!orderCanReview(row)) m.refuse(inputError('REVIEW_NOT_ALLOWED', 'orderId'), { orderCode: row.orderCode });
    const resourceType = orderResourceType(row);
    const resourceId = orderResourceId(row);
    if (!resourceType || !resourceId) return m.refuse(inputError('REVIEW_NOT_ALLOWED', 'orderId'), { orderCode: row.orderCode });
    const envelope = await saveComment(ctx.upstream, {
      content: input.content.trim(),
      emoticonIds,
      tagIds,
      star: input.star ?? null,
      resourceType,
      resourceId,
      orderId: text(row.id) ?? row.orderCode,
    });
    clearOrders(ctx, row.orderCode);
    m.accepted(envelope, 'orderId', { extra: { orderCode: row.orderCode } });
    return { orderCode: row.orderCode };
  });
}

function bookRoomSlots(
  input: {
    roomId: string;
    date: string;
    slotIds: readonly string[];
    purpose: string;
    contactName?: string | null;
    contactPhone?: string | null;
    contactId?: string | null;
  },
  ctx: GatewayContext,
): Promise<OrderPayloadSource> {
  return mutateOrder(ctx, async (m) => {
    const slotIds = [...new Set(input.slotIds.map((id) => rawOfScopedId(id, 'RoomTimeSlot')))];
    m.check([
      ...validateDay(input.date),
      ...(slotIds.length === 0 ? [inputError('SLOT_REQUIRED', 'slotIds')] : []),
      ...validateText(input.purpose, 'purpose'),
      ...bookingContactErrors(input),
    ]);
    const contact = m.found(await bookingContact(input, ctx), 'contactId');
    const roomId = m.rawId(input.roomId, ['ActivityRoom'], 'roomId');
    const room = m.found(isUpstreamId(roomId) ? await ctx.loaders.activities.room.load(roomId) : null, 'roomId');
    // The integrity check runs first, as for activities (action "book activity room").
    const eligibility = await roomEligibilityOf(activityRoomSource({ ...room, id: room.id ?? roomId }), ctx);
    if (eligibility && !eligibility.allowed) m.refuse(inputError('INTEGRITY_REFUSED', null), { roomId, eligibility });
    const slots = await ctx.loaders.activities.roomSlots.load(roomSlotKey(roomId, input.date));
    const free = new Set(slots.filter((s) => int(s.status) === 0).map((s) => String(s.id)));
    if (!slotIds.every((id) => free.has(id))) m.refuse(inputError('SLOT_TAKEN', 'slotIds'), { roomId });
    const envelope = await saveRoomOrder(ctx.upstream, {
      roomId,
      date: input.date,
      slotIds: slotIds.join(','),
      purpose: input.purpose.trim(),
      contactName: contact.name,
      contactPhone: encryptPhone(contact.phone, ctx.settings.sm4Key),
    });
    ctx.loaders.activities.roomSlots.clear(roomSlotKey(roomId, input.date));
    m.accepted(envelope, null, { refusal: refusalOnField('SLOT_TAKEN', 'slotIds'), extra: { roomId } });
    const orderCode = newOrderCode(envelope);
    clearOrders(ctx, orderCode);
    return { orderCode, roomId };
  });
}

export const orderResolvers: Resolvers = {
  User: {
    reservationOrders: (_u, args, ctx) => {
      const filter = {
        status: args.status ? reservationStatusCode(args.status) : null,
        orderType: args.kind ? reservationOrderType(args.kind) : null,
      };
      return buildConnection(args, (currPage, pageSize) => orderList(ctx.upstream, currPage, pageSize, filter), reservationOrderSource);
    },
    reservationCounts: async (_u, _, ctx) => ({ toBeUsed: await ctx.loaders.orders.toBeUsed.load(ctx.session.token ?? '') }),
    reservationOrder: async (_u, args, ctx) => {
      const code = args.orderCode.trim();
      if (!ORDER_CODE.test(code)) return null;
      // The request's own user reads through the per-request loader (which mutations clear).
      const row = await ctx.loaders.orders.detail.load(code);
      return row ? reservationOrderSource(row) : null;
    },
  },
  ReservationOrder: {
    id: (o) => toGlobalId('ReservationOrder', o.id),
    orderCode: (o) => o.id,
    kind: (o) => orderKind(o.row),
    kindCode: (o) => text(o.row.orderType),
    status: (o, _, ctx) => orderStatus(o.row, nowOf(ctx)),
    statusCode: (o) => orderStatusCode(o.row) ?? -1,
    statusLabelled: (o, _, ctx) => statusLabelled(orderStatus(o.row, nowOf(ctx))),
    seats: (o) => int(o.row.orderNum),
    remainingSeats: (o) => int(o.row.surplusNum),
    startsAt: (o) => chinaDateTime(o.row.startTime) ?? chinaDateTime(nestedOf(o.row).useStartTime),
    endsAt: (o) => chinaDateTime(o.row.endTime) ?? chinaDateTime(nestedOf(o.row).useEndTime),
    price: (o) => orderPrice(o.row),
    points: (o) => int(o.row.integral),
    paidAmount: (o) => num(o.row.payMoney),
    paidPoints: (o) => int(o.row.payIntegral),
    resourceName: (o) => orderResourceName(o.row),
    resourceImage: (o) => orderResourceImage(o.row),
    resource: async (o, _, ctx) => {
      const id = orderResourceId(o.row);
      const kind = orderKind(o.row);
      if (!id || kind === 'THIRD_PARTY' || kind === 'UNKNOWN') return null;
      if (kind === 'ACTIVITY_ROOM') return loadActivityRoom(id, ctx);
      return resourceNode(resourceRefFromRow(orderResourceType(o.row), id), ctx);
    },
    canCancel: (o, _, ctx) => orderCanCancel(o.row, nowOf(ctx)),
    cancelDeadline: (o) => isoChina(orderCancelDeadline(o.row)),
    cancelWindowClosed: (o, _, ctx) => orderCancelVerdict(o.row, nowOf(ctx)) === 'WINDOW_CLOSED',
    canReview: (o) => orderCanReview(o.row),
    canPay: (o, _, ctx) => orderCanPay(o.row, nowOf(ctx)),
    paymentDeadline: (o) => isoChina(orderPaymentDeadline(o.row)),
    paymentMethod: (o) => paymentMethodOf(text(o.row.payType)),
    paidAt: (o) => chinaDateTime(o.row.payTime),
    verificationCode: (o, _, ctx) => orderVerificationCode(o.row, nowOf(ctx)),
    voucher: (o, _, ctx) => orderVoucher(o.row, nowOf(ctx)),
    reviewPath: (o) => {
      const id = orderResourceId(o.row);
      const type = orderResourceType(o.row);
      if (!orderCanReview(o.row) || !id || !type) return null;
      // The order code is the page's {orderId}: the page loads the order with User.reservationOrder.
      return `/reservation-write/${encodeURIComponent(id)}/${encodeURIComponent(type)}/${encodeURIComponent(o.id)}`;
    },
    externalUrl: (o, _, ctx) =>
      orderKind(o.row) === 'THIRD_PARTY' ? withIdentity(text(nestedOf(o.row).infoUrl), '/user-reservation', ctx) : null,
    detailPath: (o) => reservationOrderPath(o.id),
    createdAt: (o) => chinaDateTime(o.row.createTime),
    cancellation: (o, _, ctx) => {
      const reason = text(o.row.cancelReasonText);
      const status = orderStatus(o.row, nowOf(ctx));
      if (!reason || (status !== 'CANCELLED' && status !== 'CLOSED')) return null;
      return { reason, remark: text(o.row.cancelRemark), cancelledAt: chinaDateTime(o.row.cancelTime) };
    },
    cancelPath: (o, _, ctx) => (orderCanCancel(o.row, nowOf(ctx)) ? `/cancel-odder?order=${encodeURIComponent(o.id)}` : null),
    cancelledPath: (o, _, ctx) => {
      const status = orderStatus(o.row, nowOf(ctx));
      return status === 'CANCELLED' || status === 'CLOSED' ? `/cancel-off?order=${encodeURIComponent(o.id)}` : null;
    },
    codePath: (o, _, ctx) =>
      orderKind(o.row) === 'ACTIVITY' && orderVoucher(o.row, nowOf(ctx)) ? `/code-detail-activity?order=${encodeURIComponent(o.id)}` : null,
  },
  OrderCancelReason: {
    id: (r) => toGlobalId('OrderCancelReason', r.id),
  },
  Query: {
    orderCancelReasons: (_root, _args, ctx) => cancelReasonSources(ctx).catch(() => []),
  },
  Mutation: {
    bookActivity: (_root, { input }, ctx) => bookActivity(input, ctx),
    payReservationOrder: (_root, { input }, ctx) => payReservation(input, ctx),
    cancelReservationOrder: (_root, { input }, ctx) => cancelReservation(input, ctx),
    reviewReservationOrder: (_root, { input }, ctx) => reviewReservation(input, ctx),
    bookRoomSlots: (_root, { input }, ctx) => bookRoomSlots(input, ctx),
  },
};

/** Payload fields resolved through the loaders from a OrderPayloadSource. */
export const payloadFields = {
  errors: (p: PayloadSource) => p.errors,
  order: async (p: { orderCode?: string | null }, _: unknown, ctx: GatewayContext) => {
    if (!p.orderCode) return null;
    const row = await ctx.loaders.orders.detail.load(p.orderCode);
    return row ? reservationOrderSource(row) : null;
  },
};

export const orderPayloadResolvers: Resolvers = {
  BookActivityPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    activity: async (p, _, ctx) => (p.activityId ? activityNodeLoaders.Activity!(p.activityId, ctx) : null),
    eligibility: (p) => p.eligibility ?? null,
  },
  PayReservationOrderPayload: { errors: payloadFields.errors, order: payloadFields.order, payment: (p) => p.payment ?? null },
  CancelReservationOrderPayload: { errors: payloadFields.errors, order: payloadFields.order },
  ReviewReservationOrderPayload: { errors: payloadFields.errors, order: payloadFields.order },
  BookRoomSlotsPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    room: async (p, _, ctx) => (p.roomId ? loadActivityRoom(p.roomId, ctx) : null),
    eligibility: (p) => p.eligibility ?? null,
  },
};

export const orderNodeLoaders: Record<string, NodeLoader<ReservationOrderSource | CancelReasonSource>> = {
  OrderCancelReason: async (rawId, ctx) => (await cancelReasonSources(ctx)).find((r) => r.id === rawId) ?? null,
  ReservationOrder: async (rawId, ctx) => {
    if (!ORDER_CODE.test(rawId)) return null;
    const row = await ctx.loaders.orders.detail.load(rawId);
    return row ? reservationOrderSource(row) : null;
  },
};
