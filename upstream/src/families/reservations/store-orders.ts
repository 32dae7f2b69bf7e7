/**
 * Every statement of the reservation orders' lifecycle (lifecycle.ts): the transitions that fall
 * due, paying, the review's outcome, points going back, new order codes, and the facts of the
 * booked resource an order's payload shows. Prepared once per database (db/prepared.ts); run
 * inside the caller's transaction.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { HOLDING, PAY_WINDOW_MS, type OrderRow } from './order-states.ts';

export interface PlaceFacts {
  name: string;
  images: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  phone: string | null;
}

export interface NarratorFacts {
  cancel_status: string;
  cancel_time: string;
  notes: string;
  language: string;
  note: string;
  /** The group leader's certificate number (SM4 hex; '' when none). */
  leader_cert_number: string;
  narrator_name: string;
  narrator_photo: string;
}

export interface SessionFacts {
  place_id: number;
  title: string;
  language: string;
  cancel_status: string;
  cancel_time: string;
}

/** Orders awaiting payment past their deadline. */
const UNPAID_DUE = `status = 0 AND COALESCE(pay_due_at, created_at + ${PAY_WINDOW_MS}) <= ?`;

export function orderLifecycleStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    order: (id: number) => sql('SELECT * FROM reservation_orders WHERE id = ?').get(id) as OrderRow | undefined,
    byCode: (code: string) => sql('SELECT * FROM reservation_orders WHERE order_code = ?').get(code) as OrderRow | undefined,
    /** Orders in review whose review is due. */
    dueReviews: (nowMs: number) =>
      sql(
        'SELECT id, contact_name, user_id, pay_integral FROM reservation_orders WHERE status = 4 AND review_due_at IS NOT NULL AND review_due_at <= ?',
      ).all(nowMs) as { id: number; contact_name: string; user_id: number; pay_integral: string }[],
    /** Unpaid orders past their deadline: their waiting trades close, they are cancelled (PAY_TIMEOUT). */
    cancelUnpaidDue(nowMs: number): void {
      sql(
        `UPDATE pay_trades SET status = 'CLOSED' WHERE status = 'WAIT' AND order_code IN (SELECT order_code FROM reservation_orders WHERE ${UNPAID_DUE})`,
      ).run(nowMs);
      sql(`UPDATE reservation_orders SET status = 14, cancel_reason = 'PAY_TIMEOUT', updated_at = ? WHERE ${UNPAID_DUE}`).run(nowMs, nowMs);
    },
    closeExpiredTrades(nowMs: number): void {
      sql("UPDATE pay_trades SET status = 'CLOSED' WHERE status = 'WAIT' AND expires_at <= ?").run(nowMs);
    },
    /** Orders to be used whose use ended expire. */
    expireUnused(nowMs: number): void {
      sql('UPDATE reservation_orders SET status = 13, updated_at = ? WHERE status = 11 AND end_time < ?').run(nowMs, nowMs);
    },
    activityNeedsAudit: (id: number) =>
      (sql('SELECT need_audit FROM activities WHERE id = ?').get(id) as { need_audit: string } | undefined)?.need_audit === '1',
    roomNeedsAudit: (id: number) =>
      (sql('SELECT need_audit FROM activity_rooms WHERE id = ?').get(id) as { need_audit: string } | undefined)?.need_audit === '1',
    /** An order awaiting payment is paid: its new status, the payment and the review's due time. */
    markPaid(
      id: number,
      status: number,
      trade: { pay_type: string; paid_at: number; trade_no: string },
      reviewDueAt: number | null,
      nowMs: number,
    ): void {
      sql(
        `UPDATE reservation_orders SET status = ?, pay_money = money, pay_type = ?, pay_time = ?, trade_no = ?, pay_due_at = NULL,
           review_due_at = ?, updated_at = ? WHERE id = ? AND status = 0`,
      ).run(status, trade.pay_type, trade.paid_at, trade.trade_no, reviewDueAt, nowMs, id);
    },
    setReviewOutcome(id: number, status: number, nowMs: number): void {
      sql('UPDATE reservation_orders SET status = ?, review_due_at = NULL, updated_at = ? WHERE id = ?').run(status, nowMs, id);
    },
    nextOrderId: () => (sql('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM reservation_orders').get() as { n: number }).n,
    setVerifyCode(id: number, code: string): void {
      sql('UPDATE reservation_orders SET verify_code = ? WHERE id = ? AND verify_code IS NULL').run(code, id);
    },
    activity: (id: number) => sql('SELECT * FROM activities WHERE id = ?').get(id) as Record<string, unknown> | undefined,
    room: (id: number) => sql('SELECT * FROM activity_rooms WHERE id = ?').get(id) as Record<string, unknown> | undefined,
    place: (id: number) =>
      sql('SELECT name, images, address, longitude, latitude, phone FROM places WHERE id = ?').get(id) as PlaceFacts | undefined,
    /** A narrator order's offer, place and narrator (the narrators family's tables). */
    narratorFacts: (orderId: number) =>
      sql(
        `SELECT f.cancel_status, f.cancel_time, f.notes, b.language, b.note, b.leader_cert_number, n.name AS narrator_name, n.photo AS narrator_photo
         FROM narrator_bookings b JOIN narrators n ON n.id = b.narrator_id JOIN narrator_offers f ON f.place_id = n.place_id
         WHERE b.order_id = ?`,
      ).get(orderId) as NarratorFacts | undefined,
    /** An interpretation order's session (the narrators family's table). */
    sessionFacts: (sessionId: number) =>
      sql('SELECT place_id, title, language, cancel_status, cancel_time FROM interpretation_sessions WHERE id = ?').get(sessionId) as
        | SessionFacts
        | undefined,
    orderConfig: (resourceId: number) =>
      sql('SELECT cancel_status, cancel_time, entry_notes FROM resource_order_config WHERE resource_id = ?').get(resourceId) as
        | { cancel_status: string; cancel_time: string; entry_notes: string }
        | undefined,
    siteLanguage: (siteCode: string) =>
      (sql('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined)?.site_language,
    /** The seats the orders holding seats take of an activity. */
    activitySignNum: (activityId: number) =>
      (
        sql(
          `SELECT COALESCE(SUM(o.order_num), 0) AS n FROM reservation_orders o WHERE o.resource_id = ? AND o.order_type = ? AND o.status IN ${HOLDING}`,
        ).get(activityId, ACTIVITY_TYPE) as { n: number }
      ).n,
  };
}
