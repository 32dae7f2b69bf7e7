/**
 * Culture-and-tourism brands (doc 2 "Brand": id, name, slogan, brandImage, mainColor, siteCount,
 * relationResourceCount; doc 1 §2.12 /brand-list, /brand-desc/{id}, /brand-introduce/{id},
 * /brand-news/{id}, /brand-scenic/{id}). A brand groups places (its "scenic" page) and news of a
 * region under one name; a place's detail shows the banner of the brand it belongs to
 * (doc 2 §7 getApiBrandList with linksResourceType/linksResourceId, pageSize 1). Brands can be
 * liked, favourited and commented (resourceType CONTENT_TYPE_BRAND). The brand's news are the
 * site's news linked to it in `content_links`, listed by `res/api/content/list` with
 * linksResourceType/linksResourceId (doc 2 §7 getNewsList).
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { emptyPage, fail, ok, pageOf } from '../../envelope.ts';
import { placeListItem, type PlaceRow } from '../../format/places.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { imageRef, imagesString, kindOf } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses } from '../../users.ts';
import { BRAND_TEXTS } from './texts.ts';

export const BRAND_TYPE = 'CONTENT_TYPE_BRAND';

interface BrandRow {
  id: number;
  site_code: string;
  name: string;
  slogan: string;
  images: string;
  banner: string;
  logo: string;
  main_color: string;
  introduce: string;
  site_count: number;
  sort: number;
  resource_count: number;
}

const SELECT = `SELECT b.*, (SELECT COUNT(*) FROM brand_resources r JOIN places p ON p.id = r.resource_id AND p.resource_type = r.resource_type
    WHERE r.brand_id = b.id) AS resource_count FROM brands b`;

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

function routes(api: Parameters<NonNullable<UpstreamFamily['routes']>>[0], ctx: AppContext): void {
  const db = ctx.db;
  const statuses = (req: FastifyRequest, ids: number[]) => userStatuses(db, callerKeyOf(ctx, req), BRAND_TYPE, ids);

  api.get('/res/api/brand/getApiBrandList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const where = ['b.site_code = ?'];
    const params: unknown[] = [site.site_code];
    const keyword = input(req, 'keyword').trim();
    if (keyword) {
      where.push('instr(b.name, ?) > 0');
      params.push(keyword);
    }
    const linksType = input(req, 'linksResourceType');
    const linksId = Number.parseInt(input(req, 'linksResourceId'), 10);
    if (linksType) {
      if (!Number.isSafeInteger(linksId)) return emptyPage(pg);
      where.push('b.id IN (SELECT brand_id FROM brand_resources WHERE resource_type = ? AND resource_id = ?)');
      params.push(linksType, linksId);
    }
    const whereSql = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM brands b WHERE ${whereSql}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`${SELECT} WHERE ${whereSql} ORDER BY b.sort, b.id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as BrandRow[];
    const st = statuses(req, rows.map((r) => r.id));
    return pageOf(rows.map((r) => brandItem(r, st.get(r.id) ?? ANONYMOUS_STATUS)), total, pg);
  });

  api.get('/res/api/brand/getApiBrandDetail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? (db.prepare(`${SELECT} WHERE b.id = ? AND b.site_code = ?`).get(id, site.site_code) as BrandRow | undefined) : undefined;
    if (!row) return fail(1, '品牌不存在');
    const counts = db.prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?').get(BRAND_TYPE, row.id) as
      | { like_num: number; collection_num: number; comment_num: number }
      | undefined;
    const news = (db.prepare('SELECT COUNT(*) AS n FROM content_links l JOIN news n ON n.id = l.news_id WHERE l.resource_type = ? AND l.resource_id = ?').get(BRAND_TYPE, row.id) as { n: number }).n;
    return ok({
      ...brandItem(row, statuses(req, [row.id]).get(row.id) ?? ANONYMOUS_STATUS),
      images: imagesString(row.images),
      introduce: row.introduce,
      newsCount: String(news),
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
    });
  });

  api.get('/res/api/brand/getApiBrandResourceList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const brandId = Number.parseInt(input(req, 'brandId'), 10);
    const brand = Number.isSafeInteger(brandId) ? db.prepare('SELECT id FROM brands WHERE id = ? AND site_code = ?').get(brandId, site.site_code) : undefined;
    if (!brand) return emptyPage(pg);
    const type = input(req, 'resourceType');
    if (type && !kindOf(type)) return emptyPage(pg);
    const where = `r.brand_id = ?${type ? ' AND r.resource_type = ?' : ''}`;
    const params: unknown[] = type ? [brandId, type] : [brandId];
    const from = 'FROM brand_resources r JOIN places p ON p.id = r.resource_id AND p.resource_type = r.resource_type';
    const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT p.* ${from} WHERE ${where} ORDER BY r.sort, p.id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as PlaceRow[];
    const userId = callerKeyOf(ctx, req);
    const items = rows.map((r) => placeListItem(r, userStatuses(db, userId, r.resource_type, [r.id]).get(r.id) ?? ANONYMOUS_STATUS));
    return pageOf(items, total, pg);
  });
}

/** Demo brands: fourteen per demo site, each with 3 to 8 places and 3 to 6 of the site's news. */
function seed(db: Database.Database): void {
  const insert = db.prepare(`INSERT INTO brands (site_code, name, slogan, images, banner, logo, main_color, introduce, site_count, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT OR IGNORE INTO brand_resources (brand_id, resource_type, resource_id, sort) VALUES (?, ?, ?, ?)');
  const linkNews = db.prepare('INSERT OR IGNORE INTO content_links (news_id, resource_type, resource_id) VALUES (?, ?, ?)');
  const counts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)');
  for (const [siteCode, texts] of Object.entries(BRAND_TEXTS)) {
    const rng = mulberry32(hashString(`brands:${siteCode}`));
    const places = db
      .prepare(`SELECT id, resource_type AS type FROM places WHERE site_code = ? AND resource_type IN
        ('CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_VENUE', 'CONTENT_TYPE_RURAL', 'CONTENT_TYPE_AGRITAINMENT', 'CONTENT_TYPE_RESTAURANT', 'CONTENT_TYPE_ENTERTAINMENT')
        ORDER BY sort, id`)
      .all(siteCode) as { id: number; type: string }[];
    const scenic = places.filter((p) => p.type === 'CONTENT_TYPE_SCENERY');
    const news = (db.prepare('SELECT id FROM news WHERE site_code = ? ORDER BY id').all(siteCode) as { id: number }[]).map((n) => n.id);
    texts.brands.forEach(([name, slogan], i) => {
      const slug = `brand-${siteCode.slice(4)}-${i + 1}`;
      const images = Array.from({ length: rng.int(2, 4) }, (_, k) => `${slug}-${k + 1}`).join(',');
      const { lastInsertRowid } = insert.run(
        siteCode, name, slogan, images, `${slug}-banner`, `${slug}-logo`, PALETTE[i % PALETTE.length]!, texts.introduce(name, slogan), rng.int(1, 18), (i + 1) * 10,
      );
      const id = Number(lastInsertRowid);
      // a scenic area first (the brand's "scenic" page leads with one), then other places
      const chosen = [...(scenic.length > 0 ? [scenic[i % scenic.length]!] : []), ...rng.shuffle(places).slice(0, rng.int(2, 7))];
      chosen.forEach((p, k) => link.run(id, p.type, p.id, (k + 1) * 10));
      for (const n of rng.shuffle(news).slice(0, rng.int(3, 6))) linkNews.run(n, BRAND_TYPE, id);
      counts.run(BRAND_TYPE, id, rng.int(20, 900), rng.int(5, 300));
    });
  }
}

/** Main colours dark enough for white text (WCAG AA) on the brand banner. */
const PALETTE = ['#B3261E', '#1E5AA8', '#2E7D32', '#6A1B9A', '#AD1457', '#00695C', '#4E342E', '#283593', '#37474F', '#BF360C', '#01579B', '#558B2F'];

export const brandsFamily: UpstreamFamily = {
  name: 'brands',
  migrations: [
    {
      version: 1,
      name: 'brands, their places, news linked to resources',
      sql: `
        CREATE TABLE brands (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          name TEXT NOT NULL,
          slogan TEXT NOT NULL,
          images TEXT NOT NULL,
          banner TEXT NOT NULL,
          logo TEXT NOT NULL,
          main_color TEXT NOT NULL,
          introduce TEXT NOT NULL,
          site_count INTEGER NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE INDEX brands_site ON brands (site_code, sort, id);
        CREATE TABLE brand_resources (
          brand_id INTEGER NOT NULL REFERENCES brands (id),
          resource_type TEXT NOT NULL,
          resource_id INTEGER NOT NULL,
          sort INTEGER NOT NULL,
          PRIMARY KEY (brand_id, resource_type, resource_id)
        );
        CREATE INDEX brand_resources_resource ON brand_resources (resource_type, resource_id);
        CREATE TABLE content_links (
          news_id INTEGER NOT NULL,
          resource_type TEXT NOT NULL,
          resource_id INTEGER NOT NULL,
          PRIMARY KEY (resource_type, resource_id, news_id)
        );
      `,
    },
  ],
  seed,
  routes,
  resourceTables: [{ type: BRAND_TYPE, table: 'brands', nameSql: 'name', imagesSql: 'images' }],
};
