/**
 * res/api/activity: classifies, calendar, list (by classify, date, keyword, status, region) and
 * detail with sessions. Times are absolute (generated relative to the clock at seed time);
 * activityStatus is computed against the dev clock, stock is derived from the sessions' orders.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, param, requireSite, type AppContext } from '../context.ts';
import { callerKeyOf } from '../caller.ts';
import { emptyPage, fail, ok, pageOf, plainList } from '../envelope.ts';
import { HOLDING, settle } from '../orders.ts';
import { regionPrefix } from '../regions/division.ts';
import { ACTIVITY_TYPE, imagesString } from '../resources.ts';
import { chinaInstant, DAY_MS, formatChinaTime } from '../time.ts';
import { userStatuses } from '../users.ts';

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
  classify_id: number | null;
  tag_names: string;
  city_region_names: string;
  latitude: number | null;
  longitude: number | null;
  jump_url: string;
  need_audit: string;
  cancel_status: string;
  cancel_time: string;
  max_order_num: number;
  phone: string;
  money: string;
  integral: string;
  sign_start: number;
  sign_end: number;
  use_start: number;
  use_end: number;
  summary: string;
  content: string;
  sort: number;
  /** Derived: free seats over all sessions. */
  stock_now: number;
  total_now: number;
}

export interface SessionRow {
  id: number;
  activity_id: number;
  start_time: number;
  end_time: number;
  total_stock: number;
  external_taken: number;
  stock: number;
}

/** "0" not started, "1" ongoing, "2" ended, "3" signing up. */
export function activityStatus(a: Pick<ActivityRow, 'sign_start' | 'sign_end' | 'use_start' | 'use_end'>, nowMs: number): string {
  if (nowMs > a.use_end) return '2';
  if (nowMs >= a.use_start) return '1';
  if (nowMs >= a.sign_start && nowMs <= a.sign_end) return '3';
  return '0';
}

/** The same rule in SQL (four `now` parameters). */
const STATUS_SQL = `(CASE WHEN ? > a.use_end THEN '2' WHEN ? >= a.use_start THEN '1' WHEN ? BETWEEN a.sign_start AND a.sign_end THEN '3' ELSE '0' END)`;

const SESSION_STOCK_SQL = `(s.total_stock - s.external_taken - COALESCE((SELECT SUM(o.order_num) FROM reservation_orders o
  WHERE o.session_id = s.id AND o.status IN ${HOLDING}), 0))`;

export const ACTIVITY_SELECT = `SELECT a.*,
  COALESCE((SELECT SUM(MAX(0, ${SESSION_STOCK_SQL})) FROM activity_sessions s WHERE s.activity_id = a.id), 0) AS stock_now,
  COALESCE((SELECT SUM(s.total_stock) FROM activity_sessions s WHERE s.activity_id = a.id), 0) AS total_now
  FROM activities a`;

export function sessionsOf(ctx: AppContext, activityId: number): SessionRow[] {
  return ctx.db
    .prepare(`SELECT s.*, MAX(0, ${SESSION_STOCK_SQL}) AS stock FROM activity_sessions s WHERE s.activity_id = ? ORDER BY s.start_time, s.id`)
    .all(activityId) as SessionRow[];
}

export function activityById(ctx: AppContext, siteCode: string, id: number): ActivityRow | undefined {
  if (!Number.isSafeInteger(id)) return undefined;
  return ctx.db.prepare(`${ACTIVITY_SELECT} WHERE a.id = ? AND a.site_code = ?`).get(id, siteCode) as ActivityRow | undefined;
}

function classifyName(ctx: AppContext, row: ActivityRow): string {
  if (row.classify_id === null) return row.classify_name;
  const c = ctx.db.prepare('SELECT name FROM activity_classifies WHERE id = ?').get(row.classify_id) as { name: string } | undefined;
  return c?.name ?? row.classify_name;
}

function item(ctx: AppContext, row: ActivityRow, nowMs: number, st: { collectionStatus: number; likeStatus: number; focusStatus: number } | undefined) {
  return {
    id: String(row.id),
    name: row.name,
    images: imagesString(row.images),
    type: row.type,
    method: row.method,
    money: row.money,
    integral: row.integral,
    stock: String(row.stock_now),
    totalStock: String(row.total_now),
    useStartTime: formatChinaTime(row.use_start),
    useEndTime: formatChinaTime(row.use_end),
    signStartTime: formatChinaTime(row.sign_start),
    signEndTime: formatChinaTime(row.sign_end),
    classifyId: row.classify_id === null ? '' : String(row.classify_id),
    classifyName: classifyName(ctx, row),
    tagNames: row.tag_names,
    region: row.region,
    regionName: row.region_name,
    cityRegionNames: row.city_region_names,
    address: row.address,
    latitude: row.latitude === null ? '' : String(row.latitude),
    longitude: row.longitude === null ? '' : String(row.longitude),
    jumpUrl: row.jump_url,
    activityStatus: activityStatus(row, nowMs),
    needAudit: row.need_audit,
    cancelStatus: row.cancel_status,
    cancelTime: row.cancel_time,
    maxOrderNum: String(row.max_order_num),
    faithUseStatus: row.faith_use_status,
    faithAuditStatus: row.faith_audit_status,
    faithScore: row.faith_score === null ? '' : String(row.faith_score),
    summary: row.summary,
    userResourceStatus: {
      collectionStatus: st?.collectionStatus ?? 0,
      thumbStatus: st?.likeStatus ?? 0,
      resourceFansStatus: st?.focusStatus ?? 0,
    },
  };
}

