/** The brands family's calls: the list (by keyword, or the brands of a resource), a brand, its places. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { emptyPage, ok, pageOf } from '../../envelope.ts';
import { placeListItem } from '../places/index.ts';
import { refused } from '../../refusal.ts';
import { imageRef, imagesString, kindOf } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses } from '../interactions/index.ts';
import { BRAND_TYPE, brandsStore, type BrandFilter, type BrandRow } from './store.ts';
import { NO_SUCH_BRAND } from './texts.ts';

function brandItem(row: BrandRow, status: { likeStatus: number; collectionStatus: number }): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    slogan: row.slogan,
    brandImage: imageRef(row.images.split(',')[0] ?? ''),
    bannerImage: imageRef(row.banner),
    logo: imageRef(row.logo),
    mainColor: row.main_color,
    siteCount: String(row.site_count),
    relationResourceCount: String(row.resource_count),
    vipResourceStatus: { likeStatus: status.likeStatus, collectionStatus: status.collectionStatus },
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = brandsStore(db);
  const statuses = (req: FastifyRequest, ids: number[]) => userStatuses(db, callerKeyOf(ctx, req), BRAND_TYPE, ids);

  api.get('/res/api/brand/getApiBrandList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const filter: BrandFilter = { siteCode: site.site_code, keyword: input(req, 'keyword').trim() };
    const linksType = input(req, 'linksResourceType');
    const linksId = Number.parseInt(input(req, 'linksResourceId'), 10);
    if (linksType) {
      if (!Number.isSafeInteger(linksId)) return emptyPage(pg);
      filter.links = { type: linksType, id: linksId };
    }
    const rows = store.page(filter, pg.pageSize, pg.offset);
    const st = statuses(
      req,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => brandItem(r, st.get(r.id) ?? ANONYMOUS_STATUS)),
      store.count(filter),
      pg,
    );
  });

  api.get('/res/api/brand/getApiBrandDetail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.byId(site.site_code, id) : undefined;
    if (!row) return refused(NO_SUCH_BRAND);
    const counts = store.counts(row.id);
    return ok({
      ...brandItem(row, statuses(req, [row.id]).get(row.id) ?? ANONYMOUS_STATUS),
      images: imagesString(row.images),
      introduce: row.introduce,
      newsCount: String(store.newsCount(row.id)),
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
    });
  });

  api.get('/res/api/brand/getApiBrandResourceList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const brandId = Number.parseInt(input(req, 'brandId'), 10);
    if (!Number.isSafeInteger(brandId) || !store.exists(site.site_code, brandId)) return emptyPage(pg);
    const type = input(req, 'resourceType');
    if (type && !kindOf(type)) return emptyPage(pg);
    const rows = store.resources(brandId, type, pg.pageSize, pg.offset);
    const userId = callerKeyOf(ctx, req);
    const items = rows.map((r) => placeListItem(r, userStatuses(db, userId, r.resource_type, [r.id]).get(r.id) ?? ANONYMOUS_STATUS));
    return pageOf(items, store.resourceCount(brandId, type), pg);
  });
}
