/** The rankings family's calls: the region board and a resource board, a page at a time. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { makePage, ranking } from '../../envelope.ts';
import { placeListItem } from '../places/index.ts';
import { kindOf } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses } from '../interactions/index.ts';
import { cardItem } from '../destinations/index.ts';
import { regionBoard, resourceBoard } from './boards.ts';
import { rankingsStore } from './store.ts';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = rankingsStore(db);

  api.get('/res/api/ranking/regionRank', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const board = regionBoard(db, site.site_code);
    const last = store.lastRanks(site.site_code, 'REGION');
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

  api.get('/res/api/ranking/resourceRank', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'resourceType') || 'CONTENT_TYPE_SCENERY';
    if (!kindOf(type)) return ranking([], makePage(0, pg.currPage, pg.pageSize));
    const board = resourceBoard(db, site.site_code, type);
    const last = store.lastRanks(site.site_code, type);
    const page = board.slice(pg.offset, pg.offset + pg.pageSize);
    const st = userStatuses(
      db,
      callerKeyOf(ctx, req),
      type,
      page.map((r) => r.row.id),
    );
    const items = page.map(({ row, heat }, i) => ({
      ...placeListItem(row, st.get(row.id) ?? ANONYMOUS_STATUS),
      rank: String(pg.offset + i + 1),
      heat: String(heat),
      lastRank: last.has(row.id) ? String(last.get(row.id)) : null,
    }));
    return ranking(items, makePage(board.length, pg.currPage, pg.pageSize));
  });
}
