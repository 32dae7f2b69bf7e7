/** The columns family's call: a column with its sub-channels, or a sub-channel with its column. */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { imageRef } from '../../resources.ts';
import { columnsStore, type ColumnRow } from './store.ts';
import { NO_SUCH_COLUMN } from './texts.ts';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = columnsStore(ctx.db);
  const channel = (row: ColumnRow) => ({
    channelCode: row.code,
    channelName: row.name,
    image: row.image ? imageRef(row.image) : '',
    introduce: row.introduce,
    newsCount: String(store.newsCount(row.site_code, row.code)),
  });

  api.get('/res/api/content/channelDetail', async (req) => {
    const site = requireSite(req);
    const row = store.byCode(site.site_code, input(req, 'channelCode').trim());
    if (!row) return refused(NO_SUCH_COLUMN);
    const parent = row.parent_code ? store.byCode(site.site_code, row.parent_code) : undefined;
    return ok({
      ...channel(row),
      parentCode: parent?.code ?? null,
      parentName: parent?.name ?? null,
      children: store.children(site.site_code, row.code).map(channel),
    });
  });
}
