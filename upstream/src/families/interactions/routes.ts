/**
 * res/api/interactManage: counts and the caller's state (resourceCount), the like / collection /
 * follow toggles (counter and per-user state change in one transaction) and the favourites list.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, plainList, slicePage } from '../../envelope.ts';
import { findSiteResource } from '../../lookup.ts';
import { publicType, storedType } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { userStatuses } from './store-state.ts';
import { callerKeyOf, callerOf, notLoggedIn } from '../../caller.ts';
import { interactionsStore, type ToggleColumn, type ToggleCounter } from './store.ts';
import { INTERACTION_TEXTS as T } from './texts.ts';

type InteractionsStore = ReturnType<typeof interactionsStore>;

interface Toggle {
  path: string;
  column: ToggleColumn;
  counter: ToggleCounter | null;
  on: boolean;
  done: string;
  repeat: string;
}

const TOGGLES: readonly Toggle[] = [
  { path: 'like', column: 'liked', counter: 'like_num', on: true, done: T.liked, repeat: T.alreadyLiked },
  { path: 'cancelLike', column: 'liked', counter: 'like_num', on: false, done: T.unliked, repeat: T.notLiked },
  { path: 'collection', column: 'collected', counter: 'collection_num', on: true, done: T.collected, repeat: T.alreadyCollected },
  { path: 'cancelCollection', column: 'collected', counter: 'collection_num', on: false, done: T.uncollected, repeat: T.notCollected },
  { path: 'focus', column: 'followed', counter: null, on: true, done: T.followed, repeat: T.alreadyFollowed },
  { path: 'cancelFocus', column: 'followed', counter: null, on: false, done: T.unfollowed, repeat: T.notFollowed },
];

export function registerInteractionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = interactionsStore(ctx.db);
  registerResourceCount(app, ctx, store);
  for (const t of TOGGLES) registerToggle(app, ctx, store, t);
  registerFavourites(app, ctx, store);
  registerFollowed(app, ctx, store);
}

function registerResourceCount(app: FastifyInstance, ctx: AppContext, store: InteractionsStore): void {
  app.get('/res/api/interactManage/resourceCount', async (req) => {
    const site = requireSite(req);
    const type = input(req, 'resourceType');
    const stored = storedType(type);
    const ids = [
      ...new Set(
        input(req, 'resourceIds')
          .split(',')
          .map((s) => Number.parseInt(s.trim(), 10))
          .filter((n) => Number.isSafeInteger(n)),
      ),
    ];
    const rows = stored && ids.length > 0 ? store.counts(site.site_code, stored, ids) : null;
    if (!stored || !rows) return plainList([]);
    const st = userStatuses(
      ctx.db,
      callerKeyOf(ctx, req),
      stored,
      rows.map((r) => r.id),
    );
    return plainList(
      rows.map((r) => ({
        resourceId: String(r.id),
        resourceType: type,
        likeNum: String(r.like_num ?? 0),
        collectionNum: String(r.collection_num ?? 0),
        commentNum: String(r.comment_num ?? 0),
        likeStatus: st.get(r.id)?.likeStatus ?? 0,
        collectionStatus: st.get(r.id)?.collectionStatus ?? 0,
        focusStatus: st.get(r.id)?.focusStatus ?? 0,
      })),
    );
  });
}

function registerToggle(app: FastifyInstance, ctx: AppContext, store: InteractionsStore, t: Toggle): void {
  app.post(`/res/api/interactManage/${t.path}`, async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const stored = storedType(formInput(req, 'resourceType'));
    const id = Number.parseInt(formInput(req, 'resourceId'), 10);
    const ref = stored ? findSiteResource(ctx.db, site.site_code, stored, id) : null;
    if (!ref) return fail(1, T.resourceNotFound);
    const now = ctx.clock.now();
    const changed = store.toggle({
      userKey: user.unid,
      type: ref.type,
      id: ref.id,
      column: t.column,
      counter: t.counter,
      on: t.on,
      now,
      stamp: formatChinaTime(now),
    });
    if (!changed) return fail(1, t.repeat);
    return { ...ok(null), message: t.done, msg: t.done };
  });
}

function registerFavourites(app: FastifyInstance, ctx: AppContext, store: InteractionsStore): void {
  app.get('/res/api/interactManage/vipCollectionList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const items = store.favourites(user.unid).flatMap((r) => {
      const ref = findSiteResource(ctx.db, site.site_code, r.resource_type, r.resource_id);
      if (!ref) return [];
      return [
        {
          resourceId: String(ref.id),
          resourceType: publicType(ref.type),
          resourceName: ref.name,
          images: ref.images,
          createTime: formatChinaTime(r.collected_at ?? 0),
        },
      ];
    });
    return slicePage(items, pg);
  });
}

function registerFollowed(app: FastifyInstance, ctx: AppContext, store: InteractionsStore): void {
  // What the caller follows of one resource type on the site, latest followed first.
  app.get('/res/api/interactManage/focusList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const stored = storedType(input(req, 'resourceType'));
    if (!stored) return fail(1, T.resourceTypeRequired);
    const items = store.followed(user.unid, stored).flatMap((r) => {
      const ref = findSiteResource(ctx.db, site.site_code, r.resource_type, r.resource_id);
      if (!ref) return [];
      return [
        {
          resourceId: String(ref.id),
          resourceType: publicType(ref.type),
          resourceName: ref.name,
          images: ref.images,
          createTime: r.updated_at,
        },
      ];
    });
    return slicePage(items, paging(req));
  });
}
