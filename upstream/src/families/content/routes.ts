/** res/api/content: news channels, lists (standard and Response B), details. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, list, makePage, ok, plainList, responseB, type Page } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { contentStore, type NewsFilter, type NewsRow } from './store.ts';
import { CONTENT_TEXTS } from './texts.ts';

function newsItem(row: NewsRow): Record<string, unknown> {
  const images = row.images.split(',').filter((n) => n !== '');
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    author: row.author,
    channelCode: row.channel_code,
    channelName: row.channel_name ?? '',
    publishTime: row.publish_time,
    contentType: row.content_type,
    likeNum: String(row.like_num ?? 0),
    commentNum: String(row.comment_num ?? 0),
    showNum: String(row.show_num),
    top: row.top,
    imageUrls: images.map((name) => ({ url: imageRef(name), imgUrl: `${imageRef(name)}?width=320&height=240`, name })),
    video: row.video ? (JSON.parse(row.video) as unknown) : null,
    audio: row.audio ? (JSON.parse(row.audio) as unknown) : null,
    sourceUrl: row.source_url,
    contentSource: row.content_source,
  };
}

/** The list's filter from the request: the channel (`all` or none: every channel) and the linked resource. */
function filterOf(req: FastifyRequest): NewsFilter {
  const site = requireSite(req);
  const channel = input(req, 'channelCode');
  // getNewsList's linksResourceType and linksResourceId: only the news linked to that resource (a
  // brand, a place…) in `content_links`, which the brands family made to link news to its brands
  const linksType = input(req, 'linksResourceType');
  const linksId = Number.parseInt(input(req, 'linksResourceId'), 10);
  // contentType: only the news of that kind (a channel's videos: its micro-lessons); another value lists none
  const contentType = input(req, 'contentType');
  return {
    siteCode: site.site_code,
    channel: channel && channel !== 'all' ? channel : null,
    links: linksType && Number.isSafeInteger(linksId) ? { type: linksType, id: linksId } : null,
    contentType: contentType || null,
  };
}

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = contentStore(ctx.db);

  function page(req: FastifyRequest): { items: Record<string, unknown>[]; page: Page } {
    const filter = filterOf(req);
    const pg = paging(req);
    const total = store.count(filter);
    const rows = store.page(filter, pg.pageSize, pg.offset);
    return { items: rows.map(newsItem), page: makePage(total, pg.currPage, pg.pageSize) };
  }

  app.get('/res/api/content/channelList', async (req) => {
    const site = requireSite(req);
    return plainList(
      store
        .channels(site.site_code)
        .map((r) => ({ id: String(r.id), channelCode: r.channel_code, channelName: r.channel_name, sort: r.sort })),
    );
  });

  app.get('/res/api/content/list', async (req) => {
    const { items, page: pg } = page(req);
    return list(items, pg);
  });

  app.get('/res/api/content/simplifyList', async (req) => {
    const { items, page: pg } = page(req);
    return responseB(items, pg);
  });

  app.get('/res/api/content/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isFinite(id) ? store.detail(id, site.site_code) : undefined;
    if (!row) return fail(1, CONTENT_TEXTS.notFound);
    return ok({ ...newsItem(row), content: row.content });
  });
}
