/** Every statement of the sales family: ZYTF orders, routes for sale and their reminders. */
import type Database from 'better-sqlite3';

export interface ZytfRow {
  id: number;
  order_code: string;
  order_status: number;
  pay_money: string;
  resource_name: string;
  images: string;
  start_time: number;
  end_time: number;
  order_num: number;
  cancel_status: string;
  cancel_time: string;
  info_url: string;
}

export interface RouteRow {
  id: number;
  sn: string;
  name: string;
  price: string;
  sale_type: number;
  upper_time: number | null;
  lower_time: number | null;
  image: string;
  notes: string;
  included: string;
  exclude: string;
  considerations: string;
}

export function salesStore(db: Database.Database) {
  const ALL = 'user_id = ? AND site_code = ?';
  const OF_STATUS = 'user_id = ? AND site_code = ? AND order_status = ?';
  const countOrders = {
    all: db.prepare(`SELECT COUNT(*) AS n FROM zytf_orders WHERE ${ALL}`),
    ofStatus: db.prepare(`SELECT COUNT(*) AS n FROM zytf_orders WHERE ${OF_STATUS}`),
  };
  const pageOrders = {
    all: db.prepare(`SELECT * FROM zytf_orders WHERE ${ALL} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
    ofStatus: db.prepare(`SELECT * FROM zytf_orders WHERE ${OF_STATUS} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
  };
  const orderByCode = db.prepare('SELECT * FROM zytf_orders WHERE order_code = ? AND user_id = ? AND site_code = ?');
  const cancel = db.prepare('UPDATE zytf_orders SET order_status = 2 WHERE id = ? AND order_status IN (0, 4)');
  const closeEnded = db.prepare('UPDATE zytf_orders SET order_status = 3 WHERE order_status = 0 AND end_time < ?');
  const scenicByCode = db.prepare(
    "SELECT id FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' AND json_extract(extra, '$.list.resourceCode') = ?",
  );
  const remindedRoutes = db.prepare('SELECT route_id FROM route_reminders WHERE user_id = ?');
  const routesOfScenic = db.prepare('SELECT * FROM travel_routes WHERE scenic_id = ? ORDER BY sort, id');
  const routeById = db.prepare('SELECT * FROM travel_routes WHERE id = ?');
  const routeBySn = db.prepare('SELECT * FROM travel_routes WHERE sn = ?');
  const remind = db.prepare('INSERT OR IGNORE INTO route_reminders (user_id, route_id, created_at) VALUES (?, ?, ?)');
  const forget = db.prepare('DELETE FROM route_reminders WHERE user_id = ? AND route_id = ?');

  return {
    /** The ZYTF transitions due at `nowMs`: an order to use whose use has ended is used up. */
    settle(nowMs: number): void {
      closeEnded.run(nowMs);
    },
    /** A user's ZYTF orders on a site (all, or of one status), newest first: one page and the total. */
    ordersOf(userId: number, siteCode: string, status: number | null, limit: number, offset: number): { rows: ZytfRow[]; total: number } {
      const which = status !== null ? 'ofStatus' : 'all';
      const params: unknown[] = status !== null ? [userId, siteCode, status] : [userId, siteCode];
      const total = (countOrders[which].get(...params) as { n: number }).n;
      const rows = pageOrders[which].all(...params, limit, offset) as ZytfRow[];
      return { rows, total };
    },
    orderByCode(orderCode: string, userId: number, siteCode: string): ZytfRow | undefined {
      return orderByCode.get(orderCode, userId, siteCode) as ZytfRow | undefined;
    },
    cancel(id: number): void {
      cancel.run(id);
    },
    /** The site's scenic area whose list resourceCode is `code` (the routes for sale hang on it). */
    scenicByResourceCode(siteCode: string, code: string): { id: number } | undefined {
      return scenicByCode.get(siteCode, code) as { id: number } | undefined;
    },
    remindedRouteIds(userId: number): Set<number> {
      return new Set((remindedRoutes.all(userId) as { route_id: number }[]).map((r) => r.route_id));
    },
    routesOfScenic(scenicId: number): RouteRow[] {
      return routesOfScenic.all(scenicId) as RouteRow[];
    },
    routeById(id: number): RouteRow | undefined {
      return routeById.get(id) as RouteRow | undefined;
    },
    routeBySn(sn: string): RouteRow | undefined {
      return routeBySn.get(sn) as RouteRow | undefined;
    },
    remind(userId: number, routeId: number, nowMs: number): void {
      remind.run(userId, routeId, nowMs);
    },
    forget(userId: number, routeId: number): void {
      forget.run(userId, routeId);
    },
  };
}

export type SalesStore = ReturnType<typeof salesStore>;
