/**
 * The shop's calls (culturalcloud/1.0), outside the site guard: the shop resolves its site from
 * the `domain` header (or siteCode) itself, keeps its own sessions (`user/free`, then the
 * `session-id` header) and answers in its own shape (`{ code, list, pageNum, pageSize, total }`,
 * `{ code, data }`, failures `{ code, msg, message }`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { input, isJsonBody, param, type AppContext, type SiteRow } from '../../context.ts';
import { callerOf } from '../../caller.ts';
import { settle } from '../reservations/index.ts';
import { imageRef } from '../../resources.ts';
import { chinaDayStart, formatChinaTime } from '../../time.ts';
import { ACCOUNT_TEXTS } from '../accounts/index.ts';
import { SHOP_TO_PAY, shopStore, type ShopOrderRow, type ShopStore } from './store.ts';
import { refundsStore } from './store-refunds.ts';
import { WITHDRAW_DAILY_CENTS, WITHDRAW_MIN_CENTS, withdrawalsStore } from './store-withdrawals.ts';
import { TEXTS } from './texts.ts';
import { parcelsStore, type ParcelsStore } from './store-parcels.ts';
import { reviewItem } from './review-item.ts';

/** The shop's failure codes: 1 refused, 2 no (or an expired) session, 3 site suspended. */
const SHOP_CODE = { REFUSED: 1, NO_SESSION: 2, SUSPENDED: 3 } as const;

export const yuan = (cents: number) => (cents / 100).toFixed(2);
const shopFail = (code: number, message: string) => ({ code, msg: message, message });
export const refused = (message: string) => shopFail(SHOP_CODE.REFUSED, message);
export const done = (message: string, data: unknown) => ({ code: 0, msg: message, message, data });

