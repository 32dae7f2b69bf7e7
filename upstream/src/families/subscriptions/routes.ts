/**
 * Booking subscriptions: a signed-in visitor subscribes to a sold-out day (or one whose booking has
 * not opened) of a place booked on the platform, lists and cancels their subscriptions; after every
 * write to the upstream (a cancelled booking, the clock moving on) the waiting subscriptions whose
 * day now has places are told once, by a message in the message centre.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { chinaDayStart, formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { JUMP_TYPE, MESSAGE_KINDS, MSG_TYPE, postMessage } from '../messages/index.ts';
import { dayAvailability } from '../reservations/index.ts';
import { subscriptionsStore, type SubscriptionRow, type SubscriptionsStore } from './store.ts';
import { FREED_MESSAGE, SUBSCRIPTION_TEXTS as T } from './texts.ts';

const P = '/res/api/subscribe/';

function item(row: SubscriptionRow) {
  return {
    id: String(row.id),
    resourceType: row.resource_type,
    resourceId: String(row.resource_id),
    resourceName: row.resource_name,
    date: row.day,
    status: row.notified_at === null ? 'WAITING' : 'NOTIFIED',
    createTime: formatChinaTime(row.created_at),
    notifyTime: row.notified_at === null ? '' : formatChinaTime(row.notified_at),
  };
}

const today = (nowMs: number) => formatChinaTime(chinaDayStart(nowMs)).slice(0, 10);

/** Tells every waiting subscriber whose day now has places (once each). */
export function notifyFreed(ctx: AppContext, store: SubscriptionsStore): void {
  const nowMs = ctx.clock.now();
  const waiting = store.waiting(today(nowMs));
  if (waiting.length === 0) return;
  ctx.db.transaction(() => {
    for (const s of waiting) {
      const day = dayAvailability(ctx.db, {
        siteCode: s.site_code,
        resourceType: s.resource_type,
        resourceId: s.resource_id,
        date: s.day,
        nowMs,
      });
      if (!day?.open || day.left <= 0 || !store.notify(s.id, nowMs)) continue;
      const words = FREED_MESSAGE[siteLanguageOf(store.languageOf(s.site_code))];
      postMessage(ctx, {
        siteCode: s.site_code,
        userId: s.user_id,
        msgClass: 'SERVICE',
        msgType: MSG_TYPE.DETAIL,
        kind: MESSAGE_KINDS.NOTICE,
        title: words.title(s.resource_name),
        content: words.content(s.resource_name, s.day),
        jumpType: JUMP_TYPE.NONE,
        relationId: String(s.id),
        at: nowMs,
      });
    }
  })();
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = subscriptionsStore(ctx.db);

  api.post(`${P}save`, async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const nowMs = ctx.clock.now();
    const resourceType = formInput(req, 'resourceType').trim();
    const resourceId = Number.parseInt(formInput(req, 'resourceId'), 10);
    const date = formInput(req, 'date').trim();
    if (!Number.isSafeInteger(resourceId)) return refused(T.noPlace);
    const day = dayAvailability(ctx.db, { siteCode: site.site_code, resourceType, resourceId, date, nowMs });
    if (!day) return /^\d{4}-\d{2}-\d{2}$/.test(date) ? refused(T.noPlace) : refused(T.badDate);
    if (date < today(nowMs)) return refused(T.pastDay);
    if (day.open && day.left > 0) return refused(T.hasPlaces);
    if (store.exists(user.id, resourceType, resourceId, date)) return refused(T.duplicate);
    const id = store.insert({
      site_code: site.site_code,
      user_id: user.id,
      resource_type: resourceType,
      resource_id: resourceId,
      resource_name: day.name,
      day: date,
      created_at: nowMs,
    });
    return { ...ok({ id: String(id) }), message: T.subscribed, msg: T.subscribed };
  });

  api.get(`${P}myList`, async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const { rows, total } = store.page(user.id, site.site_code, pg.pageSize, pg.offset);
    return pageOf(rows.map(item), total, pg);
  });

  api.post(`${P}cancel`, async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(formInput(req, 'id') || input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.own(id, user.id, site.site_code) : undefined;
    if (!row) return refused(T.noSubscription);
    store.remove(row.id);
    return { ...ok(null), message: T.cancelled, msg: T.cancelled };
  });
}

/** After every write the upstream answered (any route, the development channel's too), the freed days are told. */
export function registerFreedHook(app: FastifyInstance, ctx: AppContext): void {
  const store = subscriptionsStore(ctx.db);
  app.addHook('onResponse', async (req) => {
    if (req.method === 'POST') notifyFreed(ctx, store);
  });
}
