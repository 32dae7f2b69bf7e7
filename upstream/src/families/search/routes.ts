/** The search records (res/api/es/*SearchRecord) and the hot words (res/api/hotWord/*). */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, plainList } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { searchStore } from './store.ts';
import { SEARCH_TEXTS } from './texts.ts';
import { registerAroundRoutes } from './routes-around.ts';

/** Records kept per user and site. */
const SEARCH_RECORDS_KEPT = 10;
/** The search box's limit. */
const SEARCH_KEYWORD_MAX = 50;

const keywordOf = (raw: string): string | Error => {
  const keyword = raw.trim();
  if (!keyword) return new Error(SEARCH_TEXTS.keywordEmpty);
  if ([...keyword].length > SEARCH_KEYWORD_MAX) return new Error(SEARCH_TEXTS.keywordTooLong(SEARCH_KEYWORD_MAX));
  return keyword;
};

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = searchStore(ctx.db);

  app.get('/res/api/es/getSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const rows = store.records(user.id, site.site_code, SEARCH_RECORDS_KEPT);
    return plainList(rows.map((r) => ({ id: String(r.id), keyword: r.keyword, createTime: formatChinaTime(r.created_at) })));
  });

  app.post('/res/api/es/saveSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const keyword = keywordOf(input(req, 'keyword'));
    if (keyword instanceof Error) return fail(1, keyword.message);
    store.saveRecord(user.id, site.site_code, keyword, ctx.clock.now(), SEARCH_RECORDS_KEPT);
    return ok(null);
  });

  app.post('/res/api/es/clearSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    store.clearRecords(user.id, site.site_code);
    return ok(null);
  });

  app.get('/res/api/hotWord/list', async (req) => {
    const site = requireSite(req);
    const rows = store.hotWords(site.site_code);
    return plainList(rows.map((r) => ({ id: String(r.id), name: r.name, sort: String(r.sort), searchNum: String(r.search_num) })));
  });

  app.post('/res/api/hotWord/addHotWordSearchRecord', async (req) => {
    const site = requireSite(req);
    const keyword = keywordOf(input(req, 'name'));
    if (keyword instanceof Error) return fail(1, keyword.message);
    // a word that is not (or no longer) a hot word of the site counts nowhere, and is no error
    store.countHotWord(site.site_code, keyword);
    return ok(null);
  });

  registerAroundRoutes(app, ctx);
}
