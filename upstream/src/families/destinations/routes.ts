/** The destinations family's calls: the card list (Response B) and a card. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { makePage, ok, responseB } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { regionPrefix } from '../../regions/division.ts';
import { userStatuses } from '../interactions/index.ts';
import { cardItem } from './cards.ts';
import { CITY_CARD_TYPE, destinationsStore, type CardFilter } from './store.ts';
import { NO_SUCH_CARD } from './texts.ts';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = destinationsStore(db);
  const statuses = (req: FastifyRequest, ids: number[]) => userStatuses(db, callerKeyOf(ctx, req), CITY_CARD_TYPE, ids);

  // Response B; `region` keeps the cards of that region and below it, `cardType` one type
  // (CITY, COUNTY, TOWN), `unrealCard` 0/1 the administrative or the themed ones.
  api.get('/res/api/card/getApiCardList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const filter: CardFilter = { siteCode: site.site_code, cardType: input(req, 'cardType').trim(), keyword: input(req, 'keyword').trim() };
    const region = input(req, 'region').trim();
    if (region) {
      const prefix = regionPrefix(region);
      if (!prefix) return responseB([], makePage(0, pg.currPage, pg.pageSize));
      filter.regionPrefix = prefix;
    }
    const unreal = input(req, 'unrealCard');
    if (unreal === '0' || unreal === '1') filter.unreal = Number(unreal);
    const rows = store.page(filter, pg.pageSize, pg.offset);
    const st = statuses(
      req,
      rows.map((r) => r.id),
    );
    return responseB(
      rows.map((r) => cardItem(r, st.get(r.id))),
      makePage(store.count(filter), pg.currPage, pg.pageSize),
    );
  });

  api.get('/res/api/card/getApiCardDetail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id') || input(req, 'cardId'), 10);
    const row = Number.isSafeInteger(id) ? store.byId(site.site_code, id) : undefined;
    if (!row) return refused(NO_SUCH_CARD);
    const counts = store.counts(row.id);
    return ok({
      ...cardItem(row, statuses(req, [row.id]).get(row.id)),
      introduce: row.introduce,
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
    });
  });
}
