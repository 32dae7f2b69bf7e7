/** The discovery family's call: the find feed (`/find`), newest first, paged. */
import type { FastifyInstance } from 'fastify';
import { paging, requireSite, type AppContext } from '../../context.ts';
import { pageOf } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import { discoveryStore } from './store.ts';

export const FIND_PATH = 'res/api/find/list';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = discoveryStore(ctx.db);
  api.get(`/${FIND_PATH}`, async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    return pageOf(
      store
        .feed(site.site_code, pg.pageSize, pg.offset)
        .map((r) => ({ findType: r.kind, id: String(r.id), publishTime: formatChinaTime(r.at) })),
      store.feedCount(site.site_code),
      pg,
    );
  });
}
