/** ZYTF appointment orders, the identity for outgoing links, routes for sale (code 1 = success) and their reminders. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext } from '../context.ts';
import { callerOf } from '../caller.ts';
import { CODE, fail, list, makePage, ok, type Envelope } from '../envelope.ts';
import { cancelRefusal, settle } from '../orders.ts';
import { imagesString } from '../resources.ts';
import { formatChinaTime } from '../time.ts';
import { liveUserByOpenId, NOT_LOGGED_IN_MESSAGE, type UserRow } from '../users.ts';

interface ZytfRow {
  id: number;
  order_code: string;
  order_status: number;
  pay_money: string;
  resource_name: string;
  images: string;
  start_time: number;
  end_time: number;
  order_num: number;
  cancel_status: string;
  cancel_time: string;
  info_url: string;
}

interface RouteRow {
  id: number;
  sn: string;
  name: string;
  price: string;
  sale_type: number;
  upper_time: number | null;
  lower_time: number | null;
  image: string;
  notes: string;
  included: string;
  exclude: string;
  considerations: string;
}

/** This service answers code 1 on success. */
function routeOk(data: unknown, message = 'success'): Envelope {
  return { code: 1, message, msg: message, responseTime: Date.now(), data, datas: null, page: null };
}

export function registerSalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();
  const notLoggedIn = () => fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);

  app.get('/res/api/zytf/getZYTFOrderList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const rawPage = Number.parseInt(input(req, 'pageNum'), 10);
    const rawSize = Number.parseInt(input(req, 'pageSize'), 10);
    const pageNum = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
    const pageSize = Number.isSafeInteger(rawSize) && rawSize >= 1 ? Math.min(rawSize, 50) : 5;
    const status = input(req, 'status').trim();
    const where = status ? 'user_id = ? AND site_code = ? AND order_status = ?' : 'user_id = ? AND site_code = ?';
    const params: unknown[] = status ? [user.id, site.site_code, Number.parseInt(status, 10)] : [user.id, site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM zytf_orders WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM zytf_orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (pageNum - 1) * pageSize) as ZytfRow[];
    return list(
      rows.map((r) => ({
        orderCode: r.order_code,
        orderStatus: r.order_status,
        payMoney: r.pay_money,
        resource: { resourceName: r.resource_name, images: imagesString(r.images) },
        orderStartTime: formatChinaTime(r.start_time),
        orderEndTime: formatChinaTime(r.end_time),
        orderNum: String(r.order_num),
        cancelStatus: r.cancel_status,
        cancelTime: r.cancel_time,
        infoUrl: r.info_url,
      })),
      makePage(total, pageNum, pageSize),
    );
  });

  app.post('/res/api/zytf/cancelOrder', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return db
      .transaction((): Envelope => {
        settle(db, now());
        const r = db
          .prepare('SELECT * FROM zytf_orders WHERE order_code = ? AND user_id = ? AND site_code = ?')
          .get(formInput(req, 'orderCode').trim(), user.id, site.site_code) as ZytfRow | undefined;
        if (!r) return fail(1, '订单不存在');
        if (r.order_status !== 0 && r.order_status !== 4) return fail(1, '该订单不可取消');
        const why = cancelRefusal(r.cancel_status, r.cancel_time, r.start_time, now());
        if (why) return fail(1, why);
        db.prepare('UPDATE zytf_orders SET order_status = 2 WHERE id = ? AND order_status IN (0, 4)').run(r.id);
        return { ...ok(null), message: '取消成功', msg: '取消成功' };
      })
      .immediate();
  });

  app.get('/user/api/identity/getIdentity', async (req) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return ok(createHash('sha256').update(`identity:${user.unid}`).digest('hex').slice(0, 32));
  });

  // ---- Routes for sale ----

  const routeUser = (req: FastifyRequest): UserRow | null => {
    const byToken = callerOf(ctx, req);
    if (byToken) return byToken;
    const openid = input(req, 'openid').trim();
    return openid ? liveUserByOpenId(db, openid) : null;
  };

  app.get('/res/api/route/getRouteList', async (req) => {
    const site = requireSite(req);
    const type = input(req, 'type').trim() || 'scenic';
    const code = input(req, 'resourceCode').trim();
    const domain = site.shop_url || site.h5_domain;
    if (type !== 'scenic' || !code) return routeOk({ domain, productListVO: [] });
    const scenic = db
      .prepare(
        "SELECT id FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' AND json_extract(extra, '$.list.resourceCode') = ?",
      )
      .get(site.site_code, code) as { id: number } | undefined;
    if (!scenic) return routeOk({ domain, productListVO: [] });
    const user = routeUser(req);
    const reminded = new Set(
      user ? (db.prepare('SELECT route_id FROM route_reminders WHERE user_id = ?').all(user.id) as { route_id: number }[]).map((r) => r.route_id) : [],
    );
    const rows = db.prepare('SELECT * FROM travel_routes WHERE scenic_id = ? ORDER BY sort, id').all(scenic.id) as RouteRow[];
    const t = now();
    return routeOk({
      domain,
      productListVO: rows.map((r) => ({
        id: String(r.id),
        sn: r.sn,
        name: r.name,
        price: r.price,
        saleType: r.sale_type,
        upperTime: r.upper_time === null ? '' : formatChinaTime(r.upper_time),
        lowerTime: r.lower_time === null ? '' : formatChinaTime(r.lower_time),
        currentDate: formatChinaTime(t),
        remindStatus: reminded.has(r.id) ? 1 : 0,
        thumbImageUrl: `@/files/images/${r.image}.svg`,
        url: `${domain}/line/detail?sn=${r.sn}`,
      })),
    });
  });

  app.post('/res/api/route/setOpenAndClose', async (req) => {
    requireSite(req);
    const user = routeUser(req);
    if (!user) return { ...fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE) };
    const route = db.prepare('SELECT * FROM travel_routes WHERE id = ?').get(Number.parseInt(formInput(req, 'productId'), 10) || -1) as RouteRow | undefined;
    // Failures of this service: code 0 with msg (only code 1 means success).
    const zytfFailure = (m: string): Envelope => ({ ...fail(0, m) });
    if (!route) return zytfFailure('商品不存在');
    const status = formInput(req, 'status').trim();
    if (status === '1') {
      if (route.sale_type !== 2 || route.upper_time === null || now() >= route.upper_time) return zytfFailure('该商品已开售，无需提醒');
      db.prepare('INSERT OR IGNORE INTO route_reminders (user_id, route_id, created_at) VALUES (?, ?, ?)').run(user.id, route.id, now());
      return routeOk(null, '设置提醒成功');
    }
    if (status === '0') {
      db.prepare('DELETE FROM route_reminders WHERE user_id = ? AND route_id = ?').run(user.id, route.id);
      return routeOk(null, '已取消提醒');
    }
    return zytfFailure('参数错误');
  });

  app.get('/res/api/route/getRouteReservationNotes', async (req) => {
    requireSite(req);
    const r = db.prepare('SELECT * FROM travel_routes WHERE sn = ?').get(input(req, 'productSn').trim()) as RouteRow | undefined;
    if (!r) return fail(1, '商品不存在');
    return ok({ reservationNotes: r.notes, included: r.included, exclude: r.exclude, considerations: r.considerations });
  });
}