/** "yyyy-MM-dd" → [start, end) of that China day, or null. */
export function parseDay(text: string): [number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const start = chinaInstant(y, mo, d);
  if (formatChinaTime(start).slice(0, 10) !== text.trim()) return null;
  return [start, start + DAY_MS];
}

export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const statusesFor = (req: FastifyRequest, ids: number[]) =>
    userStatuses(db, callerKeyOf(ctx, req), ACTIVITY_TYPE, ids);

  app.get('/res/api/activity/classifyList', async (req) => {
    const site = requireSite(req);
    const rows = db.prepare('SELECT id, name, icon, sort FROM activity_classifies WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as {
      id: number;
      name: string;
      icon: string;
      sort: number;
    }[];
    return plainList(rows.map((r) => ({ id: String(r.id), name: r.name, icon: r.icon, sort: String(r.sort) })));
  });

  app.get('/res/api/activity/activityCalendar', async (req) => {
    const site = requireSite(req);
    const m = /^(\d{4})-(\d{1,2})$/.exec(param(req, 'time').trim());
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return fail(1, '时间格式不正确');
    const [y, mo] = [Number(m[1]), Number(m[2])];
    const first = chinaInstant(y, mo, 1);
    const next = chinaInstant(y, mo + 1, 1);
    const rows = db
      .prepare('SELECT use_start, use_end FROM activities WHERE site_code = ? AND use_start < ? AND use_end >= ?')
      .all(site.site_code, next, first) as { use_start: number; use_end: number }[];
    const days: unknown[] = [];
    for (let t = first; t < next; t += DAY_MS) {
      const count = rows.filter((r) => r.use_start < t + DAY_MS && r.use_end >= t).length;
      const date = formatChinaTime(t).slice(0, 10);
      days.push({ date, dateTime: `${date} 00:00:00`, activityCount: String(count) });
    }
    return plainList(days);
  });

  app.get('/res/api/activity/getActivityList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const now = ctx.clock.now();
    settle(db, now);
    const where = ['a.site_code = ?'];
    const params: unknown[] = [site.site_code];
    const empty = () => emptyPage(pg);
    const classifyId = input(req, 'classifyId').trim();
    if (classifyId) {
      where.push('a.classify_id = ?');
      params.push(Number.parseInt(classifyId, 10));
    }
    const date = input(req, 'date').trim();
    if (date) {
      const day = parseDay(date);
      if (!day) return empty();
      where.push('a.use_start < ? AND a.use_end >= ?');
      params.push(day[1], day[0]);
    }
    const keyword = input(req, 'keyword').trim();
    if (keyword) {
      where.push('instr(a.name, ?) > 0');
      params.push(keyword);
    }
    const status = input(req, 'activityStatus').trim();
    if (status) {
      where.push(`${STATUS_SQL} = ?`);
      params.push(now, now, now, status);
    }
    const region = input(req, 'region').trim();
    if (region) {
      const prefix = regionPrefix(region);
      if (!prefix) return empty();
      where.push('substr(a.region, 1, ?) = ?');
      params.push(prefix.length, prefix);
    }
    const w = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM activities a WHERE ${w}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`${ACTIVITY_SELECT} WHERE ${w} ORDER BY a.sort, a.id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as ActivityRow[];
    const st = statusesFor(
      req,
      rows.map((r) => r.id),
    );
    return pageOf(rows.map((r) => item(ctx, r, now, st.get(r.id))), total, pg);
  });

  app.get('/res/api/activity/getActivityInfo', async (req) => {
    const site = requireSite(req);
    const now = ctx.clock.now();
    settle(db, now);
    const row = activityById(ctx, site.site_code, Number.parseInt(input(req, 'id'), 10));
    if (!row) return fail(1, '资源不存在');
    const counts = db
      .prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?')
      .get(ACTIVITY_TYPE, row.id) as { like_num: number; collection_num: number; comment_num: number } | undefined;
    const st = statusesFor(req, [row.id]).get(row.id);
    return ok({
      ...item(ctx, row, now, st),
      content: row.content,
      phone: row.phone,
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
      sessions: sessionsOf(ctx, row.id).map((s) => ({
        id: String(s.id),
        startTime: formatChinaTime(s.start_time),
        endTime: formatChinaTime(s.end_time),
        stock: String(s.stock),
        totalStock: String(s.total_stock),
      })),
    });
  });
}
