/** res/api/comment and res/api/commentReply: comments with stars, tags and emoticons, replies. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { absent, formInput, input, isJsonBody, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, type Envelope, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { findResource, findSiteResource, type ResourceRef } from '../../lookup.ts';
import { settle } from '../reservations/index.ts';
import { publicType, storedType } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { awardTask } from '../points/index.ts';
import { commentsStore, type CommentRow, type CommentScope, type CommentsStore, type NamedRow } from './store.ts';
import { COMMENT_TEXTS } from './texts.ts';
import { postReplyMessage } from '../messages/index.ts';

/** A reservation order is reviewed once it is completed (checked in). */
const ORDER_COMPLETED = 12;

function emoticonRef(id: number): string {
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

/** What the comment calls share: the store, the emoticons (read once) and the answers' shapes. */
interface Comments {
  ctx: AppContext;
  store: CommentsStore;
  emoticonById: ReadonlyMap<number, NamedRow>;
  /** A site's review tags are those of its language; a language with none of its own has the Chinese ones. */
  siteTags(type: string, language: string): NamedRow[];
  /** resourceType + resourceId of the request → the resource on the request's site, or null. */
  resourceOf(req: FastifyRequest, read: (req: FastifyRequest, name: string) => string): ResourceRef | null;
  item(row: CommentRow, resourceName: string): Record<string, unknown>;
}

function commentsOf(ctx: AppContext): Comments {
  const store = commentsStore(ctx.db);
  const emoticonById = new Map(store.emoticons().map((e) => [e.id, e]));
  return {
    ctx,
    store,
    emoticonById,
    siteTags(type, language) {
      const own = store.tagsIn(type, language);
      return own.length > 0 || language === 'CN' ? own : store.tagsIn(type, 'CN');
    },
    resourceOf(req, read) {
      const site = requireSite(req);
      const stored = storedType(read(req, 'resourceType'));
      const id = Number.parseInt(read(req, 'resourceId'), 10);
      return stored ? findSiteResource(ctx.db, site.site_code, stored, id) : null;
    },
    item(row, resourceName) {
      const emoticons = ids(row.emoticon_ids).flatMap((id) => {
        const e = emoticonById.get(id);
        return e ? [{ id: String(e.id), name: e.name, url: emoticonRef(e.id) }] : [];
      });
      return {
        id: String(row.id),
        content: row.content,
        emoticons,
        star: row.star === null ? absent(row.id) : String(row.star),
        tags: store.tagsOf(row.id).map((t) => ({ id: String(t.id), name: t.name })),
        userName: row.cancelled ? COMMENT_TEXTS.cancelledName : row.nickname,
        headImg: row.head_img,
        createTime: formatChinaTime(row.created_at),
        replyNum: String(row.reply_num),
        resourceId: String(row.resource_id),
        resourceType: publicType(row.resource_type),
        resourceName,
      };
    },
  };
}

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = commentsOf(ctx);
  registerCommentWrite(app, c);
  registerCommentReads(app, c);
  registerReplies(app, c);
}

function registerCommentWrite(app: FastifyInstance, { ctx, store, emoticonById, siteTags, resourceOf }: Comments): void {
  app.post('/res/api/comment/saveComment', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const content = formInput(req, 'content');
    if (content.trim() === '') return fail(1, COMMENT_TEXTS.contentEmpty);
    const ref = resourceOf(req, formInput);
    if (!ref) return fail(1, COMMENT_TEXTS.resourceNotFound);
    // The upstream keeps whatever it is given (no 200-character, 10-emoticon or 5-tag limit): the gateway enforces those.
    const emoticonIds = ids(formInput(req, 'emoticonsIds')).filter((id) => emoticonById.has(id));
    const offered = new Set(siteTags(ref.type, site.site_language).map((t) => t.id));
    const tagIds = [...new Set(ids(formInput(req, 'tagIds')))].filter((id) => offered.has(id));
    const starRaw = Number.parseInt(formInput(req, 'star'), 10);
    const star = starRaw >= 1 && starRaw <= 5 ? starRaw : null;
    const comment = {
      siteCode: site.site_code,
      type: ref.type,
      resourceId: ref.id,
      userId: user.id,
      content,
      star,
      emoticonIds,
      tagIds,
      at: ctx.clock.now(),
    };
    // A review of a reservation order (orderId = the order's id or code): only a completed order, only once.
    const orderRef = formInput(req, 'orderId').trim();
    let id: number;
    if (orderRef) {
      settle(ctx.db, ctx.clock.now());
      const order = store.orderOf(orderRef, user.id);
      if (!order) return fail(1, COMMENT_TEXTS.orderNotFound);
      if (order.status !== ORDER_COMPLETED) return fail(1, COMMENT_TEXTS.orderNotCompleted);
      const reviewed = store.addReview(order.id, comment);
      if (reviewed === null) return fail(1, COMMENT_TEXTS.orderReviewed);
      id = reviewed;
    } else {
      id = store.addComment(comment);
    }
    awardTask(ctx.db, user.id, site.site_code, 'FIRST_COMMENT', comment.at);
    return okMessage(COMMENT_TEXTS.commented, { id: String(id) });
  });
}

