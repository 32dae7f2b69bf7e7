/**
 * Every statement of the activities family. An activity's stock is derived, never counted: a
 * session's free seats are its total minus other visitors' seats (`external_taken`) minus the
 * reservation orders in a status that holds seats.
 */
import type Database from 'better-sqlite3';
import { HOLDING } from '../reservations/index.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';

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
  /** Derived: its free seats. */
  stock: number;
}

export interface ClassifyRow {
  id: number;
  name: string;
  icon: string;
  sort: number;
}

/** What an activity list is filtered by (null: not filtered); the status is the activityStatus at `nowMs`. */
export interface ActivityFilter {
  classifyId: number | null;
  /** [start, end) of a China day the activity runs on. */
  day: [number, number] | null;
  keyword: string | null;
  status: string | null;
  nowMs: number;
  /** The region code's prefix (a province, city or county code without its trailing zeros). */
  regionPrefix: string | null;
  /** The place it is held at (activity-pages' activity_places): a place type, and a place id of it or null for any. */
  place?: { type: string; id: number | null } | null;
}

/** activityStatus in SQL: "2" ended, "1" ongoing, "3" signing up, else "0" not started (as `activityStatus`). */
const STATUS_SQL = `(CASE WHEN @now > a.use_end THEN '2' WHEN @now >= a.use_start THEN '1' WHEN @now BETWEEN a.sign_start AND a.sign_end THEN '3' ELSE '0' END)`;

const SESSION_STOCK_SQL = `(s.total_stock - s.external_taken - COALESCE((SELECT SUM(o.order_num) FROM reservation_orders o
  WHERE o.session_id = s.id AND o.status IN ${HOLDING}), 0))`;

const ACTIVITY_SELECT = `SELECT a.*,
  COALESCE((SELECT SUM(MAX(0, ${SESSION_STOCK_SQL})) FROM activity_sessions s WHERE s.activity_id = a.id), 0) AS stock_now,
  COALESCE((SELECT SUM(s.total_stock) FROM activity_sessions s WHERE s.activity_id = a.id), 0) AS total_now
  FROM activities a`;

/** Every filter applies only when its flag is 1, so the list is one statement (ended activities come last). */
const FILTER_SQL = `a.site_code = @site
  AND (@byClassify = 0 OR a.classify_id = @classifyId)
  AND (@byDay = 0 OR (a.use_start < @dayEnd AND a.use_end >= @dayStart))
  AND (@byKeyword = 0 OR instr(a.name, @keyword) > 0)
  AND (@byStatus = 0 OR ${STATUS_SQL} = @status)
  AND (@byRegion = 0 OR substr(a.region, 1, @regionLength) = @regionPrefix)
  AND (@byPlace = 0 OR a.id IN (SELECT ap.activity_id FROM activity_places ap
    WHERE ap.place_type = @placeType AND (@placeId IS NULL OR ap.place_id = @placeId)))`;

export function activitiesStore(db: Database.Database) {
  const classifies = db.prepare('SELECT id, name, icon, sort FROM activity_classifies WHERE site_code = ? ORDER BY sort, id');
  const classifyName = db.prepare('SELECT name FROM activity_classifies WHERE id = ?');
  const runningBetween = db.prepare('SELECT use_start, use_end FROM activities WHERE site_code = ? AND use_start < ? AND use_end >= ?');
  const count = db.prepare(`SELECT COUNT(*) AS n FROM activities a WHERE ${FILTER_SQL}`);
  const page = db.prepare(`${ACTIVITY_SELECT} WHERE ${FILTER_SQL} ORDER BY (@now > a.use_end), a.sort, a.id LIMIT @limit OFFSET @offset`);
  const byId = db.prepare(`${ACTIVITY_SELECT} WHERE a.id = ? AND a.site_code = ?`);
  const sessions = db.prepare(
    `SELECT s.*, MAX(0, ${SESSION_STOCK_SQL}) AS stock FROM activity_sessions s WHERE s.activity_id = ? ORDER BY s.start_time, s.id`,
  );
  const counts = db.prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?');

  const filterParams = (siteCode: string, f: ActivityFilter) => ({
    site: siteCode,
    byClassify: f.classifyId === null ? 0 : 1,
    classifyId: f.classifyId,
    byDay: f.day === null ? 0 : 1,
    dayStart: f.day?.[0] ?? null,
    dayEnd: f.day?.[1] ?? null,
    byKeyword: f.keyword === null ? 0 : 1,
    keyword: f.keyword,
    byStatus: f.status === null ? 0 : 1,
    status: f.status,
    now: f.nowMs,
    byRegion: f.regionPrefix === null ? 0 : 1,
    regionLength: f.regionPrefix?.length ?? 0,
    regionPrefix: f.regionPrefix,
    byPlace: f.place ? 1 : 0,
    placeType: f.place?.type ?? null,
    placeId: f.place?.id ?? null,
  });

  // the seats family's halls: an activity with one is booked by choosing seats
  const seated = db.prepare('SELECT 1 FROM seat_halls WHERE activity_id = ?');

  return {
    classifies: (siteCode: string) => classifies.all(siteCode) as ClassifyRow[],
    classifyName: (id: number) => (classifyName.get(id) as { name: string } | undefined)?.name,
    /** The use periods of the site's activities that run some time in [from, to). */
    runningBetween: (siteCode: string, from: number, to: number) =>
      runningBetween.all(siteCode, to, from) as { use_start: number; use_end: number }[],
    /** One page of the site's activities (filtered) by sort, and the total. */
    list(siteCode: string, filter: ActivityFilter, limit: number, offset: number): { rows: ActivityRow[]; total: number } {
      const params = filterParams(siteCode, filter);
      return {
        total: (count.get(params) as { n: number }).n,
        rows: page.all({ ...params, limit, offset }) as ActivityRow[],
      };
    },
    byId(siteCode: string, id: number): ActivityRow | undefined {
      if (!Number.isSafeInteger(id)) return undefined;
      return byId.get(id, siteCode) as ActivityRow | undefined;
    },
    /** An activity's sessions by start, each with its free seats. */
    sessions: (activityId: number) => sessions.all(activityId) as SessionRow[],
    /** Whether its seats are chosen on a seat map (it has a hall). */
    seated: (id: number) => seated.get(id) !== undefined,
    /** Its like, favourite and comment counts (the interaction counters). */
    counts: (id: number) => counts.get(ACTIVITY_TYPE, id) as { like_num: number; collection_num: number; comment_num: number } | undefined,
  };
}

export type ActivitiesStore = ReturnType<typeof activitiesStore>;
