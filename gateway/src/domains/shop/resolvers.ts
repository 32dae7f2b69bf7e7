import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import {
  canReviewShopOrder,
  emoticonCount,
  parcelState,
  canChooseDeliveryAddress,
  canCancelShopOrder,
  canRefundShopOrder,
  refundState,
  SHOP_ORDER_TYPES,
  shopOrderStatus,
  shopOrderType,
  TO_PAY_CODES,
} from './rules.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { validateText } from '../../core/validation.ts';
import type { ShopPayloadSource } from './types.ts';
import { requireToken } from '../../core/auth.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import {
  applyRefund,
  cancelShopOrder,
  refundAmount,
  shopOrders,
  submitShopReview,
  updateShopOrderAddress,
  walletRecords,
} from './upstream.ts';
import { imagesFrom } from '../../core/image.ts';
import { flag } from '../../core/normalise.ts';
import { STAR_MAX, STAR_MIN, COMMENT_MAX_CHARS, MAX_EMOTICONS, MAX_TAGS } from '../../core/limits.ts';
import { validateComment } from '../comments/index.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import type { Refusal, UserErrorSource } from '../../core/user-errors.ts';
import type { ShopReviewOptionsRow } from './types.ts';
import { addressSource, ownAddress } from '../addresses/index.ts';
import type { ShopOrderRow, ShopOrderSource } from './types.ts';

/** In-app path of a shop order's page. */
export const shopOrderPath = (orderId: string) => `/order-detail/${encodeURIComponent(orderId)}`;
/** A shop order's product picture. */
export const shopOrderThumbnail = (row: ShopOrderRow) => imageFrom(row.thumbImageUrl, text(row.productName) ?? '');

export const shopOrderSource = (row: ShopOrderRow): ShopOrderSource => ({ __typename: 'ShopOrder', id: String(row.orderId), row });

