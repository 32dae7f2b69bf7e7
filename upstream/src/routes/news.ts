/** res/api/content: news channels, lists (standard and Response B), details. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../context.ts';
import { fail, list, makePage, ok, plainList, responseB } from '../envelope.ts';
import { imageRef, NEWS_RESOURCE_TYPE } from '../resources.ts';

interface NewsRow {
  id: number;
  channel_code: string;
  channel_name: string | null;
  title: string;
  summary: string;
  author: string | null;
  publish_time: string;
  content_type: string;
  top: string;
  show_num: number;
  images: string;
  video: string | null;
  audio: string | null;
  source_url: string;
  content_source: string;
  content: string;
  like_num: number | null;
  comment_num: number | null;
}

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

const SELECT = `SELECT n.*, c.channel_name, i.like_num, i.comment_num
  FROM news n
  LEFT JOIN news_channels c ON c.site_code = n.site_code AND c.channel_code = n.channel_code
  LEFT JOIN interactions i ON i.resource_type = '${NEWS_RESOURCE_TYPE}' AND i.resource_id = n.id`;

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  function page(req: FastifyRequest) {
    const site = requireSite(req);
    const pg = paging(req);
    const channel = input(req, 'channelCode');
    let where = channel && channel !== 'all' ? 'n.site_code = ? AND n.channel_code = ?' : 'n.site_code = ?';
    const params: unknown[] = channel && channel !== 'all' ? [site.site_code, channel] : [site.site_code];
    // doc 2 §7 getNewsList: the news linked to one resource (a brand, a place…), in `content_links`
    // (created by the brands family, which links news to its brands)
    const linksType = input(req, 'linksResourceType');
    const linksId = Number.parseInt(input(req, 'linksResourceId'), 10);
    if (linksType && Number.isSafeInteger(linksId)) {
      where += ' AND n.id IN (SELECT news_id FROM content_links WHERE resource_type = ? AND resource_id = ?)';
      params.push(linksType, linksId);
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM news n WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`${SELECT} WHERE ${where} ORDER BY n.top DESC, n.publish_time DESC, n.id LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as NewsRow[];
    return { items: rows.map(newsItem), page: makePage(total, pg.currPage, pg.pageSize) };
  }

  app.get('/res/api/content/channelList', async (req) => {
    const site = requireSite(req);
    const rows = db
      .prepare('SELECT id, channel_code, channel_name, sort FROM news_channels WHERE site_code = ? ORDER BY sort, id')
      .all(site.site_code) as { id: number; channel_code: string; channel_name: string; sort: number }[];
    return plainList(rows.map((r) => ({ id: String(r.id), channelCode: r.channel_code, channelName: r.channel_name, sort: r.sort })));
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
    const row = Number.isFinite(id)
      ? (db.prepare(`${SELECT} WHERE n.id = ? AND n.site_code = ?`).get(id, site.site_code) as NewsRow | undefined)
      : undefined;
    if (!row) return fail(1, '资源不存在');
    return ok({ ...newsItem(row), content: row.content });
  });
}
