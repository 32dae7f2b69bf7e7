/**
 * The search service's records and hot words: res/api/es/saveSearchRecord, getSearchRecord and
 * clearSearchRecord keep each signed-in user's last searches per site (newest first, a keyword
 * once, 10 at most); res/api/hotWord/list gives the site's hot words and
 * addHotWordSearchRecord counts a search for one of them.
 */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../context.ts';
import { fail, ok, plainList } from '../envelope.ts';
import { formatChinaTime } from '../time.ts';
import { callerOf, notLoggedIn } from '../caller.ts';

/** Records kept per user and site. */
export const SEARCH_RECORDS_KEPT = 10;
/** The search box's limit. */
export const SEARCH_KEYWORD_MAX = 50;

interface RecordRow {
  id: number;
  keyword: string;
  created_at: number;
}

interface HotWordRow {
  id: number;
  name: string;
  sort: number;
  search_num: number;
}

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const records = db.prepare(
    'SELECT id, keyword, created_at FROM search_records WHERE user_id = ? AND site_code = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const upsert = db.prepare(
    `INSERT INTO search_records (user_id, site_code, keyword, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, site_code, keyword) DO UPDATE SET created_at = excluded.created_at`,
  );
  const trim = db.prepare(
    `DELETE FROM search_records WHERE user_id = ? AND site_code = ? AND id NOT IN (
       SELECT id FROM search_records WHERE user_id = ? AND site_code = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
  );
  const clear = db.prepare('DELETE FROM search_records WHERE user_id = ? AND site_code = ?');
  const hotWords = db.prepare('SELECT id, name, sort, search_num FROM hot_words WHERE site_code = ? ORDER BY sort, id');
  const countHotWord = db.prepare('UPDATE hot_words SET search_num = search_num + 1 WHERE site_code = ? AND name = ?');

  const keywordOf = (raw: string): string | Error => {
    const keyword = raw.trim();
    if (!keyword) return new Error('搜索关键词不能为空');
    if ([...keyword].length > SEARCH_KEYWORD_MAX) return new Error(`搜索关键词不能超过${SEARCH_KEYWORD_MAX}个字`);
    return keyword;
  };

  app.get('/res/api/es/getSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const rows = records.all(user.id, site.site_code, SEARCH_RECORDS_KEPT) as RecordRow[];
    return plainList(rows.map((r) => ({ id: String(r.id), keyword: r.keyword, createTime: formatChinaTime(r.created_at) })));
  });

  app.post('/res/api/es/saveSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const keyword = keywordOf(input(req, 'keyword'));
    if (keyword instanceof Error) return fail(1, keyword.message);
    db.transaction(() => {
      upsert.run(user.id, site.site_code, keyword, ctx.clock.now());
      trim.run(user.id, site.site_code, user.id, site.site_code, SEARCH_RECORDS_KEPT);
    })();
    return ok(null);
  });

  app.post('/res/api/es/clearSearchRecord', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    clear.run(user.id, site.site_code);
    return ok(null);
  });

  app.get('/res/api/hotWord/list', async (req) => {
    const site = requireSite(req);
    const rows = hotWords.all(site.site_code) as HotWordRow[];
    return plainList(rows.map((r) => ({ id: String(r.id), name: r.name, sort: String(r.sort), searchNum: String(r.search_num) })));
  });

  app.post('/res/api/hotWord/addHotWordSearchRecord', async (req) => {
    const site = requireSite(req);
    const keyword = keywordOf(input(req, 'name'));
    if (keyword instanceof Error) return fail(1, keyword.message);
    // a word that is not (or no longer) a hot word of the site counts nowhere, and is no error
    countHotWord.run(site.site_code, keyword);
    return ok(null);
  });
}
