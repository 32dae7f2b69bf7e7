/**
 * Reservation orders of every kind (activity, room, venue / scenic): pay, list, detail, the
 * "to be used" badge, cancel and check-in. Every pay, cancel and check-in runs in one IMMEDIATE
 * transaction with no await inside: read, check and write are atomic.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { fail, list, makePage, ok, type Envelope } from '../envelope.ts';
import { cancelRefusal, CHECK_IN_LEAD_MS, LIVE, orderPayload, orderResource, REVIEW_DELAY_MS, refundPoints, settle, STATUS, type OrderRow } from '../orders.ts';
import { ACTIVITY_TYPE, VENUE } from '../resources.ts';
import type { UserRow } from '../users.ts';
import { bookingKit, okMessage, refuse } from './booking.ts';

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

  app.post('/user/api/activityOrder/pay', async (req) =>
    writeOwnOrder(req, (o) => {
      if (o.status !== STATUS.UNPAID) refuse('订单状态不可支付');
      const needAudit = orderResource(db, o).extra.need_audit === '1';
      const t = now();
      const status = needAudit ? STATUS.REVIEW : STATUS.TO_USE;
      db.prepare('UPDATE reservation_orders SET status = ?, pay_money = money, pay_due_at = NULL, review_due_at = ?, updated_at = ? WHERE id = ?').run(
        status,
        needAudit ? t + REVIEW_DELAY_MS : null,
        t,
        o.id,
      );
      return okMessage('支付成功', { orderCode: o.order_code, status: String(status) });
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
    return list(
      rows.map((o) => orderPayload(db, o, t)),
      makePage(total, pg.currPage, pg.pageSize),
    );
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
        .prepare(`UPDATE reservation_orders SET status = 14, review_due_at = NULL, pay_due_at = NULL, updated_at = ? WHERE id = ? AND status IN ${LIVE}`)
        .run(now(), o.id).changes;
      if (changed !== 1) refuse('该订单不可取消');
      refundPoints(db, o);
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