function registerCommentReads(app: FastifyInstance, { ctx, store, emoticonById, siteTags, resourceOf, item }: Comments): void {
  app.get('/res/api/comment/getCommentList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    let scope: CommentScope;
    if (input(req, 'mine') === '1') {
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      scope = { mine: { siteCode: site.site_code, userId: user.id } };
    } else {
      const ref = resourceOf(req, input);
      if (!ref) return emptyPage(pg);
      scope = { resource: { type: ref.type, id: ref.id } };
    }
    const total = store.count(scope);
    const rows = store.page(scope, pg.pageSize, pg.offset);
    const names = new Map<string, string>();
    const nameOf = (r: CommentRow) => {
      const key = `${r.resource_type}:${r.resource_id}`;
      if (!names.has(key)) names.set(key, findResource(ctx.db, r.resource_type, r.resource_id)?.name ?? '');
      return names.get(key) ?? '';
    };
    return pageOf(
      rows.map((r) => item(r, nameOf(r))),
      total,
      pg,
    );
  });

  app.get('/res/api/comment/commentTagCountInfo', async (req) => {
    const ref = resourceOf(req, input);
    if (!ref) return plainList([]);
    return plainList(store.tagCounts(ref.type, ref.id).map((r) => ({ tagId: String(r.id), tagName: r.name, count: String(r.n) })));
  });

  app.get('/res/api/comment/getAvgCommentStar', async (req) => {
    const ref = resourceOf(req, input);
    if (!ref) return ok({ avgStar: '0.0', total: '0' });
    const row = store.avgStar(ref.type, ref.id);
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
}

function registerReplies(app: FastifyInstance, { ctx, store }: Comments): void {
  app.get('/res/api/commentReply/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const commentId = Number.parseInt(input(req, 'commentId'), 10);
    if (!Number.isSafeInteger(commentId) || !store.isCommentOnSite(commentId, site.site_code)) {
      return emptyPage(pg);
    }
    const total = store.replyCount(commentId);
    const rows = store.replies(commentId, pg.pageSize, pg.offset);
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        commentId: String(r.comment_id),
        content: r.content,
        userName: r.cancelled ? COMMENT_TEXTS.cancelledName : r.nickname,
        headImg: r.head_img,
        createTime: formatChinaTime(r.created_at),
      })),
      total,
      pg,
    );
  });

  app.post('/res/api/commentReply/reply', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    // A JSON (@RequestBody) endpoint: a form body is refused the way the real backend's framework refuses it.
    if (!isJsonBody(req)) {
      const type = String(req.headers['content-type'] ?? '') || 'application/octet-stream';
      return fail(1, COMMENT_TEXTS.contentTypeNotSupported(type));
    }
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const content = typeof body.content === 'string' ? body.content : '';
    if (content.trim() === '') return fail(1, COMMENT_TEXTS.replyEmpty);
    const commentId = Number.parseInt(String(body.commentId ?? ''), 10);
    if (!Number.isSafeInteger(commentId) || !store.isCommentOnSite(commentId, site.site_code))
      return fail(1, COMMENT_TEXTS.commentNotFound);
    const id = store.addReply(commentId, user.id, content, ctx.clock.now());
    postReplyMessage(ctx, id);
    return okMessage(COMMENT_TEXTS.replied, { id: String(id) });
  });
}
