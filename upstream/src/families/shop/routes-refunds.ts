/**
 * The shop's refunds: the refundable amount of an order, applying for a refund (any refundable
 * order; a route order's own `routeOrderRefundSubmit`), the user's refunds and one refund's
 * progress with the merchant to contact. A refund is applied (1), approved (2), refunded (3) or
 * rejected (4, with the merchant's reason); the order's `refundStatus` (0 none, 1 pending,
 * 2 refunded) follows, and a rejected refund leaves the order refundable again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, isJsonBody, type AppContext, type SiteRow } from '../../context.ts';
import { imageRef, imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { uploadedRef } from '../uploads/index.ts';
import { body, done, pagingOf, refused, shopGuard, yuan, type Guard } from './routes.ts';
import { REFUNDABLE, REFUND_DELAY_MS, shopStore, type ShopOrderRow, type ShopStore } from './store.ts';
import { refundsStore, type RefundsStore, type ShopRefundRow } from './store-refunds.ts';
import { MERCHANT_SERVICE, TEXTS } from './texts.ts';

/** The route (line) order type: its refunds go through `routeOrderRefundSubmit`. */
const LINE_ORDER_TYPE = 6;
/** Most pictures on one refund application. */
const MAX_PICTURES = 9;

const idOf = (raw: string) => Number.parseInt(raw, 10) || -1;
const timeOf = (ms: number | null) => (ms === null ? '' : formatChinaTime(ms));
const refundable = (o: ShopOrderRow) => (REFUNDABLE[o.order_type] ?? []).includes(o.order_status) && o.refund_status === 0;

/**
 * The pictures of an application: a JSON array of uploaded images' urls (`uploads/<name>`, from
 * `file/upload`; or one comma-separated string) as their stored references; null when one is not
 * an uploaded image or there are too many.
 */
function picturesOf(ctx: AppContext, req: FastifyRequest): string[] | null {
  const raw = isJsonBody(req) ? (req.body as Record<string, unknown> | undefined)?.pictures : input(req, 'pictures');
  const list: unknown[] = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : String(raw).split(',');
  if (list.length > MAX_PICTURES) return null;
  const refs = list.map((p) => (typeof p === 'string' ? uploadedRef(ctx.db, p, 'IMAGE') : null));
  return refs.every((r) => r !== null) ? (refs as string[]) : null;
}

function refundItem(r: ShopRefundRow) {
  return {
    refundId: String(r.id),
    refundNo: r.refund_no,
    orderId: String(r.order_id),
    orderNo: r.order_no,
    orderType: r.order_type,
    productName: r.product_name,
    thumbImageUrl: imageRef(r.image),
    orderPayAmount: yuan(r.order_amount_cents),
    refundAmount: yuan(r.amount_cents),
    refundStatus: r.status,
    reason: r.reason,
    applyTime: formatChinaTime(r.applied_at),
  };
}

function refundDetail(r: ShopRefundRow, site: SiteRow) {
  const pictures = JSON.parse(r.pictures) as string[];
  return {
    ...refundItem(r),
    description: r.description,
    pictures: imagesString(pictures.join(',')).split(',').filter(Boolean),
    rejectReason: r.reject_reason,
    approveTime: timeOf(r.approved_at),
    refundTime: timeOf(r.refunded_at),
    rejectTime: timeOf(r.rejected_at),
    merchantName: MERCHANT_SERVICE[siteLanguageOf(site.site_language)](site.name),
    merchantPhone: `400-880-${site.site_code.slice(-4)}`,
  };
}

interface Kit {
  ctx: AppContext;
  store: ShopStore;
  refunds: RefundsStore;
  guard: Guard;
}

/**
 * Applies for the refund of the caller's order in one immediate transaction: `only` narrows the
 * order types; the amount is the order's refundable amount unless the call gives a smaller one.
 */
function applyFor(kit: Kit, req: FastifyRequest, g: { site: SiteRow; userId: number }, only: number | null) {
  const { ctx, store, refunds } = kit;
  return ctx.db
    .transaction(() => {
      const o = store.order(g.userId, idOf(body(req, 'orderId')));
      if (!o || o.site_code !== g.site.site_code) return refused(TEXTS.orderNotFound);
      if (only !== null && o.order_type !== only) return refused(TEXTS.notRouteOrder);
      if (o.refund_status !== 0) return refused(TEXTS.refundAlreadyApplied);
      if (!refundable(o)) return refused(TEXTS.notRefundable);
      const reason = body(req, 'reason').trim();
      if (!reason) return refused(TEXTS.refundReasonRequired);
      const pictures = picturesOf(ctx, req);
      if (!pictures) return refused(TEXTS.badPictures);
      const raw = only === null ? body(req, 'amount').trim() : '';
      const cents = raw === '' ? o.amount_cents : Math.round(Number(raw) * 100);
      if (!Number.isFinite(cents) || cents <= 0) return refused(TEXTS.badRefundAmount);
      if (cents > o.amount_cents) return refused(TEXTS.refundOverAmount);
      const now = ctx.clock.now();
      store.applyRefund(o.id, cents, reason, now + REFUND_DELAY_MS);
      const refundId = refunds.apply({
        orderId: o.id,
        userId: g.userId,
        siteCode: g.site.site_code,
        amountCents: cents,
        reason,
        description: body(req, 'description').trim(),
        pictures,
        nowMs: now,
      });
      return done(TEXTS.refundApplied, { refundStatus: 1, amount: yuan(cents), refundId: String(refundId) });
    })
    .immediate();
}

function registerApplyRoutes(app: FastifyInstance, kit: Kit): void {
  const { store, guard } = kit;
  /** JSON `{ orderId }`: the amount a refund of the order would pay back ("0.00" when it cannot be refunded). */
  app.post('/culturalcloud/1.0/userOrder/getRefundAmount', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const o = store.order(g.userId, idOf(body(req, 'orderId')));
    if (!o || o.site_code !== g.site.site_code) return refused(TEXTS.orderNotFound);
    return { code: 0, data: { amount: yuan(refundable(o) ? o.amount_cents : 0) } };
  });

  app.post('/culturalcloud/1.0/userOrder/refund/apply', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return applyFor(kit, req, g, null);
  });

  /** JSON `{ orderId, reason, description, pictures }`: a route order's refund (the whole amount). */
  app.post('/culturalcloud/1.0/userOrder/routeOrderRefundSubmit', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return applyFor(kit, req, g, LINE_ORDER_TYPE);
  });
}

function registerReadRoutes(app: FastifyInstance, kit: Kit): void {
  const { refunds, guard } = kit;
  app.get('/culturalcloud/1.0/userOrder/refund/list', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pagingOf(req);
    const statuses = input(req, 'refundStatus')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => /^[1-4]$/.test(v))
      .map(Number);
    const { rows, total } = refunds.list(g.userId, g.site.site_code, statuses, pg.pageSize, pg.offset);
    return { code: 0, list: rows.map(refundItem), pageNum: pg.pageNum, pageSize: pg.pageSize, total };
  });

  app.get('/culturalcloud/1.0/userOrder/refund/detail', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const r = refunds.own(g.userId, g.site.site_code, idOf(input(req, 'refundId')));
    if (!r) return refused(TEXTS.refundNotFound);
    return { code: 0, data: refundDetail(r, g.site) };
  });
}

export function registerRefundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = shopStore(ctx.db);
  const kit: Kit = { ctx, store, refunds: refundsStore(ctx.db), guard: shopGuard(ctx, store) };
  registerApplyRoutes(app, kit);
  registerReadRoutes(app, kit);
}
