/**
 * The itineraries' calls (doc 3 §7 "Journeys": resExt/api/journey list, detail, save, update,
 * operateSource, copy, travelQuery, journeyLabel; API.md "Itineraries"). Edits carry the
 * journey's `version`: a write with an older one is refused with the fresh journey in `data`,
 * so two devices of the same user never overwrite each other's changes unseen.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, isJsonBody, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { Refusal, refuse, refusalAnswer } from '../../refusal.ts';
import { callerOf } from '../../caller.ts';
import { CODE, type Envelope, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { NOT_LOGGED_IN_MESSAGE, type UserRow } from '../../users.ts';
import { copyJourney, createPlannedJourney, journeyDetail, journeyItem, placesById, retimeJourney, type JourneyRow } from './journeys.ts';
import { straightMeters, travelOptions, plannedLeg, type Point } from './travel.ts';

/** The spec's limit (doc 3 §5, §9): play time at most 120 hours. */
export const MAX_PLAY_HOURS = 120;
export const MAX_DAYS = 10;
export const MAX_NAME_CHARS = 30;
export const MAX_STOPS_PER_DAY = 20;

const CONFLICT = '行程已被修改，请刷新后重试';

/** An itinerary's default name after its first places, by site language: " 3日游", " — 3 j", ", 3 days". */
const DAYS_SUFFIX: Record<string, (days: number) => string> = {
  CN: (days) => ` ${days}日游`,
  FRENCH: (days) => ` — ${days} j`,
  EN: (days) => ` — ${days} ${days === 1 ? 'day' : 'days'}`,
  JAPANESE: (days) => `・${days}日間`,
  KOREAN: (days) => ` · ${days}일`,
};


function body(req: FastifyRequest): Record<string, unknown> {
  return isJsonBody(req) && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

function intOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map(intOf).filter((n): n is number => n !== null && n > 0);
}

