/**
 * The upstream lists the order hub merges: the shop's orders and the reservation orders (one
 * list per orderType when a kind is asked for), each with the upstream filter that fits, and what
 * the hub shows of their rows.
 */
import type { GatewayContext } from '../../core/context.ts';
import { chinaMs } from '../../core/time.ts';
import {
  kindReviewable,
  orderCanPay,
  orderCanReview,
  orderList,
  reservationOrderSource,
  reservationOrderType,
  shopOrderSource,
  shopOrders,
  TO_PAY_CODES,
} from './deps.ts';
import type { ReservationOrderKindValue } from './deps.ts';
import type { Feed } from './merge.ts';
import { RESERVATION_KINDS, reservationKindsOf, SHOP_TO_USE_CODES } from './rules.ts';
import type { OrderKindValue, WaitingOrderGroupValue } from './rules.ts';
import type { OrderSource } from './types.ts';

function shopFeed(ctx: GatewayContext, key: string, orderStatus: readonly number[] | null): Feed<OrderSource> {
  return {
    key,
    page: async (pageNum, pageSize) => {
      const page = await shopOrders(ctx.upstream, await ctx.loaders.shop.session(), { orderType: null, orderStatus }, pageNum, pageSize);
      return { ...page, items: page.items.map(shopOrderSource) };
    },
  };
}

function reservationFeed(
  ctx: GatewayContext,
  key: string,
  filter: { kind?: ReservationOrderKindValue; status?: number; commentStatus?: 0 | 1 },
  keep?: (o: OrderSource) => boolean,
): Feed<OrderSource> {
  const upstreamFilter = {
    status: filter.status ?? null,
    orderType: filter.kind ? reservationOrderType(filter.kind) : null,
    commentStatus: filter.commentStatus ?? null,
  };
  return {
    key,
    page: async (pageNum, pageSize) => {
      const page = await orderList(ctx.upstream, pageNum, pageSize, upstreamFilter);
      return { ...page, items: page.items.map(reservationOrderSource) };
    },
    ...(keep ? { keep } : {}),
  };
}

/** The lists of the order list's tab (every kind when `kind` is null). */
export function kindFeeds(ctx: GatewayContext, kind: OrderKindValue | null): Feed<OrderSource>[] {
  if (kind === null) return [shopFeed(ctx, 'shop', null), reservationFeed(ctx, 'res', {})];
  if (kind === 'SHOP') return [shopFeed(ctx, 'shop', null)];
  return reservationKindsOf(kind).map((k) => reservationFeed(ctx, `res:${k}`, { kind: k }));
}

const nowOf = (ctx: GatewayContext) => ctx.now.getTime();

/** The lists of a waiting group. */
export function waitingFeeds(ctx: GatewayContext, group: WaitingOrderGroupValue): Feed<OrderSource>[] {
  switch (group) {
    case 'TO_PAY':
      return [
        shopFeed(ctx, 'shop', TO_PAY_CODES),
        // status 0 holds the orders awaiting payment (and, rarely, free ones awaiting confirmation).
        reservationFeed(ctx, 'res', { status: 0 }, (o) => o.__typename === 'ReservationOrder' && orderCanPay(o.row, nowOf(ctx))),
      ];
    case 'TO_USE':
      return [
        shopFeed(ctx, 'shop', SHOP_TO_USE_CODES),
        // counted by the "to be used" badge's own call (existOrderNum: the orders in status 11)
        { ...reservationFeed(ctx, 'res', { status: 11 }), count: () => ctx.loaders.orders.toBeUsed.load(ctx.session.token ?? '') },
      ];
    case 'TO_REVIEW':
      // One list per kind that takes reviews (so the count is exact). Shop goods take reviews
      // too, but the shop's list cannot be asked for the unreviewed ones.
      return RESERVATION_KINDS.filter(kindReviewable).map((kind) =>
        reservationFeed(
          ctx,
          `res:${kind}`,
          { kind, status: 12, commentStatus: 0 },
          (o) => o.__typename === 'ReservationOrder' && orderCanReview(o.row),
        ),
      );
  }
}

/** When an order was made (epoch ms). */
export const orderedAt = (o: OrderSource): number | null => chinaMs(o.row.createTime);
