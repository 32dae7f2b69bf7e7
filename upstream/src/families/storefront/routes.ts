/**
 * The storefront's calls, in the shop's shape and behind the shop's guard (the site from the
 * `domain` header; buying needs the shop session): the categories, a page of products, a product,
 * and buying one, which places one of the shop's goods orders awaiting payment. An order closed
 * unpaid gives its quantity back to the stock.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, isJsonBody, type AppContext, type SiteRow } from '../../context.ts';
import { imageRef, imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { closedUnpaidOrders, done, pagingOf, placeShopOrder, refused, shopGuardOf, yuan } from '../shop/index.ts';
import { storefrontStore, type ProductRow, type StorefrontStore } from './store.ts';
import { CATEGORIES, CATEGORY_NAMES, MAX_QUANTITY, STOREFRONT_TEXTS as TEXTS, type Category } from './texts.ts';

const P = '/culturalcloud/1.0/product/';

const categoryName = (site: SiteRow, c: string) => CATEGORY_NAMES[siteLanguageOf(site.site_language)][c as Category] ?? c;

function item(site: SiteRow, p: ProductRow) {
  return {
    productId: String(p.id),
    productName: p.name,
    categoryId: p.category,
    categoryName: categoryName(site, p.category),
    thumbImageUrl: imageRef(p.images.split(',')[0] ?? ''),
    price: yuan(p.price_cents),
    stock: p.stock,
    sales: p.sales,
    shopName: p.shop_name,
  };
}

/** A JSON body field. */
function field(req: FastifyRequest, name: string): string {
  if (!isJsonBody(req)) return input(req, name);
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

/** Gives back the quantity of the orders closed unpaid since the last look; keeps the paid ones'. */
function settleHeld(ctx: AppContext, store: StorefrontStore): void {
  const held = store.heldOrders();
  if (held.length === 0) return;
  const closed = new Set(
    closedUnpaidOrders(
      ctx,
      held.map((h) => h.order_id),
    ),
  );
  const nowMs = ctx.clock.now();
  ctx.db.transaction(() => {
    for (const h of held) {
      if (closed.has(h.order_id)) store.release(h.order_id);
      else if (h.pay_due_at <= nowMs) store.keep(h.order_id);
    }
  })();
}

function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext, store: StorefrontStore): void {
  const guard = shopGuardOf(ctx);
  app.get(`${P}categoryList`, async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    const list = store.categories(g.site.site_code).map((c) => ({
      categoryId: c.category,
      categoryName: categoryName(g.site, c.category),
      productNum: c.n,
    }));
    return { code: 0, data: list };
  });

  app.get(`${P}list`, async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    settleHeld(ctx, store);
    const pg = pagingOf(req);
    const category = input(req, 'categoryId').trim();
    if (category && !(CATEGORIES as readonly string[]).includes(category))
      return { code: 0, list: [], pageNum: pg.pageNum, pageSize: pg.pageSize, total: 0 };
    const { rows, total } = store.products(g.site.site_code, category, pg.pageSize, pg.offset);
    return { code: 0, list: rows.map((p) => item(g.site, p)), pageNum: pg.pageNum, pageSize: pg.pageSize, total };
  });

  app.get(`${P}detail`, async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    settleHeld(ctx, store);
    const p = store.product(g.site.site_code, Number.parseInt(input(req, 'productId'), 10) || -1);
    if (!p) return refused(TEXTS.noProduct);
    return { code: 0, data: { ...item(g.site, p), images: imagesString(p.images).split(','), summary: p.summary } };
  });
}

function registerBuyRoute(app: FastifyInstance, ctx: AppContext, store: StorefrontStore): void {
  const guard = shopGuardOf(ctx);
  app.post(`${P}buy`, async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    settleHeld(ctx, store);
    const raw = field(req, 'quantity');
    const quantity = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
    return ctx.db
      .transaction(() => {
        const p = store.product(g.site.site_code, Number.parseInt(field(req, 'productId'), 10) || -1);
        if (!p) return refused(TEXTS.noProduct);
        if (quantity < 1 || quantity > MAX_QUANTITY) return refused(TEXTS.badQuantity);
        if (!store.take(p.id, quantity)) return refused(TEXTS.soldOut);
        const image = p.images.split(',')[0] ?? '';
        const o = placeShopOrder(ctx, {
          siteCode: g.site.site_code,
          userId: g.userId,
          productName: p.name,
          image,
          unitCents: p.price_cents,
          quantity,
        });
        store.hold(o.id, p.id, quantity, o.pay_due_at ?? ctx.clock.now());
        return done(TEXTS.ordered, {
          orderId: String(o.id),
          orderNo: o.order_no,
          orderStatus: o.order_status,
          orderPayAmount: yuan(o.amount_cents),
          payExpireTime: o.pay_due_at === null ? '' : formatChinaTime(o.pay_due_at),
        });
      })
      .immediate();
  });
}

/** The storefront's calls, outside the site guard (the shop's guard runs in each). */
export function registerStorefrontRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = storefrontStore(ctx.db);
  registerCatalogueRoutes(app, ctx, store);
  registerBuyRoute(app, ctx, store);
}
