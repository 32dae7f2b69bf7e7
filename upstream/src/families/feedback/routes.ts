/**
 * The feedback family's calls: the site's feedback types, sending a feedback (type, text,
 * uploaded pictures, a contact), the caller's feedback with the platform's answer; and the
 * staff's development control that answers one.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { feedbackStore, type FeedbackRow, type NewFeedback } from './store.ts';
import { FEEDBACK_TEXTS as T, MAX_IMAGES, REPLIER, STATUS_NAME } from './texts.ts';

/** A list item (the vendor's shape: string numbers, comma-separated images). */
function item(row: FeedbackRow): Record<string, unknown> {
  return {
    id: String(row.id),
    typeId: String(row.type_id),
    typeName: row.type_name ?? '',
    content: row.content,
    images: row.images,
    status: String(row.status),
    statusName: STATUS_NAME[row.status] ?? '',
    createTime: formatChinaTime(row.created_at),
    reply: row.reply ?? '',
    replier: row.replier ?? '',
    replyTime: row.replied_at === null ? '' : formatChinaTime(row.replied_at),
  };
}

function detail(row: FeedbackRow): Record<string, unknown> {
  return { ...item(row), contact: row.contact };
}

/** The stored references of a comma-separated list of image uploads; null when one is not an image upload. */
function uploadedImages(db: Database.Database, raw: string): string[] | null {
  const refs: string[] = [];
  for (const part of raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const ref = uploadedRef(db, part, 'IMAGE');
    if (!ref) return null;
    refs.push(ref);
  }
  return refs;
}

/** The feedback a `save` form asks for, or the refusal's text. */
function readFeedback(ctx: AppContext, req: FastifyRequest, site: string, user: number): NewFeedback | string {
  const typeId = Number.parseInt(formInput(req, 'typeId'), 10);
  if (!Number.isSafeInteger(typeId) || !feedbackStore(ctx.db).typeExists(site, typeId)) return T.noSuchType;
  const content = formInput(req, 'content').trim();
  if (!content) return T.noContent;
  const images = uploadedImages(ctx.db, formInput(req, 'images'));
  if (!images) return T.noSuchImage;
  if (images.length > MAX_IMAGES) return T.tooManyImages;
  return { site, user, type: typeId, content, images: images.join(','), contact: formInput(req, 'contact').trim(), at: ctx.clock.now() };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = feedbackStore(ctx.db);
  api.get('/user/api/feedback/types', async (req) => {
    const site = requireSite(req);
    return { ...ok(null), datas: store.types(site.site_code).map((r) => ({ id: String(r.id), name: r.name })) };
  });

  api.post('/user/api/feedback/save', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const feedback = readFeedback(ctx, req, site.site_code, user.id);
    if (typeof feedback === 'string') return refused(feedback);
    const id = store.insert(feedback);
    return { ...ok({ id: String(id) }), message: T.saved, msg: T.saved };
  });

  api.get('/user/api/feedback/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = store.ownPage(site.site_code, user.id, pg.pageSize, pg.offset);
    return pageOf(rows.map(item), store.ownCount(site.site_code, user.id), pg);
  });

  api.get('/user/api/feedback/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.own(id, user.id, site.site_code) : undefined;
    if (!row) return refused(T.noSuchFeedback);
    return ok(detail(row));
  });
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = feedbackStore(ctx.db);
  // The platform staff: POST { id, reply } answers a feedback awaiting its answer (once).
  app.post('/__dev/feedback/reply', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { id?: unknown; reply?: unknown };
    const id = Number(body.id);
    const text = typeof body.reply === 'string' ? body.reply.trim() : '';
    if (!Number.isSafeInteger(id) || text === '') return reply.code(400).send({ error: 'give id and reply' });
    const row = store.byId(id);
    if (!row) return reply.code(404).send({ error: 'no such feedback' });
    if (!store.answer(id, text, REPLIER[store.languageOf(row.site_code)], ctx.clock.now()))
      return reply.code(409).send({ error: 'already answered' });
    return detail(store.byId(id)!);
  });
  // The newest feedback (any user), to find the one a browser test sent.
  app.get('/__dev/feedback/latest', async () => ({
    feedback: store.newest(10).map((r) => ({ ...detail(r), userId: r.user_id, siteCode: r.site_code })),
  }));
}
