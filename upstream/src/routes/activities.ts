/**
 * res/api/activity (minimal): list and detail with the integrity-check fields. Dates are stored as
 * day offsets from "today" and printed at request time, so the demo activities stay current.
 */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../context.ts';
import { fail, list, makePage, ok } from '../envelope.ts';
import { ACTIVITY_TYPE, imagesString } from '../resources.ts';
import { chinaDayStart, DAY_MS, formatChinaTime } from '../time.ts';
import { resolveUserId, userStatuses } from '../users.ts';

export interface ActivityRow {
  id: number;
  site_code: string;
  name: string;
  images: string;
  type: string;
  method: string;
  faith_use_status: string;
  faith_audit_status: string;
  faith_score: number | null;
  address: string;
  region: string;
  region_name: string;
  classify_name: string;
  money: string;
  integral: string;
  stock: number;
  total_stock: number;
  sign_start_day: number;
  sign_end_day: number;
  use_start_day: number;
  use_end_day: number;
  summary: string;
  content: string;
  sort: number;
}

interface Times {
  signStart: number;
  signEnd: number;
  useStart: number;
  useEnd: number;
}

function timesOf(row: ActivityRow, nowMs: number): Times {
  const day = (offset: number) => chinaDayStart(nowMs, offset);
  return {
    signStart: day(row.sign_start_day) + 9 * 3600 * 1000,
    signEnd: day(row.sign_end_day) + DAY_MS - 1000,
    useStart: day(row.use_start_day) + 14 * 3600 * 1000,
    useEnd: day(row.use_end_day) + 17 * 3600 * 1000,
  };
}

/** "0" not started, "1" ongoing, "2" ended, "3" signing up. */
export function activityStatus(t: Times, nowMs: number): string {
  if (nowMs > t.useEnd) return '2';
  if (nowMs >= t.useStart) return '1';
  if (nowMs >= t.signStart && nowMs <= t.signEnd) return '3';
  return '0';
}

function listItem(row: ActivityRow, nowMs: number): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    images: imagesString(row.images),
    type: row.type,
    method: row.method,
    activityStatus: activityStatus(timesOf(row, nowMs), nowMs),
    faithUseStatus: row.faith_use_status,
    faithAuditStatus: row.faith_audit_status,
    faithScore: row.faith_score === null ? '' : String(row.faith_score),
  };
}

export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  app.get('/res/api/activity/getActivityList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM activities WHERE site_code = ?').get(site.site_code) as { n: number }).n;
    const rows = db
      .prepare('SELECT * FROM activities WHERE site_code = ? ORDER BY sort, id LIMIT ? OFFSET ?')
      .all(site.site_code, pg.pageSize, pg.offset) as ActivityRow[];
    const now = ctx.clock.now();
    return list(
      rows.map((r) => listItem(r, now)),
      makePage(total, pg.currPage, pg.pageSize),
    );
  });

  app.get('/res/api/activity/getActivityInfo', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id)
      ? (db.prepare('SELECT * FROM activities WHERE id = ? AND site_code = ?').get(id, site.site_code) as ActivityRow | undefined)
      : undefined;
    if (!row) return fail(1, '资源不存在');
    const now = ctx.clock.now();
    const t = timesOf(row, now);
    const counts = db
      .prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?')
      .get(ACTIVITY_TYPE, row.id) as { like_num: number; collection_num: number; comment_num: number } | undefined;
    const st = userStatuses(db, resolveUserId(db, input(req, 'token'), now), ACTIVITY_TYPE, [row.id]).get(row.id);
    return ok({
      ...listItem(row, now),
      summary: row.summary,
      content: row.content,
      address: row.address,
      region: row.region,
      regionName: row.region_name,
      classifyName: row.classify_name,
      money: row.money,
      integral: row.integral,
      stock: String(row.stock),
      totalStock: String(row.total_stock),
      signStartTime: formatChinaTime(t.signStart),
      signEndTime: formatChinaTime(t.signEnd),
      useStartTime: formatChinaTime(t.useStart),
      useEndTime: formatChinaTime(t.useEnd),
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
      jumpUrl: '',
      userResourceStatus: {
        collectionStatus: st?.collectionStatus ?? 0,
        thumbStatus: st?.likeStatus ?? 0,
        resourceFansStatus: st?.focusStatus ?? 0,
      },
    });
  });
}
