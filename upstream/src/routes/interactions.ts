/**
 * res/api/interactManage: counts and the caller's state (resourceCount), the like / collection /
 * follow toggles (counter and per-user state change in one transaction) and the favourites list.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../context.ts';
import { fail, ok, plainList, slicePage } from '../envelope.ts';
import { findSiteResource } from '../lookup.ts';
import { ACTIVITY_TYPE, kindOf, NEWS_RESOURCE_TYPE, publicType, resourceTable, storedType } from '../resources.ts';
import { formatChinaTime } from '../time.ts';
import { userStatuses } from '../users.ts';
import { callerKeyOf, callerOf, notLoggedIn } from '../caller.ts';

interface Toggle {
  path: string;
  column: 'liked' | 'collected' | 'followed';
  counter: 'like_num' | 'collection_num' | null;
  on: boolean;
  done: string;
  repeat: string;
}

const TOGGLES: readonly Toggle[] = [
  { path: 'like', column: 'liked', counter: 'like_num', on: true, done: '点赞成功', repeat: '您已点赞' },
  { path: 'cancelLike', column: 'liked', counter: 'like_num', on: false, done: '取消点赞成功', repeat: '您未点赞' },
  { path: 'collection', column: 'collected', counter: 'collection_num', on: true, done: '收藏成功', repeat: '您已收藏' },
  { path: 'cancelCollection', column: 'collected', counter: 'collection_num', on: false, done: '取消收藏成功', repeat: '您未收藏' },
  { path: 'focus', column: 'followed', counter: null, on: true, done: '关注成功', repeat: '您已关注' },
  { path: 'cancelFocus', column: 'followed', counter: null, on: false, done: '取消关注成功', repeat: '您未关注' },
];

/** SQL listing the ids of one stored type that exist on a site (one `?` for the site, then the ids). */
function existingIdsSql(stored: string, marks: string): string | null {
  if (stored === NEWS_RESOURCE_TYPE) return `SELECT id FROM news WHERE site_code = ? AND id IN (${marks})`;
  if (stored === ACTIVITY_TYPE) return `SELECT id FROM activities WHERE site_code = ? AND id IN (${marks})`;
  if (kindOf(stored)) return `SELECT id FROM places WHERE site_code = ? AND resource_type = '${stored}' AND id IN (${marks})`;
  const t = resourceTable(stored);
  if (t) return `SELECT id FROM ${t.table} WHERE site_code = ? AND id IN (${marks})${t.whereSql ? ` AND (${t.whereSql})` : ''}`;
  return null;
}

export function registerInteractionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

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
    const existing = stored && ids.length > 0 ? existingIdsSql(stored, ids.map(() => '?').join(',')) : null;
    if (!stored || !existing) return plainList([]);
    const rows = db
      .prepare(
        `SELECT e.id, i.like_num, i.collection_num, i.comment_num FROM (${existing}) e
         LEFT JOIN interactions i ON i.resource_type = ? AND i.resource_id = e.id`,
      )
      .all(site.site_code, ...ids, stored) as {
      id: number;
      like_num: number | null;
      collection_num: number | null;
      comment_num: number | null;
    }[];
    const userId = callerKeyOf(ctx, req);
    const st = userStatuses(db, userId, stored, rows.map((r) => r.id));
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

  const stateOf = db.prepare(
    'SELECT liked, collected, followed FROM user_interactions WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );
  const ensureState = db.prepare(
    `INSERT OR IGNORE INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at)
     VALUES (?, ?, ?, 0, 0, 0, ?)`,
  );
  const ensureCounts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id) VALUES (?, ?)');

  for (const t of TOGGLES) {
    const setState = db.prepare(
      `UPDATE user_interactions SET ${t.column} = ?, updated_at = ?${t.column === 'collected' ? ', collected_at = ?' : ''}
       WHERE user_id = ? AND resource_type = ? AND resource_id = ?`,
    );
    const bump = t.counter
      ? db.prepare(
          `UPDATE interactions SET ${t.counter} = MAX(0, ${t.counter} + ?) WHERE resource_type = ? AND resource_id = ?`,
        )
      : null;

    app.post(`/res/api/interactManage/${t.path}`, async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const stored = storedType(formInput(req, 'resourceType'));
      const id = Number.parseInt(formInput(req, 'resourceId'), 10);
      const ref = stored ? findSiteResource(db, site.site_code, stored, id) : null;
      if (!ref) return fail(1, '资源不存在');
      const now = ctx.clock.now();
      return db.transaction(() => {
        const row = stateOf.get(user.unid, ref.type, ref.id) as Record<Toggle['column'], number> | undefined;
        const current = row ? row[t.column] === 1 : false;
        if (current === t.on) return fail(1, t.repeat);
        ensureState.run(user.unid, ref.type, ref.id, formatChinaTime(now));
        const stamp = formatChinaTime(now);
        if (t.column === 'collected') setState.run(t.on ? 1 : 0, stamp, t.on ? now : null, user.unid, ref.type, ref.id);
        else setState.run(t.on ? 1 : 0, stamp, user.unid, ref.type, ref.id);
        if (bump) {
          ensureCounts.run(ref.type, ref.id);
          bump.run(t.on ? 1 : -1, ref.type, ref.id);
        }
        return { ...ok(null), message: t.done, msg: t.done };
      })();
    });
  }

  const favourites = db.prepare(
    `SELECT resource_type, resource_id, collected_at FROM user_interactions
     WHERE user_id = ? AND collected = 1 ORDER BY collected_at DESC, rowid DESC`,
  );

  app.get('/res/api/interactManage/vipCollectionList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = favourites.all(user.unid) as { resource_type: string; resource_id: number; collected_at: number | null }[];
    const items = rows.flatMap((r) => {
      const ref = findSiteResource(db, site.site_code, r.resource_type, r.resource_id);
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