const host = (v: string) =>
  v
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/** A body field: JSON or form-encoded. */
export function body(req: FastifyRequest, name: string): string {
  if (!isJsonBody(req)) return input(req, name);
  const b = req.body as Record<string, unknown> | undefined;
  const v = b && typeof b === 'object' ? b[name] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

export function pagingOf(req: FastifyRequest) {
  const p = Number.parseInt(input(req, 'pageNum'), 10);
  const s = Number.parseInt(input(req, 'pageSize'), 10);
  const pageNum = Number.isSafeInteger(p) && p >= 1 ? p : 1;
  const pageSize = Number.isSafeInteger(s) && s >= 1 ? Math.min(s, 50) : 10;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

function orderItem(o: ShopOrderRow) {
  return {
    orderId: String(o.id),
    orderNo: o.order_no,
    orderType: o.order_type,
    orderStatus: o.order_status,
    productName: o.product_name,
    thumbImageUrl: imageRef(o.image),
    orderPayAmount: yuan(o.amount_cents),
    quantity: o.quantity,
    createTime: formatChinaTime(o.created_at),
    refundStatus: o.refund_status,
    // when an order awaiting payment closes ("" when it is not awaiting payment or has no deadline)
    payExpireTime:
      o.pay_due_at !== null && (SHOP_TO_PAY[o.order_type]?.from ?? []).includes(o.order_status) ? formatChinaTime(o.pay_due_at) : '',
  };
}

/** List items with their parcel's state ("" without one) and whether the buyer reviewed the order. */
function listItems(parcels: ParcelsStore, rows: ShopOrderRow[]) {
  const ids = rows.map((o) => o.id);
  const states = parcels.states(ids);
  const reviewed = parcels.reviewed(ids);
  return rows.map((o) => ({ ...orderItem(o), parcelState: states.get(o.id) ?? '', reviewed: reviewed.has(o.id) }));
}

/** The detail's parcel state, review (null before one) and logistics: the parcel's events newest first, else as the shop wrote them. */
function parcelAndReview(parcels: ParcelsStore, o: ShopOrderRow, site: SiteRow) {
  const review = parcels.review(o.id);
  const parcel = parcels.parcel(o.id);
  return {
    parcelState: parcel?.state ?? '',
    reviewed: review !== undefined,
    review: review ? reviewItem(review, site) : null,
    logistics: parcel
      ? parcels.events(o.id).map((e) => ({ time: formatChinaTime(e.at), context: e.description }))
      : (JSON.parse(o.logistics) as unknown),
  };
}

export type Guard = (req: FastifyRequest, reply: FastifyReply, needSession?: boolean) => { site: SiteRow; userId: number } | null;

/** The shop's guard: the site (from siteCode or the `domain` header), then the session; answers the failure itself. */
export function shopGuard(ctx: AppContext, store: ShopStore): Guard {
  const now = () => ctx.clock.now();
  const siteOf = (req: FastifyRequest): SiteRow | undefined => {
    const code = param(req, 'siteCode');
    if (code) return store.siteByCode(code);
    const domain = host(String(req.headers.domain ?? ''));
    if (!domain) return undefined;
    return store.sites().find((s) => s.h5_domain && host(s.h5_domain) === domain);
  };
  return (req, reply, needSession = true) => {
    const site = siteOf(req);
    if (!site) {
      reply.send(shopFail(SHOP_CODE.REFUSED, TEXTS.noSite));
      return null;
    }
    if (site.suspended) {
      reply.send(shopFail(SHOP_CODE.SUSPENDED, TEXTS.siteSuspended));
      return null;
    }
    if (!needSession) return { site, userId: 0 };
    const sid = String(req.headers['session-id'] ?? '').trim();
    const row = sid ? store.session(sid) : undefined;
    if (!row || row.expires_at <= now() || row.site_code !== site.site_code) {
      reply.send(shopFail(SHOP_CODE.NO_SESSION, TEXTS.sessionExpired));
      return null;
    }
    // the transitions due now: the orders' and the shop's own
    settle(ctx.db, now());
    store.settle(now());
    return { site, userId: row.user_id };
  };
}

/** The shop's guard over its own store, for the calls another family answers in the shop's shape (the storefront's). */
export const shopGuardOf = (ctx: AppContext): Guard => shopGuard(ctx, shopStore(ctx.db));

function registerOrderRoutes(app: FastifyInstance, ctx: AppContext, store: ShopStore, guard: Guard): void {
  const refunds = refundsStore(ctx.db);
  const parcels = parcelsStore(ctx.db);
  const orderOf = (userId: number, raw: string) => store.order(userId, Number.parseInt(raw, 10) || -1);

  app.get('/culturalcloud/1.0/user/free', async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    const user = callerOf(ctx, req);
    if (!user) return shopFail(SHOP_CODE.NO_SESSION, ACCOUNT_TEXTS.notLoggedIn);
    const sessionId = randomBytes(16).toString('hex');
    store.openSession(sessionId, user.id, g.site.site_code, ctx.clock.now());
    return { code: 0, data: { sessionId } };
  });

  app.get('/culturalcloud/1.0/userOrder/myOrderList', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pagingOf(req);
    const type = input(req, 'orderType').trim();
    // one status, or several comma-separated ("0,30": every order awaiting payment)
    const statuses = input(req, 'orderStatus')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => /^\d{1,3}$/.test(v))
      .map(Number);
    const filter = { type: type ? Number.parseInt(type, 10) : null, statuses };
    const { rows, total } = store.orders(g.userId, g.site.site_code, filter, pg.pageSize, pg.offset);
    return { code: 0, list: listItems(parcels, rows), pageNum: pg.pageNum, pageSize: pg.pageSize, total };
  });

  app.get('/culturalcloud/1.0/userOrder/orderDetail', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const o = orderOf(g.userId, input(req, 'orderId'));
    if (!o) return refused(TEXTS.orderNotFound);
    return {
      code: 0,
      data: {
        ...orderItem(o),
        ...parcelAndReview(parcels, o, g.site),
        receiver: o.receiver ?? '',
        address: o.address ?? '',
        addressId: o.address_id === null ? '' : String(o.address_id),
        tickets: JSON.parse(o.tickets) as unknown,
        checkIn: o.check_in ?? '',
        checkOut: o.check_out ?? '',
        refundAmount: yuan(o.refund_cents),
        refundReason: o.refund_reason,
        // the order's latest refund ("" when none was applied for)
        refundId: String(refunds.latestOfOrder(o.id) ?? ''),
      },
    };
  });

  app.post('/culturalcloud/1.0/userOrder/cancelOrder', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return ctx.db
      .transaction(() => {
        const o = orderOf(g.userId, body(req, 'orderId'));
        if (!o) return refused(TEXTS.orderNotFound);
        const rule = SHOP_TO_PAY[o.order_type];
        if (!rule?.from.includes(o.order_status)) return refused(TEXTS.notCancellable);
        const closed = rule.closedFrom?.[o.order_status] ?? rule.closed;
        store.setStatus(o.id, closed);
        return done(TEXTS.cancelled, { orderStatus: closed });
      })
      .immediate();
  });
}

function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, store: ShopStore, guard: Guard): void {
  const withdrawals = withdrawalsStore(ctx.db);
  app.get('/culturalcloud/1.0/wallet/info', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const w = store.wallet(g.userId);
    return {
      code: 0,
      data: {
        balance: yuan(w.balance_cents),
        frozen: yuan(w.frozen_cents),
        withdrawable: yuan(w.balance_cents - w.frozen_cents),
        // the withdrawal rules (routes-withdrawals.ts) and what today leaves of the daily limit
        minWithdraw: yuan(WITHDRAW_MIN_CENTS),
        dailyLimit: yuan(WITHDRAW_DAILY_CENTS),
        withdrawnToday: yuan(withdrawals.withdrawnSince(g.userId, chinaDayStart(ctx.clock.now()))),
      },
    };
  });

  app.get('/culturalcloud/1.0/wallet/records', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pagingOf(req);
    const { rows, total } = store.walletRecords(g.userId, pg.pageSize, pg.offset);
    return {
      code: 0,
      list: rows.map((r) => ({
        id: String(r.id),
        type: r.type,
        amount: yuan(r.amount_cents),
        createTime: formatChinaTime(r.created_at),
        status: r.status,
      })),
      pageNum: pg.pageNum,
      pageSize: pg.pageSize,
      total,
    };
  });
}

/** The shop's order and wallet calls, registered outside the site guard (the shop's guard runs in each); the refunds' are routes-refunds.ts, the withdrawals' routes-withdrawals.ts. */
export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = shopStore(ctx.db);
  const guard = shopGuard(ctx, store);
  registerOrderRoutes(app, ctx, store, guard);
  registerWalletRoutes(app, ctx, store, guard);
}
