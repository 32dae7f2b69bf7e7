/**
 * Paying (API.md "Paying"), the merchant's side: the trade asked for by `user/api/activityOrder/pay`
 * (the orders' call, through `createTrade`) and the provider's signed notification
 * `user/api/pay/notify` (behind the site guard), which applies the paid trade to its order.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, SiteRow } from '../../context.ts';
import { formInput, input, param } from '../../context.ts';
import { ok, type Envelope } from '../../envelope.ts';
import { PAY_WINDOW_MS, payOrder, settle, STATUS, type OrderRow } from '../reservations/index.ts';
import { refused } from '../../refusal.ts';
import { earnCommissions } from '../promotion/index.ts';
import { paymentsStore, type PaymentsStore } from './store.ts';
import { TEXTS } from './texts.ts';
import {
  DEFAULT_PAY_NOTIFY_KEY,
  newTradeNo,
  NOTIFY_FIELDS,
  NOTIFY_MAX_AGE_MS,
  validSignature,
  type NotifyFields,
  type PayType,
  type TradeRow,
} from './trade.ts';

/** The notification key in force (AppContext.payNotifyKey, else the demo key). */
export const notifyKeyOf = (ctx: AppContext): string => ctx.payNotifyKey || DEFAULT_PAY_NOTIFY_KEY;

/** The provider's payment page of a trade, on the upstream's public address. */
export const payUrlOf = (ctx: AppContext, tradeNo: string): string => `${ctx.publicUrl.value}/paygate/trade/${encodeURIComponent(tradeNo)}`;

/**
 * A new trade for an order awaiting payment (inside the caller's transaction): the order's
 * earlier waiting trades close (one live payment per order); it expires at the order's deadline.
 */
export function createTrade(
  ctx: AppContext,
  t: { site: SiteRow; userId: number; order: OrderRow; payType: PayType; returnUrl: string },
  store: PaymentsStore = paymentsStore(ctx.db),
): TradeRow {
  const nowMs = ctx.clock.now();
  return store.openTrade({
    tradeNo: newTradeNo(nowMs),
    siteCode: t.site.site_code,
    userId: t.userId,
    orderCode: t.order.order_code,
    merchant: t.site.name,
    amount: t.order.money,
    payType: t.payType,
    returnUrl: t.returnUrl,
    notifyUrl: `/user/api/pay/notify?siteCode=${encodeURIComponent(t.site.site_code)}`,
    expiresAt: t.order.pay_due_at ?? t.order.created_at + PAY_WINDOW_MS,
    nowMs,
  });
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** The merchant's side: the provider's notification of a paid trade (behind the site guard). */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = paymentsStore(db);

  app.post('/user/api/pay/notify', async (req): Promise<Envelope> => {
    const site = req.site as SiteRow;
    const fields = Object.fromEntries(NOTIFY_FIELDS.map((k) => [k, formInput(req, k)])) as NotifyFields;
    if (!validSignature(fields, formInput(req, 'sign'), notifyKeyOf(ctx))) return refused(TEXTS.badSignature);
    const t = ctx.clock.now();
    const sent = Number(fields.timestamp);
    if (!Number.isFinite(sent) || Math.abs(t - sent) > NOTIFY_MAX_AGE_MS) return refused(TEXTS.staleNotification);
    return db
      .transaction((): Envelope => {
        // A notification is taken once: the same notifyId again is a replay, refused even when
        // its first delivery was refused for another reason.
        if (!store.takeNotification(fields.notifyId, fields.tradeNo, t)) return refused(TEXTS.replayed);
        settle(db, t);
        const trade = store.trade(fields.tradeNo);
        if (
          !trade ||
          trade.site_code !== site.site_code ||
          trade.order_code !== fields.orderCode ||
          trade.amount !== fields.amount ||
          trade.status !== 'PAID'
        ) {
          return refused(TEXTS.noPaidTrade);
        }
        const o = store.order(trade.order_code, site.site_code);
        if (!o) return refused(TEXTS.orderNotFound);
        if (o.trade_no === trade.trade_no) return okMessage(TEXTS.alreadyApplied, { orderCode: o.order_code, status: String(o.status) });
        if (o.status !== STATUS.UNPAID) return refused(o.status === STATUS.CANCELLED ? TEXTS.orderClosed : TEXTS.notPayable);
        if (o.money !== trade.amount) return refused(TEXTS.amountMismatch);
        const status = payOrder(db, o, trade, t);
        // the promoters' commissions on the order, in the payment's transaction (once per order and level)
        earnCommissions(db, o, t);
        return okMessage(TEXTS.paid, { orderCode: o.order_code, status: String(status) });
      })
      .immediate();
  });
}

/** GET `__dev/pay/trades?orderCode=`: an order's trades, newest first, with the notification each sent. */
export function registerPaymentDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = paymentsStore(ctx.db);
  app.get('/__dev/pay/trades', async (req) => {
    const code = param(req, 'orderCode') || input(req, 'orderCode');
    return store.tradesOfOrder(code).map((r) => ({
      tradeNo: r.trade_no,
      orderCode: r.order_code,
      amount: r.amount,
      payType: r.pay_type,
      status: r.status,
      returnUrl: r.return_url,
      expiresAt: r.expires_at,
      notification: r.notify_body,
    }));
  });
}
