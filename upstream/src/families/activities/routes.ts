/**
 * res/api/activity: classifies, calendar, list (by classify, date, keyword, status, region) and
 * detail with sessions. Times are absolute (generated relative to the clock at seed time);
 * activityStatus is computed against the dev clock, stock is derived from the sessions' orders.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { emptyPage, ok, pageOf, plainList } from '../../envelope.ts';
import { settle } from '../reservations/index.ts';
import { refused } from '../../refusal.ts';
import { regionPrefix } from '../../regions/division.ts';
import { ACTIVITY_TYPE, imagesString } from '../../resources.ts';
import { chinaInstant, DAY_MS, formatChinaTime, parseDay } from '../../time.ts';
import { userStatuses, type InteractionStatus } from '../interactions/index.ts';
import { activitiesStore, type ActivitiesStore, type ActivityFilter, type ActivityRow } from './store.ts';
import { TEXTS } from './texts.ts';

/** "0" not started, "1" ongoing, "2" ended, "3" signing up. */
function activityStatus(a: Pick<ActivityRow, 'sign_start' | 'sign_end' | 'use_start' | 'use_end'>, nowMs: number): string {
  if (nowMs > a.use_end) return '2';
  if (nowMs >= a.use_start) return '1';
  if (nowMs >= a.sign_start && nowMs <= a.sign_end) return '3';
  return '0';
}

function item(store: ActivitiesStore, row: ActivityRow, nowMs: number, st: InteractionStatus | undefined) {
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
    classifyName: row.classify_id === null ? row.classify_name : (store.classifyName(row.classify_id) ?? row.classify_name),
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

/**
 * The list's filters from the call: null when one of them can match nothing (a region of no site),
 * the refusal's text when a date is no calendar day.
 */
function filterOf(req: FastifyRequest, nowMs: number): ActivityFilter | string | null {
  const classifyId = input(req, 'classifyId').trim();
  const date = input(req, 'date').trim();
  const day = date ? parseDay(date) : null;
  if (date && !day) return TEXTS.badDate;
  const region = input(req, 'region').trim();
  const prefix = region ? regionPrefix(region) : null;
  if (region && !prefix) return null;
  const keyword = input(req, 'keyword').trim();
  const status = input(req, 'activityStatus').trim();
  const placeType = input(req, 'placeType').trim();
  const placeId = input(req, 'placeId').trim();
  if (placeId && !/^\d{1,15}$/.test(placeId)) return null;
  return {
    place: placeType ? { type: placeType, id: placeId ? Number(placeId) : null } : null,
    classifyId: classifyId ? Number.parseInt(classifyId, 10) : null,
    day,
    keyword: keyword || null,
    status: status || null,
    nowMs,
    regionPrefix: prefix,
  };
}

function registerCatalogueRoutes(app: FastifyInstance, store: ActivitiesStore): void {
  app.get('/res/api/activity/classifyList', async (req) => {
    const site = requireSite(req);
    return plainList(store.classifies(site.site_code).map((r) => ({ id: String(r.id), name: r.name, icon: r.icon, sort: String(r.sort) })));
  });

  app.get('/res/api/activity/activityCalendar', async (req) => {
    const site = requireSite(req);
    const m = /^(\d{4})-(\d{1,2})$/.exec(param(req, 'time').trim());
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return refused(TEXTS.badMonth);
    const [y, mo] = [Number(m[1]), Number(m[2])];
    const first = chinaInstant(y, mo, 1);
    const next = chinaInstant(y, mo + 1, 1);
    const rows = store.runningBetween(site.site_code, first, next);
    const days: unknown[] = [];
    for (let t = first; t < next; t += DAY_MS) {
      const count = rows.filter((r) => r.use_start < t + DAY_MS && r.use_end >= t).length;
      const date = formatChinaTime(t).slice(0, 10);
      days.push({ date, dateTime: `${date} 00:00:00`, activityCount: String(count) });
    }
    return plainList(days);
  });
}

function registerActivityListRoutes(app: FastifyInstance, ctx: AppContext, store: ActivitiesStore): void {
  const statusesFor = (req: FastifyRequest, ids: number[]) => userStatuses(ctx.db, callerKeyOf(ctx, req), ACTIVITY_TYPE, ids);

  app.get('/res/api/activity/getActivityList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const now = ctx.clock.now();
    settle(ctx.db, now);
    const filter = filterOf(req, now);
    if (typeof filter === 'string') return refused(filter);
    if (!filter) return emptyPage(pg);
    const { rows, total } = store.list(site.site_code, filter, pg.pageSize, pg.offset);
    const st = statusesFor(
      req,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => item(store, r, now, st.get(r.id))),
      total,
      pg,
    );
  });

  app.get('/res/api/activity/getActivityInfo', async (req) => {
    const site = requireSite(req);
    const now = ctx.clock.now();
    settle(ctx.db, now);
    const row = store.byId(site.site_code, Number.parseInt(input(req, 'id'), 10));
    if (!row) return refused(TEXTS.notFound);
    const counts = store.counts(row.id);
    const st = statusesFor(req, [row.id]).get(row.id);
    return ok({
      ...item(store, row, now, st),
      content: row.content,
      phone: row.phone,
      seatSelection: store.seated(row.id) ? '1' : '0',
      likeNum: String(counts?.like_num ?? 0),
      collectionNum: String(counts?.collection_num ?? 0),
      commentNum: String(counts?.comment_num ?? 0),
      sessions: store.sessions(row.id).map((s) => ({
        id: String(s.id),
        startTime: formatChinaTime(s.start_time),
        endTime: formatChinaTime(s.end_time),
        stock: String(s.stock),
        totalStock: String(s.total_stock),
      })),
    });
  });
}

export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = activitiesStore(ctx.db);
  registerCatalogueRoutes(app, store);
  registerActivityListRoutes(app, ctx, store);
}
