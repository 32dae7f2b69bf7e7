/**
 * The messages family's calls (`websocket/api/message/*`): the caller's unread counts by class, a
 * class's messages (or the caller's among some ids), one message, a reply message with its
 * comment, marking one or all read; and the development channel's controls (post a message to a
 * demo user, read the push outbox).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { messageItem, replyDetail } from './answers.ts';
import { postMessage } from './producers.ts';
import { messagesStore } from './store.ts';
import { CLASS_NAMES, isMessageClass, MESSAGE_CLASSES, MESSAGE_KINDS, MESSAGE_TEXTS as T, MSG_TYPE } from './texts.ts';

const idOf = (raw: string): number | null => {
  const id = /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
};

/** The signed-in caller on the request's site, or null. */
function ownerOf(ctx: AppContext, req: FastifyRequest): { userId: number; siteCode: string; language: string } | null {
  const site = requireSite(req);
  const user = callerOf(ctx, req);
  return user ? { userId: user.id, siteCode: site.site_code, language: site.site_language } : null;
}

function registerCounts(api: FastifyInstance, ctx: AppContext): void {
  const store = messagesStore(ctx.db);
  api.get('/websocket/api/message/classCount', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const counts = new Map(store.classCounts(owner.userId, owner.siteCode).map((r) => [r.msg_class, r]));
    const names = CLASS_NAMES[siteLanguageOf(owner.language)];
    const classes = MESSAGE_CLASSES.map((msgClass) => {
      const r = counts.get(msgClass);
      return {
        msgClass,
        name: names[msgClass],
        unreadCount: String(r?.unread ?? 0),
        totalCount: String(r?.total ?? 0),
        lastTitle: r?.latest_title ?? '',
        lastTime: r ? formatChinaTime(r.latest_at) : '',
      };
    });
    const unreadTotal = classes.reduce((n, c) => n + Number(c.unreadCount), 0);
    return ok({ unreadTotal: String(unreadTotal), classes });
  });
}

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const store = messagesStore(ctx.db);
  api.get('/websocket/api/message/list', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const ids = input(req, 'ids');
    if (ids !== '') {
      const wanted = ids
        .split(',')
        .map(idOf)
        .filter((id): id is number => id !== null)
        .slice(0, 100);
      return plainList(store.ownAmong(wanted, owner.userId, owner.siteCode).map(messageItem));
    }
    const msgClass = input(req, 'msgClass') || 'SYSTEM';
    if (!isMessageClass(msgClass)) return refused(T.badClass);
    const pg = paging(req);
    const rows = store.page(owner.userId, owner.siteCode, msgClass, pg.pageSize, pg.offset);
    return pageOf(rows.map(messageItem), store.count(owner.userId, owner.siteCode, msgClass), pg);
  });

  api.get('/websocket/api/message/detail', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const id = idOf(input(req, 'id'));
    const row = id === null ? undefined : store.own(id, owner.userId, owner.siteCode);
    return row ? ok(messageItem(row)) : refused(T.noSuchMessage);
  });

  api.get('/websocket/api/message/replyDetail', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const id = idOf(input(req, 'id'));
    const row = id === null ? undefined : store.own(id, owner.userId, owner.siteCode);
    return row && row.msg_type === MSG_TYPE.REPLY ? ok(replyDetail(row)) : refused(T.noSuchMessage);
  });
}

function readAnswer(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

function registerWrites(api: FastifyInstance, ctx: AppContext): void {
  const store = messagesStore(ctx.db);
  api.post('/websocket/api/message/read', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const id = idOf(formInput(req, 'id'));
    const row = id === null ? undefined : store.own(id, owner.userId, owner.siteCode);
    if (!row) return refused(T.noSuchMessage);
    store.markRead(row.id, ctx.clock.now());
    return readAnswer(T.read, { id: String(row.id), unreadTotal: String(store.unreadTotal(owner.userId, owner.siteCode)) });
  });

  api.post('/websocket/api/message/readAll', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const msgClass = formInput(req, 'msgClass');
    if (msgClass !== '' && !isMessageClass(msgClass)) return refused(T.badClass);
    const count = store.markAllRead(owner.userId, owner.siteCode, msgClass || null, ctx.clock.now());
    return readAnswer(T.read, { count: String(count), unreadTotal: String(store.unreadTotal(owner.userId, owner.siteCode)) });
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerCounts(api, ctx);
  registerReads(api, ctx);
  registerWrites(api, ctx);
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = messagesStore(ctx.db);
  // Posts a system message: POST { phone, siteCode, title, content } (a test's stand-in for the operators' console).
  app.post('/__dev/messages/post', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const userId = store.userIdOf(text('phone'));
    if (userId === undefined || !text('siteCode') || !text('title'))
      return reply.code(400).send({ error: 'give phone, siteCode and title' });
    const id = postMessage(ctx, {
      siteCode: text('siteCode'),
      userId,
      msgClass: 'SYSTEM',
      msgType: MSG_TYPE.DETAIL,
      kind: MESSAGE_KINDS.NOTICE,
      title: text('title'),
      content: text('content'),
      at: ctx.clock.now(),
    });
    return { id: String(id), unid: store.unidOf(userId) ?? '' };
  });
  // The push outbox, newest first: what was delivered, what waits and why.
  app.get('/__dev/messages/outbox', async () => ({
    outbox: store.outbox(50).map((r) => ({
      id: String(r.id),
      messageId: String(r.message_id),
      attempts: r.attempts,
      delivered: r.delivered_at !== null,
      lastError: r.last_error,
    })),
  }));
}
