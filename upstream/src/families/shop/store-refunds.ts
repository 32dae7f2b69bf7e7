/**
 * Every statement of the shop's refunds (`shop_refunds`): an application, the user's list and one
 * refund with its order, and the merchant's decisions (approve, reject). The order's own refund
 * columns and the wallet credit of a completed refund are the shop store's (`store.ts`).
 */
import type Database from 'better-sqlite3';

/** A refund's progress as the shop records it. */
export const REFUND_STATUS = { APPLIED: 1, APPROVED: 2, REFUNDED: 3, REJECTED: 4 } as const;

export interface ShopRefundRow {
  id: number;
  refund_no: string;
  order_id: number;
  user_id: number;
  site_code: string;
  status: number;
  amount_cents: number;
  reason: string;
  description: string;
  pictures: string;
  reject_reason: string;
  applied_at: number;
  approved_at: number | null;
  refunded_at: number | null;
  rejected_at: number | null;
  /** From the order. */
  order_no: string;
  order_type: number;
  product_name: string;
  image: string;
  order_amount_cents: number;
}

export interface NewRefund {
  orderId: number;
  userId: number;
  siteCode: string;
  amountCents: number;
  reason: string;
  description: string;
  pictures: readonly string[];
  nowMs: number;
}

const SELECT = `SELECT r.*, o.order_no, o.order_type, o.product_name, o.image, o.amount_cents AS order_amount_cents
  FROM shop_refunds r JOIN shop_orders o ON o.id = r.order_id`;

export function refundsStore(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO shop_refunds (refund_no, order_id, user_id, site_code, status, amount_cents, reason, description, pictures, applied_at)
     VALUES (@refundNo, @orderId, @userId, @siteCode, 1, @amountCents, @reason, @description, @pictures, @nowMs)`,
  );
  const setNo = db.prepare('UPDATE shop_refunds SET refund_no = ? WHERE id = ?');
  // the statuses filter only when given (flag 1), as a JSON array
  const FILTER = 'r.user_id = ? AND r.site_code = ? AND (? = 0 OR r.status IN (SELECT value FROM json_each(?)))';
  const count = db.prepare(`SELECT COUNT(*) AS n FROM shop_refunds r WHERE ${FILTER}`);
  const page = db.prepare(`${SELECT} WHERE ${FILTER} ORDER BY r.applied_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const own = db.prepare(`${SELECT} WHERE r.id = ? AND r.user_id = ? AND r.site_code = ?`);
  const byId = db.prepare(`${SELECT} WHERE r.id = ?`);
  const latestOfOrder = db.prepare('SELECT id FROM shop_refunds WHERE order_id = ? ORDER BY applied_at DESC, id DESC LIMIT 1');
  const approve = db.prepare('UPDATE shop_refunds SET status = 2, approved_at = ? WHERE id = ? AND status = 1');
  const reject = db.prepare('UPDATE shop_refunds SET status = 4, reject_reason = ?, rejected_at = ? WHERE id = ? AND status IN (1, 2)');
  const reopenOrder = db.prepare('UPDATE shop_orders SET refund_status = 0, refund_cents = 0, refund_due_at = NULL WHERE id = ?');
  const dueNow = db.prepare('UPDATE shop_orders SET refund_due_at = ? WHERE id = ? AND refund_status = 1');

  return {
    /** Records an application (status applied); answers its id. Its number is RF + the order's number's tail + its id. */
    apply(r: NewRefund): number {
      const id = Number(
        insert.run({
          refundNo: `pending-${r.orderId}-${r.nowMs}`,
          orderId: r.orderId,
          userId: r.userId,
          siteCode: r.siteCode,
          amountCents: r.amountCents,
          reason: r.reason,
          description: r.description,
          pictures: JSON.stringify(r.pictures),
          nowMs: r.nowMs,
        }).lastInsertRowid,
      );
      setNo.run(`RF${String(r.nowMs).slice(-8)}${String(id).padStart(4, '0')}`, id);
      return id;
    },
    /** One page of the user's refunds on the site (statuses: none for all), newest first, and the total. */
    list(userId: number, siteCode: string, statuses: readonly number[], limit: number, offset: number) {
      const params = [userId, siteCode, statuses.length > 0 ? 1 : 0, JSON.stringify(statuses)];
      return {
        total: (count.get(...params) as { n: number }).n,
        rows: page.all(...params, limit, offset) as ShopRefundRow[],
      };
    },
    /** The user's refund on the site; undefined for another user's (or another site's) as for a missing one. */
    own: (userId: number, siteCode: string, id: number) => own.get(id, userId, siteCode) as ShopRefundRow | undefined,
    /** Any refund by id (the dev controls). */
    byId: (id: number) => byId.get(id) as ShopRefundRow | undefined,
    /** The latest refund of an order, if any. */
    latestOfOrder: (orderId: number) => (latestOfOrder.get(orderId) as { id: number } | undefined)?.id ?? null,
    /** The merchant approves an applied refund; false when it was not applied. */
    approve: (id: number, nowMs: number) => approve.run(nowMs, id).changes === 1,
    /** The merchant rejects a refund in progress: the order may be refunded again; false when none was in progress. */
    reject(id: number, orderId: number, reason: string, nowMs: number): boolean {
      if (reject.run(reason, nowMs, id).changes !== 1) return false;
      reopenOrder.run(orderId);
      return true;
    },
    /** The merchant pays a refund in progress now (the shop's settle then completes it and credits the wallet). */
    payNow(orderId: number, nowMs: number): boolean {
      return dueNow.run(nowMs, orderId).changes === 1;
    },
  };
}

export type RefundsStore = ReturnType<typeof refundsStore>;
