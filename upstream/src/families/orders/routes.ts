/**
 * Reservation orders of every kind (activity, room, venue / scenic): pay (a trade at the payment
 * provider, the payments family), list, detail, the "to be used" badge, cancel and check-in, and
 * the activity sign-up (routes-sign-up.ts). Every pay, cancel and check-in runs in one IMMEDIATE
 * transaction with no await inside: read, check and write are atomic.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import {
  cancelRefusal,
  CHECK_IN_LEAD_MS,
  orderPayload,
  orderResource,
  refundPoints,
  settle,
  STATUS,
  type OrderRow,
} from '../reservations/index.ts';
import { refuse, refused } from '../../refusal.ts';
import { VENUE } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { createTrade, isPayType, payUrlOf, validReturnUrl } from '../payments/index.ts';
import { bookingKit, okMessage } from '../reservations/index.ts';
import { checkInOrder } from './check-in.ts';
import { orderSeats } from '../seats/index.ts';
import { registerSignUpRoute } from './routes-sign-up.ts';
import { appointmentCodesOf } from '../appointments/index.ts';
import { cancelReasonOf, cancellationPayload, recordCancellation } from '../order-cancel/index.ts';
import { ordersStore, type OrderFilter, type OrdersStore } from './store.ts';
import { TEXTS } from './texts.ts';

/** The list's filters from the call: an absent orderType lists the venue orders (the reservation screen's default), "" every type. */
/**
 * An order's payload, with its seats (row, number, zone, price) when it took seats of a hall, and
 * for an order its owner cancelled with a reason, that reason (order-cancel family), and for a
 * voucher of a combined appointment, the appointment's code (appointments family).
 */
function payloadOf(db: Database.Database, o: OrderRow, nowMs: number) {
  const seats = orderSeats(db, o.id);
  const cancel = o.status === STATUS.CANCELLED ? cancellationPayload(db, o.id) : {};
  const appointmentCode = appointmentCodesOf(db, [o.id]).get(o.id);
  return {
    ...orderPayload(db, o, nowMs),
    ...(seats.length > 0 ? { seats } : {}),
    ...cancel,
    ...(appointmentCode ? { appointmentCode } : {}),
  };
}

function filterOf(req: FastifyRequest): OrderFilter {
  const status = input(req, 'status').trim();
  const query = req.query as Record<string, unknown>;
  const orderType = 'orderType' in query ? param(req, 'orderType').trim() : VENUE;
  const activityType = input(req, 'activityType').trim();
  const comment = input(req, 'commentStatus').trim();
  return {
    status: status ? Number.parseInt(status, 10) : null,
    orderType: orderType || null,
    activityType: activityType || null,
    commentStatus: comment === '0' || comment === '1' ? Number(comment) : null,
  };
}

function registerPayRoute(app: FastifyInstance, ctx: AppContext, store: OrdersStore): void {
  const { writeAsCaller } = bookingKit(ctx);

  /**
   * Asks the payment provider for a trade of an order awaiting payment (the order is no
   * longer marked paid here). The answer's `payUrl` is the provider's payment page; the order
   * leaves 0 only when the provider's signed notification arrives (`user/api/pay/notify`).
   */
  app.post('/user/api/activityOrder/pay', async (req) =>
    writeAsCaller(req, (site, user) => {
      const o = store.ownOrder(site.site_code, user.id, formInput(req, 'orderCode'));
      if (!o) return refuse(TEXTS.orderNotFound);
      if (o.status !== STATUS.UNPAID) {
        if (o.status === STATUS.CANCELLED && o.cancel_reason === 'PAY_TIMEOUT') refuse(TEXTS.payTimedOut);
        if (o.trade_no !== '') refuse(TEXTS.alreadyPaid);
        refuse(TEXTS.notPayable);
      }
      if (!(Number(o.money) > 0)) refuse(TEXTS.nothingToPay);
      const payType = (formInput(req, 'payType').trim() || 'WECHAT').toUpperCase();
      if (!isPayType(payType)) return refuse(TEXTS.badPayType);
      const returnUrl = formInput(req, 'returnUrl').trim();
      if (!validReturnUrl(returnUrl)) refuse(TEXTS.badReturnUrl);
      const trade = createTrade(ctx, { site, userId: user.id, order: o, payType, returnUrl });
      return ok({
        orderCode: o.order_code,
        tradeNo: trade.trade_no,
        payType: trade.pay_type,
        amount: trade.amount,
        payUrl: payUrlOf(ctx, trade.trade_no),
        expireTime: formatChinaTime(trade.expires_at),
      });
    }),
  );
}

