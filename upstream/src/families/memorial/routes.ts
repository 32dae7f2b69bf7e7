/** The memorial family's calls: the site's own objects and the platform-wide ones, a page at a time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, pageOf } from '../../envelope.ts';
import { imagesString } from '../../resources.ts';
import { siteLanguageOf } from '../demo.ts';
import { memorialStore, type ObjectRow } from './store.ts';

export const MEMORIAL_OBJECTS_PATH = 'rest/memorial/object/client';
export const MEMORIAL_INHERITED_PATH = 'rest/memorial/object/inherited/client';

function objectItem(row: ObjectRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    images: imagesString(row.images),
    objectType: row.object_type,
    period: row.period,
    memorialDate: row.memorial_date,
    summary: row.summary,
    content: row.content,
    tributeNum: String(row.tribute_num),
    sort: String(row.sort),
    inherited: row.site_code === null ? '1' : '0',
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = memorialStore(ctx.db);
  const answer = (req: FastifyRequest, platform: boolean): Envelope => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const scope = platform ? null : site.site_code;
    const rows = store.page(scope, siteLanguageOf(site.site_language), pageSize, offset);
    return pageOf(rows.map(objectItem), store.count(scope), { currPage, pageSize });
  };

  /** The site's own memorial objects: currPage, pageSize; by sort, then id. */
  api.get(`/${MEMORIAL_OBJECTS_PATH}`, async (req) => answer(req, false));
  /** The platform-wide objects every site inherits, in the site's language (`inherited: "1"`). */
  api.get(`/${MEMORIAL_INHERITED_PATH}`, async (req) => answer(req, true));
}
