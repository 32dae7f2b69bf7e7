/** res/api/interactManage/resourceCount: like / collection / comment counts and the caller's state. */
import type { FastifyInstance } from 'fastify';
import { input, param, requireSite, type AppContext } from '../context.ts';
import { plainList } from '../envelope.ts';
import { kindOf, NEWS_RESOURCE_TYPE } from '../resources.ts';
import { resolveUserId, userStatuses } from '../users.ts';

export function registerInteractionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  app.get('/res/api/interactManage/resourceCount', async (req) => {
    const site = requireSite(req);
    const type = input(req, 'resourceType');
    const ids = [
      ...new Set(
        input(req, 'resourceIds')
          .split(',')
          .map((s) => Number.parseInt(s.trim(), 10))
          .filter((n) => Number.isFinite(n)),
      ),
    ];
    if (ids.length === 0 || (!kindOf(type) && type !== NEWS_RESOURCE_TYPE)) return plainList([]);
    const marks = ids.map(() => '?').join(',');
    const existing =
      type === NEWS_RESOURCE_TYPE
        ? `SELECT id FROM news WHERE site_code = ? AND id IN (${marks})`
        : `SELECT id FROM places WHERE site_code = ? AND resource_type = '${type}' AND id IN (${marks})`;
    const rows = db
      .prepare(
        `SELECT e.id, i.like_num, i.collection_num, i.comment_num FROM (${existing}) e
         LEFT JOIN interactions i ON i.resource_type = ? AND i.resource_id = e.id`,
      )
      .all(site.site_code, ...ids, type) as {
      id: number;
      like_num: number | null;
      collection_num: number | null;
      comment_num: number | null;
    }[];
    const st = userStatuses(db, resolveUserId(db, param(req, 'token')), type, rows.map((r) => r.id));
    return plainList(
      rows.map((r) => ({
        resourceId: String(r.id),
        resourceType: type,
        likeNum: String(r.like_num ?? 0),
        collectionNum: String(r.collection_num ?? 0),
        commentNum: String(r.comment_num ?? 0),
        likeStatus: st.get(r.id)?.likeStatus ?? 0,
        collectionStatus: st.get(r.id)?.collectionStatus ?? 0,
      })),
    );
  });
}