function registerReadRoutes(app: FastifyInstance, ctx: AppContext, store: OrdersStore): void {
  const { db, now, caller, notLoggedIn } = bookingKit(ctx);

  app.get('/act/api/activityOrder/list', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    settle(db, now());
    const { rows, total } = store.orders(user.id, site.site_code, filterOf(req), pg.pageSize, pg.offset);
    const t = now();
    return pageOf(
      rows.map((o) => payloadOf(db, o, t)),
      total,
      pg,
    );
  });

  app.get('/act/api/activityOrder/detail', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const o = store.ownOrder(site.site_code, user.id, input(req, 'orderCode'));
    if (!o) return refused(TEXTS.orderNotFound);
    return ok(payloadOf(db, o, now()));
  });

  app.get('/act/api/activityOrder/existOrderNum', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    return ok({ num: String(store.toUseCount(user.id, site.site_code)) });
  });
}

function registerOrderWriteRoutes(app: FastifyInstance, ctx: AppContext, store: OrdersStore): void {
  const { db, now, writeAsCaller } = bookingKit(ctx);

  /** A signed-in caller's write on one of their orders (orderCode in the form): `fn` runs inside `write`. */
  const writeOwnOrder = (req: FastifyRequest, fn: (o: OrderRow) => Envelope): Envelope =>
    writeAsCaller(req, (site, user) => {
      const o = store.ownOrder(site.site_code, user.id, formInput(req, 'orderCode'));
      if (!o) return refuse(TEXTS.orderNotFound);
      return fn(o);
    });

  app.post('/act/api/activityOrder/cancel', async (req) =>
    writeOwnOrder(req, (o) => {
      if (o.status !== STATUS.UNPAID && o.status !== STATUS.REVIEW && o.status !== STATUS.TO_USE) refuse(TEXTS.notCancellable);
      const r = orderResource(db, o);
      const why = cancelRefusal(r.cancelStatus, r.cancelTime, o.start_time, now());
      if (why) refuse(why);
      const choice = cancelReasonOf(db, o.site_code, formInput(req, 'reasonId'), formInput(req, 'remark'));
      if (typeof choice === 'string') refuse(choice);
      if (!store.cancel(o.id, now())) refuse(TEXTS.notCancellable);
      if (choice) recordCancellation(db, o.id, choice, now());
      refundPoints(db, o, now());
      store.closeTrades(o.order_code);
      return okMessage(TEXTS.cancelled);
    }),
  );

  app.post('/act/api/activityOrder/selfValidOrder', async (req) =>
    writeOwnOrder(req, (o) => {
      const t = now();
      if (o.status !== STATUS.TO_USE || t < o.start_time - CHECK_IN_LEAD_MS || t > o.end_time) refuse(TEXTS.notCheckInTime);
      checkInOrder(db, store, o, t);
      return okMessage(TEXTS.checkedIn, { orderCode: o.order_code, status: '12' });
    }),
  );
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = ordersStore(ctx.db);
  registerSignUpRoute(app, ctx, store);
  registerPayRoute(app, ctx, store);
  registerReadRoutes(app, ctx, store);
  registerOrderWriteRoutes(app, ctx, store);
}
