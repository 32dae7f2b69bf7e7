/**
 * The sales family's calls: ZYTF appointment orders (list, cancel), the identity for outgoing
 * links, and routes for sale with their sale reminders (this service answers code 1 on success).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext } from '../../context.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { fail, list, makePage, ok, type Envelope } from '../../envelope.ts';
import { cancelRefusal, settle } from '../reservations/index.ts';
import { refused } from '../../refusal.ts';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { liveUserByOpenId, type UserRow } from '../accounts/index.ts';
import { salesStore, type SalesStore, type ZytfRow } from './store.ts';
import { TEXTS } from './texts.ts';

/** The ZYTF list's page size when the call names none. */
const ZYTF_PAGE_SIZE = 5;

/** This service answers code 1 on success. */
function routeOk(data: unknown, message = 'success'): Envelope {
  return { code: 1, message, msg: message, responseTime: Date.now(), data, datas: null, page: null };
}

/** This service's failures: code 0 with the message (only code 1 means success). */
function routeFailure(message: string): Envelope {
  return fail(0, message);
}

function zytfItem(r: ZytfRow): Record<string, unknown> {
  return {
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
  };
}

function registerZytfRoutes(app: FastifyInstance, ctx: AppContext, store: SalesStore): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();
  /** The transitions due now (the orders' and the ZYTF orders' own), before any read or write. */
  const settleDue = () => {
    settle(db, now());
    store.settle(now());
  };

  app.get('/res/api/zytf/getZYTFOrderList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    settleDue();
    const rawPage = Number.parseInt(input(req, 'pageNum'), 10);
    const rawSize = Number.parseInt(input(req, 'pageSize'), 10);
    const pageNum = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
    const pageSize = Number.isSafeInteger(rawSize) && rawSize >= 1 ? Math.min(rawSize, 50) : ZYTF_PAGE_SIZE;
    const status = input(req, 'status').trim();
    const { rows, total } = store.ordersOf(
      user.id,
      site.site_code,
      status ? Number.parseInt(status, 10) : null,
      pageSize,
      (pageNum - 1) * pageSize,
    );
    return list(rows.map(zytfItem), makePage(total, pageNum, pageSize));
  });

  app.post('/res/api/zytf/cancelOrder', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return db
      .transaction((): Envelope => {
        settleDue();
        const r = store.orderByCode(formInput(req, 'orderCode').trim(), user.id, site.site_code);
        if (!r) return refused(TEXTS.orderNotFound);
        if (r.order_status !== 0 && r.order_status !== 4) return refused(TEXTS.notCancellable);
        const why = cancelRefusal(r.cancel_status, r.cancel_time, r.start_time, now());
        if (why) return refused(why);
        store.cancel(r.id);
        return { ...ok(null), message: TEXTS.cancelled, msg: TEXTS.cancelled };
      })
      .immediate();
  });
}

function registerIdentityRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/user/api/identity/getIdentity', async (req) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return ok(createHash('sha256').update(`identity:${user.unid}`).digest('hex').slice(0, 32));
  });
}

function registerRouteSaleRoutes(app: FastifyInstance, ctx: AppContext, store: SalesStore): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();
  /** The caller by token, else by the WeChat openid the route pages pass. */
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
    const scenic = store.scenicByResourceCode(site.site_code, code);
    if (!scenic) return routeOk({ domain, productListVO: [] });
    const user = routeUser(req);
    const reminded = user ? store.remindedRouteIds(user.id) : new Set<number>();
    const t = now();
    return routeOk({
      domain,
      productListVO: store.routesOfScenic(scenic.id).map((r) => ({
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
    if (!user) return notLoggedIn();
    const route = store.routeById(Number.parseInt(formInput(req, 'productId'), 10) || -1);
    if (!route) return routeFailure(TEXTS.productNotFound);
    const status = formInput(req, 'status').trim();
    if (status === '1') {
      if (route.sale_type !== 2 || route.upper_time === null || now() >= route.upper_time) return routeFailure(TEXTS.alreadyOnSale);
      store.remind(user.id, route.id, now());
      return routeOk(null, TEXTS.reminderSet);
    }
    if (status === '0') {
      store.forget(user.id, route.id);
      return routeOk(null, TEXTS.reminderCleared);
    }
    return routeFailure(TEXTS.badParameter);
  });

  app.get('/res/api/route/getRouteReservationNotes', async (req) => {
    requireSite(req);
    const r = store.routeBySn(input(req, 'productSn').trim());
    if (!r) return refused(TEXTS.productNotFound);
    return ok({ reservationNotes: r.notes, included: r.included, exclude: r.exclude, considerations: r.considerations });
  });
}

export function registerSalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = salesStore(ctx.db);
  registerZytfRoutes(app, ctx, store);
  registerIdentityRoute(app, ctx);
  registerRouteSaleRoutes(app, ctx, store);
}
