import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { chinaDateTime, num, text } from '../../core/normalise.ts';
import { isoChina } from '../../core/time.ts';
import {
  orderCanPay,
  orderCanReview,
  orderKind,
  orderPaymentDeadline,
  orderPrice,
  orderResourceImage,
  orderResourceName,
  orderStatus,
  orderUseStart,
  reservationOrderPath,
  shopOrderCanReview,
  shopOrderPath,
  shopOrderRefund,
  shopOrderStatusOf,
  shopOrderThumbnail,
} from './deps.ts';
import { kindFeeds, orderedAt, waitingFeeds } from './feeds.ts';
import { mergedConnection } from './merge.ts';
import { ORDER_KINDS, RESERVATION_ORDER_KIND, reservationStage, shopStage, WAITING_GROUPS, waitingGroupPath } from './rules.ts';
import type { OrderStageValue } from './rules.ts';
import type { OrderSource, WaitingCountValue } from './types.ts';

const nowOf = (ctx: GatewayContext) => ctx.now.getTime();

function stageOf(o: OrderSource, ctx: GatewayContext): OrderStageValue {
  if (o.__typename === 'ShopOrder') return shopStage(shopOrderStatusOf(o.row), shopOrderRefund(o.row), shopOrderCanReview(o.row));
  return reservationStage(orderStatus(o.row, nowOf(ctx)), orderCanReview(o.row));
}

/** How many orders wait in each group: the lists' totals summed (one row of each list asked, or its own count). */
async function waitingCounts(ctx: GatewayContext): Promise<WaitingCountValue[]> {
  const groups = await Promise.allSettled(
    WAITING_GROUPS.map(async (group) => {
      const totals = await Promise.all(waitingFeeds(ctx, group).map((f) => (f.count ? f.count() : f.page(1, 1).then((p) => p.total))));
      return { group, count: totals.reduce((a, b) => a + b, 0), path: waitingGroupPath(group) };
    }),
  );
  // A group whose lists fail is left out: the personal centre shows the others.
  return groups.flatMap((g) => (g.status === 'fulfilled' ? [g.value] : []));
}

const summary = (o: OrderSource) => ({ order: o });

export const orderHubResolvers: Resolvers = {
  User: {
    allOrders: (_u, args, ctx) => mergedConnection(args, kindFeeds(ctx, args.kind ?? null), orderedAt, (o) => o),
    orderKinds: () => [...ORDER_KINDS],
    waitingOrders: (_u, args, ctx) => mergedConnection(args, waitingFeeds(ctx, args.group), orderedAt, (o) => o),
    waitingOrderCounts: (_u, _args, ctx) => waitingCounts(ctx),
  },
  Order: { __resolveType: (o) => o.__typename },
  ShopOrder: { summary },
  ReservationOrder: { summary },
  OrderSummary: {
    kind: ({ order: o }) => (o.__typename === 'ShopOrder' ? 'SHOP' : RESERVATION_ORDER_KIND[orderKind(o.row)]),
    title: ({ order: o }) =>
      o.__typename === 'ShopOrder' ? (text(o.row.productName) ?? '') : (orderResourceName(o.row) ?? text(o.row.orderCode) ?? ''),
    picture: ({ order: o }) => (o.__typename === 'ShopOrder' ? shopOrderThumbnail(o.row) : orderResourceImage(o.row)),
    amount: ({ order: o }) => (o.__typename === 'ShopOrder' ? num(o.row.orderPayAmount) : orderPrice(o.row)),
    stage: ({ order: o }, _, ctx) => stageOf(o, ctx),
    orderedAt: ({ order: o }) => chinaDateTime(o.row.createTime),
    paymentDeadline: ({ order: o }, _, ctx) => {
      if (o.__typename === 'ShopOrder') return stageOf(o, ctx) === 'TO_PAY' ? chinaDateTime(o.row.payExpireTime) : null;
      return orderCanPay(o.row, nowOf(ctx)) ? isoChina(orderPaymentDeadline(o.row)) : null;
    },
    startsAt: ({ order: o }) => (o.__typename === 'ShopOrder' ? null : isoChina(orderUseStart(o.row))),
    path: ({ order: o }) => (o.__typename === 'ShopOrder' ? shopOrderPath(o.id) : reservationOrderPath(o.id)),
  },
};
