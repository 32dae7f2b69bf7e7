/** res/api/comment and res/api/commentReply: comments with stars, tags and emoticons, replies. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { absent, formInput, input, isJsonBody, paging, requireSite, type AppContext } from '../context.ts';
import { emptyPage, type Envelope, fail, ok, pageOf, plainList } from '../envelope.ts';
import { findResource, findSiteResource } from '../lookup.ts';
import { settle } from '../orders.ts';
import { publicType, storedType } from '../resources.ts';
import { formatChinaTime } from '../time.ts';
import { callerOf, notLoggedIn } from '../caller.ts';

interface CommentRow {
  id: number;
  site_code: string;
  resource_type: string;
  resource_id: number;
  content: string;
  star: number | null;
  emoticon_ids: string;
  created_at: number;
  nickname: string;
  head_img: string;
  cancelled: number;
  reply_num: number;
}

interface EmoticonRow {
  id: number;
  name: string;
}

/** Shown instead of the name of a cancelled account. */
const CANCELLED_NAME = '已注销用户';

export function emoticonRef(id: number): string {
  return `@/files/emoticons/${id}.svg`;
}

function ids(raw: string): number[] {
  return raw
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const emoticonById = new Map<number, EmoticonRow>();
  for (const e of db.prepare('SELECT id, name FROM emoticons ORDER BY sort, id').all() as EmoticonRow[]) emoticonById.set(e.id, e);

  const SELECT = `SELECT c.*, u.nickname, u.head_img, u.cancelled,
      (SELECT COUNT(*) FROM comment_replies r WHERE r.comment_id = c.id) AS reply_num
    FROM comments c JOIN users u ON u.id = c.user_id`;
  const tagsOf = db.prepare(
    `SELECT t.id, t.name FROM comment_tag_links l JOIN comment_tags t ON t.id = l.tag_id
     WHERE l.comment_id = ? ORDER BY t.sort, t.id`,
  );
  // a site's review tags are those of its language; a language with none of its own has the Chinese ones
  const tagsIn = db.prepare('SELECT id, name FROM comment_tags WHERE resource_type = ? AND language = ? ORDER BY sort, id');
  const siteTags = (type: string, language: string): { id: number; name: string }[] => {
    const own = tagsIn.all(type, language) as { id: number; name: string }[];
    return own.length > 0 || language === 'CN' ? own : (tagsIn.all(type, 'CN') as { id: number; name: string }[]);
  };

  function commentItem(row: CommentRow, resourceName: string): Record<string, unknown> {
    const emoticons = ids(row.emoticon_ids).flatMap((id) => {
      const e = emoticonById.get(id);
      return e ? [{ id: String(e.id), name: e.name, url: emoticonRef(e.id) }] : [];
    });
    const tags = (tagsOf.all(row.id) as { id: number; name: string }[]).map((t) => ({ id: String(t.id), name: t.name }));
    return {
      id: String(row.id),
      content: row.content,
      emoticons,
      star: row.star === null ? absent(row.id) : String(row.star),
      tags,
      userName: row.cancelled ? CANCELLED_NAME : row.nickname,
      headImg: row.head_img,
      createTime: formatChinaTime(row.created_at),
      replyNum: String(row.reply_num),
      resourceId: String(row.resource_id),
      resourceType: publicType(row.resource_type),
      resourceName,
    };
  }

  /** resourceType + resourceId of the query → the resource on the request's site, or null. */
  function resourceOf(req: FastifyRequest, read: (req: FastifyRequest, name: string) => string) {
    const site = requireSite(req);
    const stored = storedType(read(req, 'resourceType'));
    const id = Number.parseInt(read(req, 'resourceId'), 10);
    return stored ? findSiteResource(db, site.site_code, stored, id) : null;
  }

  const insertComment = db.prepare(
    `INSERT INTO comments (site_code, resource_type, resource_id, user_id, content, star, emoticon_ids, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLink = db.prepare('INSERT OR IGNORE INTO comment_tag_links (comment_id, tag_id) VALUES (?, ?)');
  const ensureCounts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id) VALUES (?, ?)');
  const bumpComments = db.prepare('UPDATE interactions SET comment_num = comment_num + 1 WHERE resource_type = ? AND resource_id = ?');

  app.post('/res/api/comment/saveComment', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const content = formInput(req, 'content');
    if (content.trim() === '') return fail(1, '评论内容不能为空');
    const ref = resourceOf(req, formInput);
    if (!ref) return fail(1, '资源不存在');
    // The upstream keeps whatever it is given (no 200-character, 10-emoticon or 5-tag limit): the gateway enforces those.
    const emoticonIds = ids(formInput(req, 'emoticonsIds')).filter((id) => emoticonById.has(id));
    const offered = new Set(siteTags(ref.type, site.site_language).map((t) => t.id));
    const tagIds = [...new Set(ids(formInput(req, 'tagIds')))].filter((id) => offered.has(id));
    const starRaw = Number.parseInt(formInput(req, 'star'), 10);
    const star = starRaw >= 1 && starRaw <= 5 ? starRaw : null;
    // A review of a reservation order (orderId = the order's id or code): only a completed order, once marked.
    const orderRef = formInput(req, 'orderId').trim();
    if (orderRef) {
      settle(db, ctx.clock.now());
      const order = db
        .prepare('SELECT id, status FROM reservation_orders WHERE (id = ? OR order_code = ?) AND user_id = ?')
        .get(/^\d+$/.test(orderRef) ? Number(orderRef) : -1, orderRef, user.id) as { id: number; status: number } | undefined;
      if (!order) return fail(1, '订单不存在');
      if (order.status !== 12) return fail(1, '订单未完成，不能评价');
      db.prepare("UPDATE reservation_orders SET comment_status = '1' WHERE id = ?").run(order.id);
    }
    const id = db.transaction(() => {
      const info = insertComment.run(site.site_code, ref.type, ref.id, user.id, content, star, emoticonIds.join(','), ctx.clock.now());
      const commentId = Number(info.lastInsertRowid);
      for (const tagId of tagIds) insertLink.run(commentId, tagId);
      ensureCounts.run(ref.type, ref.id);
      bumpComments.run(ref.type, ref.id);
      return commentId;
    })();
    return okMessage('评论成功', { id: String(id) });
  });

  app.get('/res/api/comment/getCommentList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const empty = () => emptyPage(pg);
    let where: string;
    let params: unknown[];
    if (input(req, 'mine') === '1') {
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      where = 'c.site_code = ? AND c.user_id = ?';
      params = [site.site_code, user.id];
    } else {
      const ref = resourceOf(req, input);
      if (!ref) return empty();
      where = 'c.resource_type = ? AND c.resource_id = ?';
      params = [ref.type, ref.id];
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM comments c WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as CommentRow[];
    const names = new Map<string, string>();
    const nameOf = (r: CommentRow) => {
      const key = `${r.resource_type}:${r.resource_id}`;
      if (!names.has(key)) names.set(key, findResource(db, r.resource_type, r.resource_id)?.name ?? '');
      return names.get(key) ?? '';
    };
    return pageOf(rows.map((r) => commentItem(r, nameOf(r))), total, pg);
  });

  app.get('/res/api/comment/commentTagCountInfo', async (req) => {
    const ref = resourceOf(req, input);
    if (!ref) return plainList([]);
    const rows = db
      .prepare(
        `SELECT t.id, t.name, COUNT(*) AS n FROM comment_tag_links l
         JOIN comments c ON c.id = l.comment_id JOIN comment_tags t ON t.id = l.tag_id
         WHERE c.resource_type = ? AND c.resource_id = ?
         GROUP BY t.id ORDER BY n DESC, t.sort, t.id`,
      )
      .all(ref.type, ref.id) as { id: number; name: string; n: number }[];
    return plainList(rows.map((r) => ({ tagId: String(r.id), tagName: r.name, count: String(r.n) })));
  });

  app.get('/res/api/comment/getAvgCommentStar', async (req) => {
    const ref = resourceOf(req, input);
    if (!ref) return ok({ avgStar: '0.0', total: '0' });
    const row = db
      .prepare('SELECT AVG(star) AS avg, COUNT(star) AS n FROM comments WHERE resource_type = ? AND resource_id = ?')
      .get(ref.type, ref.id) as { avg: number | null; n: number };
    return ok({ avgStar: (row.avg ?? 0).toFixed(1), total: String(row.n) });
  });

  app.get('/res/api/comment/emoticonsList', async () =>
    plainList([...emoticonById.values()].map((e) => ({ id: String(e.id), name: e.name, url: emoticonRef(e.id) }))),
  );

  app.get('/res/api/comment/tagList', async (req) => {
    const stored = storedType(input(req, 'resourceType'));
    if (!stored) return plainList([]);
    return plainList(siteTags(stored, requireSite(req).site_language).map((r) => ({ id: String(r.id), name: r.name })));
  });

  const commentOnSite = db.prepare('SELECT id FROM comments WHERE id = ? AND site_code = ?');

  app.get('/res/api/commentReply/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const commentId = Number.parseInt(input(req, 'commentId'), 10);
    if (!Number.isSafeInteger(commentId) || !commentOnSite.get(commentId, site.site_code)) {
      return emptyPage(pg);
    }
    const total = (db.prepare('SELECT COUNT(*) AS n FROM comment_replies WHERE comment_id = ?').get(commentId) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT r.id, r.comment_id, r.content, r.created_at, u.nickname, u.head_img, u.cancelled
         FROM comment_replies r JOIN users u ON u.id = r.user_id
         WHERE r.comment_id = ? ORDER BY r.created_at, r.id LIMIT ? OFFSET ?`,
      )
      .all(commentId, pg.pageSize, pg.offset) as {
      id: number;
      comment_id: number;
      content: string;
      created_at: number;
      nickname: string;
      head_img: string;
      cancelled: number;
    }[];
    return pageOf(rows.map((r) => ({
        id: String(r.id),
        commentId: String(r.comment_id),
        content: r.content,
        userName: r.cancelled ? CANCELLED_NAME : r.nickname,
        headImg: r.head_img,
        createTime: formatChinaTime(r.created_at),
      })), total, pg);
  });

  const insertReply = db.prepare('INSERT INTO comment_replies (comment_id, user_id, content, created_at) VALUES (?, ?, ?, ?)');

  app.post('/res/api/commentReply/reply', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    // A JSON (@RequestBody) endpoint: a form body is refused the way the real backend's framework refuses it.
    if (!isJsonBody(req)) {
      const type = String(req.headers['content-type'] ?? '') || 'application/octet-stream';
      return fail(1, `Content type '${type}' not supported`);
    }
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const content = typeof body.content === 'string' ? body.content : '';
    if (content.trim() === '') return fail(1, '回复内容不能为空');
    const commentId = Number.parseInt(String(body.commentId ?? ''), 10);
    if (!Number.isSafeInteger(commentId) || !commentOnSite.get(commentId, site.site_code)) return fail(1, '评论不存在');
    const info = insertReply.run(commentId, user.id, content, ctx.clock.now());
    return okMessage('回复成功', { id: String(info.lastInsertRowid) });
  });
}