/** The detail row (receiver, logistics, tickets, stay): the source when it is one, else the loader; null when the call fails. */
async function detailRow(o: ShopOrderSource, ctx: GatewayContext): Promise<ShopOrderRow | null> {
  if (Array.isArray(o.row.logistics) || Array.isArray(o.row.tickets)) return o.row;
  return ctx.loaders.shop.order.load(o.id).catch(() => null);
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const dayOf = (value: unknown) => {
  const day = text(value);
  return day && DAY.test(day) ? day.slice(0, 10) : null;
};
const TICKET_STATES = new Set(['USED', 'UNUSED']);

const typeOf = (row: ShopOrderRow) => shopOrderType(int(row.orderType));
export const statusOf = (row: ShopOrderRow) => shopOrderStatus(typeOf(row), int(row.orderStatus));
export const refundOf = (row: ShopOrderRow) => refundState(int(row.refundStatus));
const parcelOf = (row: ShopOrderRow) => parcelState(text(row.parcelState));
export const canReviewRow = (row: ShopOrderRow) => canReviewShopOrder(typeOf(row), statusOf(row), parcelOf(row), flag(row.reviewed));

export const shopNodeLoaders: Record<string, NodeLoader<ShopOrderSource>> = {
  ShopOrder: async (rawId, ctx) => {
    if (!ctx.session.token || !/^[\w-]{1,64}$/.test(rawId)) return null;
    const row = await ctx.loaders.shop.order.load(rawId);
    return row ? shopOrderSource(row) : null;
  },
};

async function loadShopOrder(orderId: string, ctx: GatewayContext): Promise<ShopOrderRow | null> {
  const id = rawIdOf(orderId, ['ShopOrder']);
  return id ? ctx.loaders.shop.order.load(id) : null;
}

async function cancel(orderId: string, ctx: GatewayContext): Promise<ShopPayloadSource> {
  requireToken(ctx);
  const row = await loadShopOrder(orderId, ctx);
  if (!row) return { errors: [inputError('ORDER_NOT_FOUND', 'orderId')] };
  const id = String(row.orderId);
  if (!canCancelShopOrder(statusOf(row))) return { errors: [inputError('CANCEL_NOT_ALLOWED', 'orderId')], shopOrderId: id };
  const refusal = refusalOf(await cancelShopOrder(ctx.upstream, await ctx.loaders.shop.session(), id), 'orderId');
  ctx.loaders.shop.order.clear(id);
  return { errors: refusal ? [refusal] : [], shopOrderId: id };
}

async function refund(input: { orderId: string; reason: string }, ctx: GatewayContext): Promise<ShopPayloadSource> {
  requireToken(ctx);
  const errors = validateText(input.reason, 'reason');
  if (errors.length > 0) return { errors };
  const row = await loadShopOrder(input.orderId, ctx);
  if (!row) return { errors: [inputError('ORDER_NOT_FOUND', 'orderId')] };
  const id = String(row.orderId);
  if (!canRefundShopOrder(statusOf(row), refundOf(row))) return { errors: [inputError('REFUND_NOT_ALLOWED', 'orderId')], shopOrderId: id };
  const shop = await ctx.loaders.shop.session();
  const amountEnvelope = await refundAmount(ctx.upstream, shop, id);
  const amountRefusal = refusalOf(amountEnvelope, 'orderId');
  if (amountRefusal) return { errors: [amountRefusal], shopOrderId: id };
  const amount = text(decodeData<{ amount?: unknown }>(amountEnvelope)?.amount) ?? text(row.orderPayAmount) ?? '0.00';
  const refusal = refusalOf(await applyRefund(ctx.upstream, shop, { orderId: id, reason: input.reason.trim(), amount }), 'orderId');
  ctx.loaders.shop.order.clear(id);
  ctx.loaders.shop.clearWallet();
  return { errors: refusal ? [refusal] : [], shopOrderId: id };
}

/** A goods order delivered to one of the user's shipping addresses (RESOURCE_NOT_FOUND on `addressId` for another user's). */
async function chooseAddress(input: { orderId: string; addressId: string }, ctx: GatewayContext): Promise<ShopPayloadSource> {
  requireToken(ctx);
  const row = await loadShopOrder(input.orderId, ctx);
  if (!row) return { errors: [inputError('ORDER_NOT_FOUND', 'orderId')] };
  const id = String(row.orderId);
  if (!canChooseDeliveryAddress(typeOf(row), statusOf(row)))
    return { errors: [inputError('DELIVERY_ADDRESS_LOCKED', 'orderId')], shopOrderId: id };
  const addressId = rawIdOf(input.addressId, ['ShippingAddress']);
  const address = addressId ? await ownAddress(ctx, addressId) : null;
  if (!address) return { errors: [inputError('RESOURCE_NOT_FOUND', 'addressId')], shopOrderId: id };
  const refusal = refusalOf(
    await updateShopOrderAddress(ctx.upstream, await ctx.loaders.shop.session(), id, String(address.id)),
    'addressId',
  );
  ctx.loaders.shop.order.clear(id);
  return { errors: refusal ? [refusal] : [], shopOrderId: id };
}

/** The shop's own words for a review refused upstream (a race lost: reviewed meanwhile). */
const REVIEW_REFUSALS: readonly Refusal[] = [[/已评价/, 'ORDER_ALREADY_REVIEWED']];

const tagsOf = (options: ShopReviewOptionsRow) =>
  (options.tags ?? []).flatMap((t) => {
    const code = text(t?.code);
    return code ? [{ code, name: text(t?.name) ?? code }] : [];
  });
const maxPicturesOf = (options: ShopReviewOptionsRow) => int(options.maxPictures) ?? 0;

interface ReviewInput {
  orderId: string;
  stars: number;
  text: string;
  tagCodes?: readonly string[] | null;
  pictureIds?: readonly string[] | null;
}

/** The review's own checks (the comment rules, the shop's tags and picture limit): empty when it may go upstream. */
function reviewErrors(input: ReviewInput, options: ShopReviewOptionsRow, pictures: { errors: UserErrorSource[] }): UserErrorSource[] {
  const tagCodes = input.tagCodes ?? [];
  const errors = validateComment({ content: input.text, star: input.stars, tagIds: tagCodes }).map((e) => ({
    ...e,
    field: e.field === 'content' ? 'text' : e.field === 'star' ? 'stars' : e.field === 'tagIds' ? 'tagCodes' : e.field,
  }));
  if (emoticonCount(input.text) > MAX_EMOTICONS) errors.push(inputError('TOO_MANY_EMOTICONS', 'text', MAX_EMOTICONS));
  const known = new Set(tagsOf(options).map((t) => t.code));
  if (!errors.some((e) => e.field === 'tagCodes') && (new Set(tagCodes).size !== tagCodes.length || tagCodes.some((c) => !known.has(c))))
    errors.push(inputError('SHOP_REVIEW_TAG_UNKNOWN', 'tagCodes'));
  const max = maxPicturesOf(options);
  if ((input.pictureIds ?? []).length > max) errors.push(inputError('SHOP_REVIEW_TOO_MANY_PICTURES', 'pictureIds', max));
  else errors.push(...pictures.errors);
  return errors;
}

/** The buyer's review of a goods order that arrived: checked whole here, then once upstream (a lost race answers ORDER_ALREADY_REVIEWED). */
async function review(input: ReviewInput, ctx: GatewayContext): Promise<ShopPayloadSource> {
  requireToken(ctx);
  const pictures = uploadedFileKeys(input.pictureIds ?? [], 'pictureIds', 'IMAGE');
  const errors = reviewErrors(input, await ctx.loaders.shop.reviewOptions(), pictures);
  if (errors.length > 0) return { errors };
  const row = await loadShopOrder(input.orderId, ctx);
  if (!row) return { errors: [inputError('ORDER_NOT_FOUND', 'orderId')] };
  const id = String(row.orderId);
  if (flag(row.reviewed)) return { errors: [inputError('ORDER_ALREADY_REVIEWED', 'orderId')], shopOrderId: id };
  if (!canReviewRow(row)) return { errors: [inputError('REVIEW_NOT_ALLOWED', 'orderId')], shopOrderId: id };
  const envelope = await submitShopReview(ctx.upstream, await ctx.loaders.shop.session(), {
    orderId: id,
    stars: input.stars,
    content: input.text.trim(),
    tags: input.tagCodes ?? [],
    pictures: pictures.keys,
  });
  const refusal = refusalOf(envelope, 'orderId', REVIEW_REFUSALS);
  ctx.loaders.shop.order.clear(id);
  return { errors: refusal ? [refusal] : [], shopOrderId: id };
}

const PARCEL_EVENT_STATE = (raw: unknown) => parcelState(text(raw)) ?? 'OTHER';

const typeCode = (type: string) => Number(Object.entries(SHOP_ORDER_TYPES).find(([, v]) => v === type)?.[0] ?? NaN);

const WALLET_TYPES = new Set(['REFUND', 'WITHDRAW', 'INCOME']);

export const shopResolvers: Resolvers = {
  Query: {
    shopReviewRules: async (_root, _args, ctx) => {
      requireToken(ctx);
      const options = await ctx.loaders.shop.reviewOptions();
      return {
        starMin: STAR_MIN,
        starMax: STAR_MAX,
        textMaxLength: COMMENT_MAX_CHARS,
        maxEmoticons: MAX_EMOTICONS,
        maxTags: MAX_TAGS,
        maxPictures: maxPicturesOf(options),
        tags: tagsOf(options),
      };
    },
  },
  ShopParcel: {
    carrier: (p) => ({
      code: text(p.carrierCode) ?? '',
      name: text(p.carrierName) ?? text(p.carrierCode) ?? '',
      phone: text(p.carrierPhone),
    }),
    trackingNumber: (p) => text(p.trackingNo) ?? '',
    state: (p) => parcelState(text(p.state)) ?? 'OTHER',
    events: (p) =>
      (p.events ?? []).flatMap((e) => {
        const description = text(e?.context);
        return description ? [{ at: chinaDateTime(e.time), state: PARCEL_EVENT_STATE(e.state), description }] : [];
      }),
  },
  ShopOrderReview: {
    stars: (r) => int(r.stars) ?? 0,
    text: (r) => text(r.content) ?? '',
    tags: (r) => tagsOf({ tags: r.tags ?? [] }),
    pictures: (r) => imagesFrom(r.pictures ?? [], ''),
    createdAt: (r) => chinaDateTime(r.createTime),
  },
  User: {
    shopOrders: async (_u, args, ctx) => {
      const shop = await ctx.loaders.shop.session();
      const filter = { orderType: args.type ? typeCode(args.type) : null, orderStatus: args.awaitingPayment ? TO_PAY_CODES : null };
      return buildConnection(args, (pageNum, pageSize) => shopOrders(ctx.upstream, shop, filter, pageNum, pageSize), shopOrderSource);
    },
    wallet: async (_u, _, ctx) => ({ row: await ctx.loaders.shop.wallet() }),
  },
  Wallet: {
    balance: (w) => num(w.row.balance) ?? 0,
    frozen: (w) => num(w.row.frozen) ?? 0,
    withdrawable: (w) => num(w.row.withdrawable) ?? 0,
    records: async (_w, args, ctx) => {
      const shop = await ctx.loaders.shop.session();
      return buildConnection(
        args,
        (pageNum, pageSize) => walletRecords(ctx.upstream, shop, pageNum, pageSize),
        (row) => {
          const type = text(row.type)?.toUpperCase() ?? '';
          return {
            id: String(row.id),
            type: (WALLET_TYPES.has(type) ? type : 'OTHER') as 'REFUND' | 'WITHDRAW' | 'INCOME' | 'OTHER',
            amount: num(row.amount) ?? 0,
            createdAt: chinaDateTime(row.createTime),
            status: text(row.status),
          };
        },
      );
    },
  },
  ShopOrder: {
    id: (o) => toGlobalId('ShopOrder', o.id),
    upstreamId: (o) => o.id,
    orderNo: (o) => text(o.row.orderNo) ?? o.id,
    type: (o) => typeOf(o.row),
    typeCode: (o) => int(o.row.orderType),
    status: (o) => statusOf(o.row),
    statusCode: (o) => int(o.row.orderStatus) ?? -1,
    productName: (o) => text(o.row.productName) ?? '',
    thumbnail: (o) => shopOrderThumbnail(o.row),
    amount: (o) => num(o.row.orderPayAmount),
    paymentDeadline: (o) => (statusOf(o.row) === 'TO_PAY' ? chinaDateTime(o.row.payExpireTime) : null),
    quantity: (o) => int(o.row.quantity),
    createdAt: (o) => chinaDateTime(o.row.createTime),
    refundState: (o) => refundOf(o.row),
    canCancel: (o) => canCancelShopOrder(statusOf(o.row)),
    canRefund: (o) => canRefundShopOrder(statusOf(o.row), refundOf(o.row)),
    detailPath: (o) => shopOrderPath(o.id),
    receiver: async (o, _, ctx) => text((await detailRow(o, ctx))?.receiver),
    address: async (o, _, ctx) => text((await detailRow(o, ctx))?.address),
    deliveryAddress: async (o, _, ctx) => {
      const id = text((await detailRow(o, ctx))?.addressId);
      const row = id ? await ownAddress(ctx, id) : null;
      return row ? addressSource(row) : null;
    },
    canChooseDeliveryAddress: (o) => canChooseDeliveryAddress(typeOf(o.row), statusOf(o.row)),
    logistics: async (o, _, ctx) =>
      ((await detailRow(o, ctx))?.logistics ?? []).flatMap((e) => {
        const description = text(e?.context);
        return description ? [{ at: chinaDateTime(e.time), description }] : [];
      }),
    tickets: async (o, _, ctx) =>
      ((await detailRow(o, ctx))?.tickets ?? []).flatMap((t) => {
        const code = text(t?.code);
        const state = text(t?.status)?.toUpperCase() ?? '';
        return code ? [{ code, state: (TICKET_STATES.has(state) ? state : 'OTHER') as 'USED' | 'UNUSED' | 'OTHER' }] : [];
      }),
    parcelState: (o) => parcelOf(o.row),
    parcel: async (o, _, ctx) => (parcelOf(o.row) ? ctx.loaders.shop.parcel.load(o.id).catch(() => null) : null),
    trackingPath: (o) => (parcelOf(o.row) ? `/logistics/${encodeURIComponent(o.id)}` : null),
    canReview: (o) => canReviewRow(o.row),
    reviewPath: (o) => (canReviewRow(o.row) ? `/order-comment?orderId=${encodeURIComponent(o.id)}` : null),
    review: async (o, _, ctx) => (o.row.review !== undefined ? o.row : await detailRow(o, ctx))?.review ?? null,
    checkInDate: async (o, _, ctx) => (typeOf(o.row) === 'HOTEL' ? dayOf((await detailRow(o, ctx))?.checkIn) : null),
    checkOutDate: async (o, _, ctx) => (typeOf(o.row) === 'HOTEL' ? dayOf((await detailRow(o, ctx))?.checkOut) : null),
  },
  Mutation: {
    cancelShopOrder: (_root, { input }, ctx) => cancel(input.orderId, ctx),
    applyShopRefund: (_root, { input }, ctx) => refund(input, ctx),
    chooseShopOrderDeliveryAddress: (_root, { input }, ctx) => chooseAddress(input, ctx),
    reviewShopOrder: (_root, { input }, ctx) => review(input, ctx),
  },
  ReviewShopOrderPayload: {
    errors: (p) => p.errors,
    order: async (p, _, ctx) => (p.shopOrderId ? shopNodeLoaders.ShopOrder!(p.shopOrderId, ctx) : null),
  },
  ChooseShopOrderDeliveryAddressPayload: {
    errors: (p) => p.errors,
    order: async (p, _, ctx) => (p.shopOrderId ? shopNodeLoaders.ShopOrder!(p.shopOrderId, ctx) : null),
  },
  CancelShopOrderPayload: {
    errors: (p) => p.errors,
    order: async (p, _, ctx) => (p.shopOrderId ? shopNodeLoaders.ShopOrder!(p.shopOrderId, ctx) : null),
  },
  ApplyShopRefundPayload: {
    errors: (p) => p.errors,
    order: async (p, _, ctx) => (p.shopOrderId ? shopNodeLoaders.ShopOrder!(p.shopOrderId, ctx) : null),
  },
};
