/**
 * Rankings (doc 1 §2.14 /regional-rank, /scenic-rank/{resourceType}; doc 2 "Ranking response":
 * `data.data / data.totalCount / data.totalPage`). Both boards rank by heat ("热度"):
 * - regionRank: the site's destinations (its city cards below the city itself) by the card's own
 *   heat plus the heat of the places in its region;
 * - resourceRank: the places of one resourceType by their heat (scenic areas carry one; other
 *   kinds take likes × 3 + favourites × 5 + comments × 8).
 * Each row carries `lastRank`, its place on last week's board (null when it was not on it); the
 * gateway turns it into a trend. Last week's boards are kept in `rank_history` (seeded).
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { SeedEnv, UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { makePage, ranking } from '../../envelope.ts';
import { placeListItem, type PlaceRow } from '../../format/places.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { regionPrefix } from '../../regions/division.ts';
import { kindOf, PLACE_KINDS } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses } from '../../users.ts';
import { cardItem, type CityCardRow } from '../destinations/index.ts';
import { siteLanguageOf, type InLanguages } from '../demo.ts';

interface Ranked<T> {
  row: T;
  heat: number;
}

function regionBoard(db: Database.Database, siteCode: string): Ranked<CityCardRow>[] {
  const cards = db.prepare("SELECT * FROM city_cards WHERE site_code = ? AND card_type != 'CITY' ORDER BY sort, id").all(siteCode) as CityCardRow[];
  const places = db.prepare('SELECT region, heat FROM places WHERE site_code = ?').all(siteCode) as { region: string; heat: number }[];
  return cards
    .map((row) => {
      const prefix = regionPrefix(row.region) ?? row.region;
      const placesHeat = places.filter((p) => p.region.startsWith(prefix)).reduce((sum, p) => sum + p.heat, 0);
      return { row, heat: row.heat + placesHeat };
    })
    .sort((a, b) => b.heat - a.heat || a.row.id - b.row.id);
}

function resourceBoard(db: Database.Database, siteCode: string, type: string): Ranked<PlaceRow>[] {
  const rows = db
    .prepare(`SELECT p.*, COALESCE(i.like_num, 0) AS likes, COALESCE(i.collection_num, 0) AS favourites, COALESCE(i.comment_num, 0) AS comments
      FROM places p LEFT JOIN interactions i ON i.resource_type = p.resource_type AND i.resource_id = p.id
      WHERE p.site_code = ? AND p.resource_type = ?`)
    .all(siteCode, type) as (PlaceRow & { likes: number; favourites: number; comments: number })[];
  return rows
    .map((row) => ({ row: row as PlaceRow, heat: row.heat > 0 ? row.heat : row.likes * 3 + row.favourites * 5 + row.comments * 8 }))
    .sort((a, b) => b.heat - a.heat || a.row.id - b.row.id);
}

function routes(api: Parameters<NonNullable<UpstreamFamily['routes']>>[0], ctx: AppContext): void {
  const db = ctx.db;
  const lastRanks = db.prepare('SELECT item_id, last_rank FROM rank_history WHERE site_code = ? AND board = ?');
  const history = (siteCode: string, board: string) =>
    new Map((lastRanks.all(siteCode, board) as { item_id: number; last_rank: number }[]).map((r) => [r.item_id, r.last_rank]));

  api.get('/res/api/ranking/regionRank', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const board = regionBoard(db, site.site_code);
    const last = history(site.site_code, 'REGION');
    const items = board.slice(pg.offset, pg.offset + pg.pageSize).map(({ row, heat }, i) => ({
      rank: String(pg.offset + i + 1),
      region: row.region,
      regionName: row.region_name,
      cardId: row.id,
      name: row.name,
      slogan: row.slogan,
      cover: cardItem(row).cover,
      siteId: String(row.site_id),
      heat: String(heat),
      lastRank: last.has(row.id) ? String(last.get(row.id)) : null,
    }));
    return ranking(items, makePage(board.length, pg.currPage, pg.pageSize));
  });

  api.get('/res/api/ranking/resourceRank', async (req: FastifyRequest) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'resourceType') || 'CONTENT_TYPE_SCENERY';
    if (!kindOf(type)) return ranking([], makePage(0, pg.currPage, pg.pageSize));
    const board = resourceBoard(db, site.site_code, type);
    const last = history(site.site_code, type);
    const page = board.slice(pg.offset, pg.offset + pg.pageSize);
    const st = userStatuses(db, callerKeyOf(ctx, req), type, page.map((r) => r.row.id));
    const items = page.map(({ row, heat }, i) => ({
      ...placeListItem(row, st.get(row.id) ?? ANONYMOUS_STATUS),
      rank: String(pg.offset + i + 1),
      heat: String(heat),
      lastRank: last.has(row.id) ? String(last.get(row.id)) : null,
    }));
    return ranking(items, makePage(board.length, pg.currPage, pg.pageSize));
  });
}

const MENU_NAME: InLanguages<string> = { CN: '区域排行', FRENCH: 'Classements', EN: 'Rankings', JAPANESE: 'ランキング', KOREAN: '순위' };

/** Last week's boards: today's order with some rows moved, and a few rows new this week. */
function seed(db: Database.Database, env: SeedEnv): void {
  const insert = db.prepare('INSERT INTO rank_history (site_code, board, item_id, last_rank) VALUES (?, ?, ?, ?)');
  const sites = db.prepare('SELECT site_code, site_language FROM sites ORDER BY id').all() as { site_code: string; site_language: string }[];
  for (const { site_code: siteCode, site_language: language } of sites) {
    const rng = mulberry32(hashString(`rankings:${siteCode}`));
    const write = (board: string, ids: number[]) => {
      const order = [...ids];
      for (let k = 0; k < Math.ceil(order.length / 3); k += 1) {
        const a = rng.int(0, order.length - 1);
        const b = Math.min(order.length - 1, Math.max(0, a + rng.int(-3, 3)));
        [order[a], order[b]] = [order[b]!, order[a]!];
      }
      order.forEach((id, i) => {
        if (!rng.chance(0.1)) insert.run(siteCode, board, id, i + 1);
      });
    };
    write('REGION', regionBoard(db, siteCode).map((r) => r.row.id));
    for (const kind of PLACE_KINDS) write(kind.type, resourceBoard(db, siteCode, kind.type).map((r) => r.row.id));
    env.addServiceMenu(siteCode, [{ name: MENU_NAME[siteLanguageOf(language)], menuCode: 'REGION_RANK', icon: 'trophy', sort: 1 }]);
  }
}

export const rankingsFamily: UpstreamFamily = {
  name: 'rankings',
  migrations: [
    {
      version: 1,
      name: "last week's ranking boards",
      sql: `
        CREATE TABLE rank_history (
          site_code TEXT NOT NULL,
          board TEXT NOT NULL,
          item_id INTEGER NOT NULL,
          last_rank INTEGER NOT NULL,
          PRIMARY KEY (site_code, board, item_id)
        );
      `,
    },
  ],
  seed,
  routes,
};
