/**
 * Every statement of the orders family's calls and dev controls (the order lifecycle they share
 * with the booking families, settle and the payload, is the reservations family's). Each write
 * is run by the caller inside its immediate transaction.
 */
import type Database from 'better-sqlite3';
import { LIVE, type OrderRow } from '../reservations/index.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';

/** What a list of the caller's orders is filtered by (null: not filtered). */
export interface OrderFilter {
  status: number | null;
  orderType: string | null;
  /** The activity type of activity orders (ACTIVITY_TYPE_RESERVE…). */
  activityType: string | null;
  /** Only orders reviewed (1) or not (0). */
  commentStatus: number | null;
}

/** Every filter applies only when its flag is 1, so the list is one statement. */
const FILTER_SQL = `o.user_id = @user AND o.site_code = @site
  AND (@byStatus = 0 OR o.status = @status)
  AND (@byOrderType = 0 OR o.order_type = @orderType)
  AND (@byComment = 0 OR CAST(o.comment_status AS INTEGER) = @commentStatus)
  AND (@byActivityType = 0 OR (o.order_type = '${ACTIVITY_TYPE}' AND o.resource_id IN (SELECT id FROM activities WHERE type = @activityType)))`;

export function ordersStore(db: Database.Database) {
  const liveOfSession = db.prepare(`SELECT 1 FROM reservation_orders WHERE user_id = ? AND session_id = ? AND status IN ${LIVE}`);
  const byCode = db.prepare('SELECT * FROM reservation_orders WHERE order_code = ?');
  const ownOrder = db.prepare('SELECT * FROM reservation_orders WHERE order_code = ? AND user_id = ? AND site_code = ?');
  const count = db.prepare(`SELECT COUNT(*) AS n FROM reservation_orders o WHERE ${FILTER_SQL}`);
  const page = db.prepare(
    `SELECT o.* FROM reservation_orders o WHERE ${FILTER_SQL} ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
  );
  const toUse = db.prepare('SELECT COUNT(*) AS n FROM reservation_orders WHERE user_id = ? AND site_code = ? AND status = 11');
  const cancel = db.prepare(
    `UPDATE reservation_orders SET status = 14, cancel_reason = 'USER', review_due_at = NULL, pay_due_at = NULL, updated_at = ? WHERE id = ? AND status IN ${LIVE}`,
  );
  const closeTrades = db.prepare(
    "UPDATE pay_trades SET status = CASE status WHEN 'PAID' THEN 'REFUNDED' ELSE 'CLOSED' END WHERE order_code = ? AND status IN ('WAIT', 'PAID')",
  );
  const checkIn = db.prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ?');

  return {
    /** Whether the user has a live order (0, 4, 11) for the session. */
    hasLiveOrder: (userId: number, sessionId: number) => liveOfSession.get(userId, sessionId) !== undefined,
    /** Any user's order by its code (the dev controls). */
    byCode: (code: string) => byCode.get(code) as OrderRow | undefined,
    ownOrder: (siteCode: string, userId: number, code: string) => ownOrder.get(code.trim(), userId, siteCode) as OrderRow | undefined,
    /** One page of the user's orders on the site (filtered), newest first, and the total. */
    orders(userId: number, siteCode: string, f: OrderFilter, limit: number, offset: number): { rows: OrderRow[]; total: number } {
      const params = {
        user: userId,
        site: siteCode,
        byStatus: f.status === null ? 0 : 1,
        status: f.status,
        byOrderType: f.orderType === null ? 0 : 1,
        orderType: f.orderType,
        byActivityType: f.activityType === null ? 0 : 1,
        activityType: f.activityType,
        byComment: f.commentStatus === null ? 0 : 1,
        commentStatus: f.commentStatus,
      };
      return { total: (count.get(params) as { n: number }).n, rows: page.all({ ...params, limit, offset }) as OrderRow[] };
    },
    /** How many of the user's orders on the site are to be used (11). */
    toUseCount: (userId: number, siteCode: string) => (toUse.get(userId, siteCode) as { n: number }).n,
    /** Cancels a live order by its user; false when it was no longer live. */
    cancel: (id: number, nowMs: number) => cancel.run(nowMs, id).changes === 1,
    /** A cancelled order's trade still open closes; money paid goes back (the provider refunds it). */
    closeTrades(orderCode: string): void {
      closeTrades.run(orderCode);
    },
    checkIn(id: number, nowMs: number): void {
      checkIn.run(nowMs, id);
    },
  };
}

export type OrdersStore = ReturnType<typeof ordersStore>;