export function registerItineraryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const write = (req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);
    try {
      return db.transaction(() => fn(site, user)).immediate();
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    }
  };

  const journeyOf = (site: string, id: number | null): JourneyRow | undefined =>
    id === null ? undefined : (db.prepare('SELECT * FROM journeys WHERE id = ? AND site_code = ? AND deleted = 0').get(id, site) as JourneyRow | undefined);

  /** A journey the caller may see: a recommended one, or their own. */
  const visible = (j: JourneyRow | undefined, user: UserRow | null): JourneyRow | undefined => (j && (j.user_id === null || (user && j.user_id === user.id)) ? j : undefined);

  /** The caller's own journey at `version`; refusals otherwise (the conflict carries the fresh journey). */
  const editable = (site: SiteRow, user: UserRow, b: Record<string, unknown>, idKey = 'id'): JourneyRow => {
    const j = visible(journeyOf(site.site_code, intOf(b[idKey])), user);
    if (!j) return refuse('行程不存在');
    if (j.user_id === null) return refuse('推荐行程不可修改，请先复制到我的行程');
    const version = intOf(b.version);
    if (version === null || version !== j.version) return refuse(CONFLICT, journeyDetail(db, j, user.id));
    return j;
  };

  const touch = (j: JourneyRow) => db.prepare('UPDATE journeys SET version = version + 1, updated_at = ? WHERE id = ?').run(now(), j.id);
  const fresh = (id: number, user: UserRow) => journeyDetail(db, db.prepare('SELECT * FROM journeys WHERE id = ?').get(id) as JourneyRow, user.id);

  api.get('/resExt/api/journey/journeyLabel', async (req) => {
    const site = requireSite(req);
    const rows = db.prepare('SELECT id, code, name FROM journey_labels WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as { id: number; code: string; name: string }[];
    return plainList(rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name })));
  });

  api.get('/resExt/api/journey/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const { currPage, pageSize, offset } = paging(req);
    const mine = input(req, 'type').toUpperCase() === 'MINE';
    if (mine && !user) return fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);
    const where = mine ? 'site_code = ? AND user_id = ? AND deleted = 0' : 'site_code = ? AND user_id IS NULL AND deleted = 0';
    const params = mine ? [site.site_code, user!.id] : [site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM journeys WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM journeys WHERE ${where} ORDER BY ${mine ? 'updated_at DESC' : 'sort, id'}, id DESC LIMIT ? OFFSET ?`).all(...params, pageSize, offset) as JourneyRow[];
    return pageOf(rows.map((j) => journeyItem(db, j, user?.id ?? null)), total, { currPage, pageSize });
  });

  api.get('/resExt/api/journey/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const j = visible(journeyOf(site.site_code, intOf(input(req, 'id'))), user);
    if (!j) return fail(CODE.FAIL, '行程不存在');
    return ok(journeyDetail(db, j, user?.id ?? null));
  });

  api.post('/resExt/api/journey/save', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const scenicIds = [...new Set(idsOf(b.scenicIds))];
      const days = intOf(b.days);
      const playTime = intOf(b.playTime);
      // the spec's prompts (doc 3 §5)
      if (scenicIds.length === 0) return refuse('请选择目的地景区');
      if (playTime === null || playTime < 1) return refuse('请填写游玩时间');
      if (playTime > MAX_PLAY_HOURS) return refuse('游玩时间不能超过120小时');
      if (days === null || days < 1 || days > MAX_DAYS) return refuse('行程天数不正确');
      const scenic = placesById(db, scenicIds);
      if (scenicIds.some((id) => scenic.get(id)?.resource_type !== 'CONTENT_TYPE_SCENERY')) return refuse('景区不存在');
      const siteOf = db.prepare('SELECT 1 FROM places WHERE id = ? AND site_code = ?');
      if (scenicIds.some((id) => !siteOf.get(id, site.site_code))) return refuse('景区不存在');
      const labelIds = idsOf(b.labelIds);
      const name = typeof b.name === 'string' && b.name.trim() !== '' ? b.name.trim().slice(0, MAX_NAME_CHARS) : `${scenicIds.map((id) => scenic.get(id)!.name).slice(0, 2).join('·')}${(DAYS_SUFFIX[site.site_language] ?? DAYS_SUFFIX.CN!)(days)}`;
      const startDate = typeof b.startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.startDate) ? b.startDate : null;
      const id = createPlannedJourney(db, { siteCode: site.site_code, userId: user.id, name, summary: '', days, playHours: playTime, startDate, labelIds, scenicIds, source: 'AI' }, now());
      return ok(fresh(id, user));
    }),
  );

  api.post('/resExt/api/journey/update', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const j = editable(site, user, b);
      const name = typeof b.name === 'string' ? b.name.trim() : '';
      if (name === '') return refuse('请输入行程名称');
      if ([...name].length > MAX_NAME_CHARS) return refuse('行程名称过长');
      db.prepare('UPDATE journeys SET name = ? WHERE id = ?').run(name, j.id);
      touch(j);
      return ok(fresh(j.id, user));
    }),
  );

  api.post('/resExt/api/journey/operateSource', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const j = editable(site, user, b, 'journeyId');
      const dayOf = (id: number | null) =>
        id === null ? undefined : (db.prepare('SELECT * FROM journey_days WHERE id = ? AND journey_id = ?').get(id, j.id) as { id: number; day_no: number } | undefined);
      const sourceOf = (id: number | null) =>
        id === null ? undefined : (db.prepare('SELECT * FROM journey_sources WHERE id = ? AND journey_id = ?').get(id, j.id) as { id: number; day_id: number; place_id: number; sort: number } | undefined);
      const orderOf = (dayId: number) => (db.prepare('SELECT id, place_id FROM journey_sources WHERE day_id = ? ORDER BY sort, id').all(dayId) as { id: number; place_id: number }[]);
      const renumber = (dayId: number, ids: number[]) => {
        const set = db.prepare('UPDATE journey_sources SET sort = ?, day_id = ? WHERE id = ?');
        ids.forEach((id, i) => set.run((i + 1) * 10, dayId, id));
      };
      const type = String(b.type ?? '').toUpperCase();
      const touched = new Set<number>();
      if (type === 'ADD') {
        const day = dayOf(intOf(b.dayId));
        if (!day) return refuse('行程日期不存在');
        const place = db.prepare('SELECT id FROM places WHERE id = ? AND site_code = ?').get(intOf(b.resourceId) ?? -1, site.site_code) as { id: number } | undefined;
        if (!place) return refuse('资源不存在');
        const order = orderOf(day.id);
        if (order.some((s) => s.place_id === place.id)) return refuse('该地点已在当天行程中');
        if (order.length >= MAX_STOPS_PER_DAY) return refuse('每天最多安排20个地点');
        const after = b.afterSourceId === undefined || b.afterSourceId === null || b.afterSourceId === '' ? null : intOf(b.afterSourceId);
        const at = after === null ? order.length : order.findIndex((s) => s.id === after) + 1;
        if (at === 0) return refuse('插入位置不正确');
        const info = db
          .prepare("INSERT INTO journey_sources (journey_id, day_id, place_id, sort, reason, reason_label) VALUES (?, ?, ?, 0, 'ADDED', '')")
          .run(j.id, day.id, place.id);
        const ids = order.map((s) => s.id);
        ids.splice(at, 0, Number(info.lastInsertRowid));
        renumber(day.id, ids);
        touched.add(day.id);
      } else if (type === 'DELETE') {
        const source = sourceOf(intOf(b.sourceId));
        if (!source) return refuse('行程地点不存在');
        db.prepare('DELETE FROM journey_sources WHERE id = ?').run(source.id);
        touched.add(source.day_id);
      } else if (type === 'MOVE') {
        const source = sourceOf(intOf(b.sourceId));
        if (!source) return refuse('行程地点不存在');
        const to = dayOf(intOf(b.toDayId) ?? source.day_id);
        if (!to) return refuse('行程日期不存在');
        const target = orderOf(to.id).filter((s) => s.id !== source.id);
        if (to.id !== source.day_id && target.some((s) => s.place_id === source.place_id)) return refuse('该地点已在当天行程中');
        if (to.id !== source.day_id && target.length >= MAX_STOPS_PER_DAY) return refuse('每天最多安排20个地点');
        const index = intOf(b.toIndex);
        const at = index === null ? target.length : Math.max(0, Math.min(index, target.length));
        const ids = target.map((s) => s.id);
        ids.splice(at, 0, source.id);
        renumber(to.id, ids);
        if (to.id !== source.day_id) renumber(source.day_id, orderOf(source.day_id).map((s) => s.id));
        touched.add(to.id);
        touched.add(source.day_id);
      } else {
        return refuse('操作类型不正确');
      }
      if (touched.size > 0) retimeJourney(db, j.id);
      touch(j);
      return ok(fresh(j.id, user));
    }),
  );

  api.post('/resExt/api/journey/copy', async (req) =>
    write(req, (site, user) => {
      const id = intOf(input(req, 'id') || String(body(req).id ?? ''));
      const from = visible(journeyOf(site.site_code, id), user);
      if (!from) return refuse('行程不存在');
      return ok(fresh(copyJourney(db, from, user.id, now()), user));
    }),
  );

  /** Not shown in the spec: a traveller may delete one of their itineraries. */
  api.post('/resExt/api/journey/delete', async (req) =>
    write(req, (site, user) => {
      const j = visible(journeyOf(site.site_code, intOf(input(req, 'id') || String(body(req).id ?? ''))), user);
      if (!j || j.user_id !== user.id) return refuse('行程不存在');
      db.prepare('UPDATE journeys SET deleted = 1, updated_at = ? WHERE id = ?').run(now(), j.id);
      return ok({ id: String(j.id) });
    }),
  );

  api.get('/resExt/api/journey/travelQuery', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    type End = Point & { name: string; address: string };
    const endOf = (which: 'start' | 'end'): End | null => {
      const sourceId = intOf(input(req, `${which}SourceId`));
      if (sourceId !== null) {
        const row = db
          .prepare('SELECT p.name, p.address, p.longitude, p.latitude, j.user_id FROM journey_sources s JOIN journeys j ON j.id = s.journey_id JOIN places p ON p.id = s.place_id WHERE s.id = ? AND j.site_code = ? AND j.deleted = 0')
          .get(sourceId, site.site_code) as (End & { user_id: number | null }) | undefined;
        return row && (row.user_id === null || (user && row.user_id === user.id)) ? row : null;
      }
      const lng = Number(input(req, `${which}Lng`));
      const lat = Number(input(req, `${which}Lat`));
      if (input(req, `${which}Lng`) === '' || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
      return { longitude: lng, latitude: lat, name: input(req, `${which}Name`), address: '' };
    };
    const start = endOf('start');
    const end = endOf('end');
    if (!start || !end) return fail(CODE.FAIL, '起点或终点不存在');
    const planned = plannedLeg(start, end);
    return ok({
      start: { name: start.name, address: start.address, longitude: String(start.longitude), latitude: String(start.latitude) },
      end: { name: end.name, address: end.address, longitude: String(end.longitude), latitude: String(end.latitude) },
      distance: String(straightMeters(start, end)),
      routes: travelOptions(start, end).map((o) => ({ type: o.mode, distance: String(o.meters), time: String(o.minutes), recommend: o.mode === planned.mode ? '1' : '0' })),
    });
  });
}
