import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, fen, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { shopNodeLoaders } from '../shop/index.ts';
import { applyRefund } from './mutations.ts';
import { progressCode, progressOf, REFUND_DESCRIPTION_MAX, REFUND_MAX_PICTURES } from './rules.ts';
import type { RefundRow, RefundSource } from './types.ts';
import { refundList } from './upstream.ts';

const sourceOf = (row: RefundRow): RefundSource => ({ __typename: 'Refund', id: String(row.refundId), row });

/** The refund's detail row (description, pictures, merchant): the loader's; null when the call fails. */
const detailOf = (r: RefundSource, ctx: GatewayContext) => ctx.loaders.refunds.byId.load(r.id).catch(() => null);

export const refundNodeLoaders: Record<string, NodeLoader<RefundSource>> = {
  Refund: async (rawId, ctx) => {
    requireToken(ctx);
    if (!/^\d{1,18}$/.test(rawId)) return null;
    const row = await ctx.loaders.refunds.byId.load(rawId);
    return row ? sourceOf(row) : null;
  },
};

const shopOrder = (id: string | null | undefined, ctx: GatewayContext) => (id ? shopNodeLoaders.ShopOrder!(id, ctx) : null);

export const refundResolvers: Resolvers = {
  User: {
    refunds: async (_u, args, ctx) => {
      const shop = await ctx.loaders.shop.session();
      const statuses = args.progress ? [progressCode(args.progress)] : [];
      return buildConnection(args, (pageNum, pageSize) => refundList(ctx.upstream, shop, statuses, pageNum, pageSize), sourceOf);
    },
  },
  ShopOrder: {
    refundableAmountFen: (o, _args, ctx) => ctx.loaders.refunds.refundableFen.load(o.id).catch(() => null),
  },
  Refund: {
    id: (r) => toGlobalId('Refund', r.id),
    refundNo: (r) => text(r.row.refundNo) ?? r.id,
    progress: (r) => progressOf(int(r.row.refundStatus)),
    amountFen: (r) => fen(r.row.refundAmount) ?? 0,
    orderAmountFen: (r) => fen(r.row.orderPayAmount),
    reason: (r) => text(r.row.reason) ?? '',
    description: async (r, _args, ctx) => text((await detailOf(r, ctx))?.description) ?? '',
    pictures: async (r, _args, ctx) => imagesFrom((await detailOf(r, ctx))?.pictures, text(r.row.productName) ?? ''),
    rejectReason: async (r, _args, ctx) =>
      progressOf(int(r.row.refundStatus)) === 'REJECTED' ? (text((await detailOf(r, ctx))?.rejectReason) ?? '') : null,
    appliedAt: (r) => chinaDateTime(r.row.applyTime),
    approvedAt: async (r, _args, ctx) => chinaDateTime((await detailOf(r, ctx))?.approveTime),
    refundedAt: async (r, _args, ctx) => chinaDateTime((await detailOf(r, ctx))?.refundTime),
    rejectedAt: async (r, _args, ctx) => chinaDateTime((await detailOf(r, ctx))?.rejectTime),
    productName: (r) => text(r.row.productName) ?? '',
    thumbnail: (r) => imageFrom(r.row.thumbImageUrl, text(r.row.productName) ?? ''),
    order: (r, _args, ctx) => shopOrder(text(r.row.orderId), ctx),
    merchant: async (r, _args, ctx) => {
      const detail = await detailOf(r, ctx);
      const name = text(detail?.merchantName);
      return name ? { name, phone: text(detail?.merchantPhone) ?? '' } : null;
    },
    detailPath: (r) => `/refund-detail/${encodeURIComponent(toGlobalId('Refund', r.id))}`,
  },
  ApplyRefundPayload: {
    errors: (p) => p.errors,
    refund: (p, _args, ctx) => (p.refundId ? refundNodeLoaders.Refund!(p.refundId, ctx) : null),
    order: (p, _args, ctx) => shopOrder(p.shopOrderId, ctx),
  },
  InputLimits: {
    refundMaxPictures: () => REFUND_MAX_PICTURES,
    refundDescriptionMaxLength: () => REFUND_DESCRIPTION_MAX,
  },
  Mutation: {
    applyRefund: (_root, { input }, ctx) => applyRefund(input, ctx),
  },
};
