/**
 * A goods order's parcel (`userOrder/logistics`: carrier, tracking number, state, the carrier's
 * events newest first) and the buyer's review of an order that arrived (`userOrder/review/options`,
 * `userOrder/review/submit`: once per order, in one immediate transaction).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, isJsonBody, type AppContext, type SiteRow } from '../../context.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { uploadedRef } from '../uploads/index.ts';
import { body, done, refused, shopGuard } from './routes.ts';
import { shopStore } from './store.ts';
import { CARRIERS, emoticonCount, parcelsStore, REVIEW_LIMITS, reviewable, reviewTagsOf, type ParcelsStore } from './store-parcels.ts';
import { TEXTS } from './texts.ts';

const idOf = (raw: string) => Number.parseInt(raw, 10) || -1;

/** A JSON body's array field (or one comma-separated string); null when it is something else. */
function listOf(req: FastifyRequest, name: string): unknown[] | null {
  const raw = isJsonBody(req) ? (req.body as Record<string, unknown> | undefined)?.[name] : input(req, name);
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  return typeof raw === 'string' ? raw.split(',') : null;
}

type Checked = { error: string } | { stars: number; content: string; tags: string[]; pictures: string[] };

/** The review's fields against REVIEW_LIMITS, the site's tags and the uploads. */
function checkReview(ctx: AppContext, req: FastifyRequest, site: SiteRow): Checked {
  const stars = Number(body(req, 'stars'));
  if (!Number.isInteger(stars) || stars < 1 || stars > REVIEW_LIMITS.maxStars) return { error: TEXTS.badStars };
  const content = body(req, 'content').trim();
  if (!content) return { error: TEXTS.reviewTextRequired };
  if ([...content].length > REVIEW_LIMITS.maxLength) return { error: TEXTS.reviewTextTooLong };
  if (emoticonCount(content) > REVIEW_LIMITS.maxEmoticons) return { error: TEXTS.tooManyEmoticons };
  const words = reviewTagsOf(siteLanguageOf(site.site_language));
  const tags = listOf(req, 'tags');
  if (!tags || tags.length > REVIEW_LIMITS.maxTags || new Set(tags).size !== tags.length) return { error: TEXTS.badTags };
  if (!tags.every((t) => typeof t === 'string' && Object.hasOwn(words, t))) return { error: TEXTS.badTags };
  const raw = listOf(req, 'pictures');
  if (!raw || raw.length > REVIEW_LIMITS.maxPictures) return { error: TEXTS.badPictures };
  const pictures = raw.map((p) => (typeof p === 'string' ? uploadedRef(ctx.db, p, 'IMAGE') : null));
  if (!pictures.every((p) => p !== null)) return { error: TEXTS.badPictures };
  return { stars, content, tags: tags as string[], pictures: pictures as string[] };
}

function parcelOf(parcels: ParcelsStore, orderId: number, site: SiteRow) {
  const p = parcels.parcel(orderId);
  if (!p) return null;
  const carrier = CARRIERS[p.carrier_code];
  return {
    orderId: String(orderId),
    carrierCode: p.carrier_code,
    carrierName: carrier?.name[siteLanguageOf(site.site_language)] ?? p.carrier_code,
    carrierPhone: carrier?.phone ?? '',
    trackingNo: p.tracking_no,
    state: p.state,
    events: parcels.events(orderId).map((e) => ({ time: formatChinaTime(e.at), state: e.state, context: e.description })),
  };
}

export function registerParcelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = shopStore(ctx.db);
  const parcels = parcelsStore(ctx.db);
  const guard = shopGuard(ctx, store);
  const own = (userId: number, site: SiteRow, raw: string) => {
    const o = store.order(userId, idOf(raw));
    return o && o.site_code === site.site_code ? o : undefined;
  };

  app.get('/culturalcloud/1.0/userOrder/logistics', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const o = own(g.userId, g.site, input(req, 'orderId'));
    if (!o) return refused(TEXTS.orderNotFound);
    const parcel = parcelOf(parcels, o.id, g.site);
    return parcel ? { code: 0, data: parcel } : refused(TEXTS.noParcel);
  });

  app.get('/culturalcloud/1.0/userOrder/review/options', async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    const words = reviewTagsOf(siteLanguageOf(g.site.site_language));
    return { code: 0, data: { ...REVIEW_LIMITS, tags: Object.entries(words).map(([code, name]) => ({ code, name })) } };
  });

  app.post('/culturalcloud/1.0/userOrder/review/submit', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return ctx.db
      .transaction(() => {
        const o = own(g.userId, g.site, body(req, 'orderId'));
        if (!o) return refused(TEXTS.orderNotFound);
        if (parcels.review(o.id)) return refused(TEXTS.alreadyReviewed);
        if (!reviewable(o, parcels.parcel(o.id)?.state ?? null)) return refused(TEXTS.notReviewable);
        const checked = checkReview(ctx, req, g.site);
        if ('error' in checked) return refused(checked.error);
        const reviewId = parcels.addReview({
          ...checked,
          orderId: o.id,
          userId: g.userId,
          siteCode: g.site.site_code,
          nowMs: ctx.clock.now(),
        });
        return done(TEXTS.reviewed, { reviewId: String(reviewId) });
      })
      .immediate();
  });
}
