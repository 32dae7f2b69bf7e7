/** The guides family's call: a site's guides by name or certificate number and gender. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, pageOf } from '../../envelope.ts';
import { siteLanguageOf } from '../demo.ts';
import { guidesStore, type GuideRow } from './store.ts';
import { GUIDE_TEXTS, LEVEL_NAMES } from './texts.ts';

export const GUIDE_LIST_PATH = 'res/api/tourGuide/list';
/** The longest keyword the list takes. */
const GUIDE_KEYWORD_MAX = 20;

/** The vendor's item: numbers as strings, sex "1" male "2" female. */
function guideItem(row: GuideRow, levelName: string): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    certificateNo: row.certificate_no,
    sex: String(row.sex),
    level: row.level,
    levelName,
    languages: row.languages,
    company: row.company,
    phone: row.phone,
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = guidesStore(ctx.db);
  /**
   * list: keyword (a part of the name or of the certificate number; "" for all, at most 20
   * characters), sex ("1" male, "2" female, anything else both), currPage, pageSize. By sort.
   */
  api.get(`/${GUIDE_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const keyword = input(req, 'keyword').trim();
    if ([...keyword].length > GUIDE_KEYWORD_MAX) return fail(1, GUIDE_TEXTS.keywordTooLong(GUIDE_KEYWORD_MAX));
    const rawSex = input(req, 'sex');
    const filter = { keyword, sex: rawSex === '1' ? (1 as const) : rawSex === '2' ? (2 as const) : null };
    const levels = LEVEL_NAMES[siteLanguageOf(site.site_language)];
    return pageOf(
      store.page(site.site_code, filter, page.pageSize, page.offset).map((r) => guideItem(r, levels[r.level])),
      store.count(site.site_code, filter),
      page,
    );
  });
}
