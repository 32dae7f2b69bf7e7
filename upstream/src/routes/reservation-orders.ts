/**
 * Reservation orders of every kind (activity, room, venue / scenic): pay (a trade at the payment
 * provider, families/payments), list, detail, the "to be used" badge, cancel and check-in. Every pay, cancel and check-in runs in one IMMEDIATE
 * transaction with no await inside: read, check and write are atomic.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { type Envelope, fail, ok, pageOf } from '../envelope.ts';
import { cancelRefusal, CHECK_IN_LEAD_MS, LIVE, orderPayload, orderResource, refundPoints, settle, STATUS, type OrderRow } from '../orders.ts';
import { formatChinaTime } from '../time.ts';
import { createTrade, isPayType, payUrlOf, validReturnUrl } from '../families/payments/index.ts';
import { ACTIVITY_TYPE, VENUE } from '../resources.ts';
import type { UserRow } from '../users.ts';
import { bookingKit, okMessage } from '../families/reservations/index.ts';
import { refuse } from '../refusal.ts';

export function registerReservationOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now, caller, notLoggedIn, writeAsCaller } = bookingKit(ctx);

  const ownOrder = (site: SiteRow, user: UserRow, code: string) =>
    db.prepare('SELECT * FROM reservation_orders WHERE order_code = ? AND user_id = ? AND site_code = ?').get(code.trim(), user.id, site.site_code) as
      | OrderRow
      | undefined;

  /** A signed-in caller's write on one of their orders (orderCode in the form): `fn` runs inside `write`. */
  const writeOwnOrder = (req: FastifyRequest, fn: (o: OrderRow) => Envelope): Envelope =>
    writeAsCaller(req, (site, user) => {
      const o = ownOrder(site, user, formInput(req, 'orderCode'));
      if (!o) return refuse('订单不存在');
      return fn(o);
    });

  /**
   * Asks the payment provider for a trade of an order awaiting payment (the order is no
   * longer marked paid here). The answer's `payUrl` is the provider's payment page; the order
   * leaves 0 only when the provider's signed notification arrives (`user/api/pay/notify`).
   */
  app.post('/user/api/activityOrder/pay', async (req) =>
    writeAsCaller(req, (site, user) => {
      const o = ownOrder(site, user, formInput(req, 'orderCode'));
      if (!o) return refuse('订单不存在');
      if (o.status !== STATUS.UNPAID) {
        if (o.status === STATUS.CANCELLED && o.cancel_reason === 'PAY_TIMEOUT') refuse('订单已超时关闭');
        if (o.trade_no !== '') refuse('订单已支付');
        refuse('订单状态不可支付');
      }
      if (!(Number(o.money) > 0)) refuse('该订单无需支付');
      const payType = (formInput(req, 'payType').trim() || 'WECHAT').toUpperCase();
      if (!isPayType(payType)) return refuse('不支持的支付方式');
      const returnUrl = formInput(req, 'returnUrl').trim();
      if (!validReturnUrl(returnUrl)) refuse('返回地址不正确');
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

  app.get('/act/api/activityOrder/list', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    settle(db, now());
    const where = ['o.user_id = ?', 'o.site_code = ?'];
    const params: unknown[] = [user.id, site.site_code];
    const status = input(req, 'status').trim();
    if (status) {
      where.push('o.status = ?');
      params.push(Number.parseInt(status, 10));
    }
    // Absent orderType: the venue orders (the reservation screen's default); "" all types.
    const query = req.query as Record<string, unknown>;
    const orderType = 'orderType' in query ? param(req, 'orderType').trim() : VENUE;
    if (orderType) {
      where.push('o.order_type = ?');
      params.push(orderType);
    }
    const activityType = input(req, 'activityType').trim();
    if (activityType) {
      where.push(`o.order_type = '${ACTIVITY_TYPE}' AND o.resource_id IN (SELECT id FROM activities WHERE type = ?)`);
      params.push(activityType);
    }
    const w = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM reservation_orders o WHERE ${w}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT o.* FROM reservation_orders o WHERE ${w} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as OrderRow[];
    const t = now();
    return pageOf(rows.map((o) => orderPayload(db, o, t)), total, pg);
  });

  app.get('/act/api/activityOrder/detail', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const o = ownOrder(site, user, input(req, 'orderCode'));
    if (!o) return fail(1, '订单不存在');
    return ok(orderPayload(db, o, now()));
  });

  app.get('/act/api/activityOrder/existOrderNum', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const n = (
      db.prepare('SELECT COUNT(*) AS n FROM reservation_orders WHERE user_id = ? AND site_code = ? AND status = 11').get(user.id, site.site_code) as { n: number }
    ).n;
    return ok({ num: String(n) });
  });

  app.post('/act/api/activityOrder/cancel', async (req) =>
    writeOwnOrder(req, (o) => {
      if (o.status !== STATUS.UNPAID && o.status !== STATUS.REVIEW && o.status !== STATUS.TO_USE) refuse('该订单不可取消');
      const r = orderResource(db, o);
      const why = cancelRefusal(r.cancelStatus, r.cancelTime, o.start_time, now());
      if (why) refuse(why);
      const changed = db
        .prepare(`UPDATE reservation_orders SET status = 14, cancel_reason = 'USER', review_due_at = NULL, pay_due_at = NULL, updated_at = ? WHERE id = ? AND status IN ${LIVE}`)
        .run(now(), o.id).changes;
      if (changed !== 1) refuse('该订单不可取消');
      refundPoints(db, o);
      // A trade still open closes; money paid goes back (the provider refunds it).
      db.prepare("UPDATE pay_trades SET status = CASE status WHEN 'PAID' THEN 'REFUNDED' ELSE 'CLOSED' END WHERE order_code = ? AND status IN ('WAIT', 'PAID')").run(o.order_code);
      return okMessage('取消成功');
    }),
  );

  app.post('/act/api/activityOrder/selfValidOrder', async (req) =>
    writeOwnOrder(req, (o) => {
      const t = now();
      if (o.status !== STATUS.TO_USE || t < o.start_time - CHECK_IN_LEAD_MS || t > o.end_time) refuse('不在核销时间内');
      db.prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ?').run(t, o.id);
      return okMessage('核销成功', { orderCode: o.order_code, status: '12' });
    }),
  );
}
