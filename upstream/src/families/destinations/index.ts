/**
 * Destinations and city cards (doc 1 §2.1 /city-card, §2.12 /destination, /destination-city/{region}/{siteId},
 * /destination-desc/{region}/{id}?cardId=, /city-more/…; doc 3 §3 content type "city card";
 * §7 "card … lists"). A city card is the face of one destination: the site's own city, a county
 * or town of it, or a themed destination (`unrealCard` "1": a famous valley or pass filed under
 * the region it lies in). Card lists answer in the vendor's "Response B" shape
 * (`data.list / data.total / data.pageSize`). Cards can be liked, favourited and commented
 * (resourceType CONTENT_TYPE_CITY_CARD).
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { SeedEnv, UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { fail, makePage, ok, responseB } from '../../envelope.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { regionPrefix, lookupRegion } from '../../regions/division.ts';
import { imageRef, imagesString } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses, type InteractionStatus } from '../../users.ts';
import { DESTINATION_TEXTS } from './texts.ts';

export const CITY_CARD_TYPE = 'CONTENT_TYPE_CITY_CARD';

export interface CityCardRow {
  id: number;
  site_code: string;
  site_id: number;
  region: string;
  region_name: string;
  name: string;
  slogan: string;
  images: string;
  summary: string;
  introduce: string;
  card_type: string;
  unreal_card: number;
  tags: string;
  heat: number;
  last_rank: number | null;
  sort: number;
}

/** A card as lists answer it (images as the backend's comma-separated string, numbers as strings). */
export function cardItem(row: CityCardRow, status: InteractionStatus = ANONYMOUS_STATUS): Record<string, unknown> {
  return {
    id: String(row.id),
    cardId: String(row.id),
    name: row.name,
    slogan: row.slogan,
    cover: imageRef(row.images.split(',')[0] ?? ''),
    images: imagesString(row.images),
    region: row.region,
    regionName: row.region_name,
    siteId: String(row.site_id),
    summary: row.summary,
    cardType: row.card_type,
    unrealCard: row.unreal_card ? '1' : '0',
    tags: row.tags ? row.tags.split(',') : [],
    heat: String(row.heat),
    resourceType: CITY_CARD_TYPE,
    vipResourceStatus: { likeStatus: status.likeStatus, collectionStatus: status.collectionStatus },
  };
}

function routes(api: Parameters<NonNullable<UpstreamFamily['routes']>>[0], ctx: AppContext): void {
  const db = ctx.db;
  const statuses = (req: FastifyRequest, ids: number[]) => userStatuses(db, callerKeyOf(ctx, req), CITY_CARD_TYPE, ids);

  // Response B; `region` keeps the cards of that region and below it, `cardType` one type
  // (CITY, COUNTY, TOWN), `unrealCard` 0/1 the administrative or the themed ones.
  api.get('/res/api/card/getApiCardList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const where = ['site_code = ?'];
    const params: unknown[] = [site.site_code];
    const region = input(req, 'region').trim();
    if (region) {
      const prefix = regionPrefix(region);
      if (!prefix) return responseB([], makePage(0, pg.currPage, pg.pageSize));
      where.push('substr(region, 1, ?) = ?');
      params.push(prefix.length, prefix);
    }
    const cardType = input(req, 'cardType').trim();
    if (cardType) {
      where.push('card_type = ?');
      params.push(cardType);
    }
    const unreal = input(req, 'unrealCard');
    if (unreal === '0' || unreal === '1') {
      where.push('unreal_card = ?');
      params.push(Number(unreal));
    }
    const keyword = input(req, 'keyword').trim();
    if (keyword) {
      where.push('instr(name, ?) > 0');
      params.push(keyword);
    }
    const whereSql = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM city_cards WHERE ${whereSql}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM city_cards WHERE ${whereSql} ORDER BY sort, id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as CityCardRow[];
    const st = statuses(req, rows.map((r) => r.id));
    return responseB(rows.map((r) => cardItem(r, st.get(r.id))), makePage(total, pg.currPage, pg.pageSize));
  });

  api.get('/res/api/card/getApiCardDetail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id') || input(req, 'cardId'), 10);
    const row = Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM city_cards WHERE id = ? AND site_code = ?').get(id, site.site_code) as CityCardRow | undefined) : undefined;
    if (!row) return fail(1, '城市名片不存在');
    const counts = db.prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?').get(CITY_CARD_TYPE, row.id) as
      | { like_num: number; collection_num: number; comment_num: number }
      | undefined;
    return ok({
      ...cardItem(row, statuses(req, [row.id]).get(row.id)),
      introduce: row.introduce,
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
    });
  });
}

/** Below the site's own card (always CITY, whatever its level): a county or a town. */
function cardTypeOf(region: string): string {
  return (lookupRegion(region)?.level ?? 3) <= 3 ? 'COUNTY' : 'TOWN';
}

function seed(db: Database.Database, env: SeedEnv): void {
  const insert = db.prepare(`INSERT INTO city_cards (site_code, site_id, region, region_name, name, slogan, images, summary, introduce,
      card_type, unreal_card, tags, heat, last_rank, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const counts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)');
  const siteId = db.prepare('SELECT id FROM sites WHERE site_code = ?');
  const language = db.prepare('SELECT site_language AS l FROM sites WHERE site_code = ?');
  for (const [siteCode, texts] of Object.entries(DESTINATION_TEXTS)) {
    const rng = mulberry32(hashString(`destinations:${siteCode}`));
    const site = siteId.get(siteCode) as { id: number } | undefined;
    if (!site) continue;
    const n = texts.cards.length;
    // last week's places on the regional ranking: a shuffle of the current order, so some rose and some fell
    const lastRanks = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    texts.cards.forEach(([region, name, slogan, themed], i) => {
      const slug = `card-${siteCode.slice(4)}-${i + 1}`;
      const images = Array.from({ length: rng.int(2, 5) }, (_, k) => `${slug}-${k + 1}`).join(',');
      // the sites in another language name regions by their own cards, never by the Chinese division names
      const ownName = texts.cards.find((c) => c[0] === region && !c[3])?.[1];
      const regionName = (language.get(siteCode) as { l: string } | undefined)?.l !== 'CN' ? ownName ?? name : lookupRegion(region)?.name ?? name;
      const heat = (n - i) * 900 + rng.int(0, 2400);
      const { lastInsertRowid } = insert.run(
        siteCode, site.id, region, regionName, name, slogan, images, texts.summary(name, slogan), texts.introduce(name, slogan),
        themed ? 'THEME' : i === 0 ? 'CITY' : cardTypeOf(region), themed ? 1 : 0, rng.shuffle(texts.tags).slice(0, rng.int(2, 4)).join(','), heat, i === 0 ? null : lastRanks[i]!, (i + 1) * 10,
      );
      counts.run(CITY_CARD_TYPE, Number(lastInsertRowid), rng.int(30, 1200), rng.int(10, 400));
    });
    env.addServiceMenu(siteCode, [{ name: texts.menu, menuCode: 'DESTINATION', icon: 'map-pinned', sort: 1 }]);
  }
}

export const destinationsFamily: UpstreamFamily = {
  name: 'destinations',
  migrations: [
    {
      version: 1,
      name: 'city cards (destinations)',
      sql: `
        CREATE TABLE city_cards (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          site_id INTEGER NOT NULL,
          region TEXT NOT NULL,
          region_name TEXT NOT NULL,
          name TEXT NOT NULL,
          slogan TEXT NOT NULL,
          images TEXT NOT NULL,
          summary TEXT NOT NULL,
          introduce TEXT NOT NULL,
          card_type TEXT NOT NULL,
          unreal_card INTEGER NOT NULL DEFAULT 0,
          tags TEXT NOT NULL DEFAULT '',
          heat INTEGER NOT NULL DEFAULT 0,
          last_rank INTEGER,
          sort INTEGER NOT NULL
        );
        CREATE INDEX city_cards_site ON city_cards (site_code, sort, id);
      `,
    },
  ],
  seed,
  routes,
  resourceTables: [{ type: CITY_CARD_TYPE, table: 'city_cards', nameSql: 'name', imagesSql: 'images' }],
};
