/**
 * Every statement of the order-cancel family: a site's reasons, one reason, and the cancellation
 * recorded with an order (written by the orders family's cancel inside its transaction).
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../time.ts';
import { CANCEL_TEXTS, REMARK_MAX } from './texts.ts';

export interface ReasonRow {
  id: number;
  site_code: string;
  reason: string;
  need_remark: number;
  sort: number;
}

interface CancellationRow {
  order_id: number;
  reason_id: number;
  reason: string;
  remark: string;
  cancelled_at: number;
}

/** A reason picked with its remark, checked (`cancelReasonOf`). */
export interface CancelChoice {
  reason: ReasonRow;
  remark: string;
}

export function reasonPayload(r: ReasonRow) {
  return { id: String(r.id), reason: r.reason, needRemark: String(r.need_remark) };
}

export function orderCancelStore(db: Database.Database) {
  const reasons = db.prepare('SELECT * FROM order_cancel_reasons WHERE site_code = ? ORDER BY sort, id');
  return { reasons: (site: string) => reasons.all(site) as ReasonRow[] };
}

/**
 * The reason a cancel call names (`reasonId`, `remark`), checked: null when the call names none (a
 * cancel without a reason, as the older clients send); a refusal text when the reason is not one of
 * the site's, the remark is missing where the reason needs one, or it is too long.
 */
export function cancelReasonOf(db: Database.Database, site: string, reasonId: string, remarkRaw: string): CancelChoice | string | null {
  const remark = remarkRaw.trim();
  if (!reasonId.trim()) return remark ? CANCEL_TEXTS.noSuchReason : null;
  if (!/^\d{1,15}$/.test(reasonId.trim())) return CANCEL_TEXTS.noSuchReason;
  const reason = db.prepare('SELECT * FROM order_cancel_reasons WHERE id = ? AND site_code = ?').get(Number(reasonId.trim()), site) as
    | ReasonRow
    | undefined;
  if (!reason) return CANCEL_TEXTS.noSuchReason;
  if ([...remark].length > REMARK_MAX) return CANCEL_TEXTS.remarkTooLong;
  if (reason.need_remark === 1 && !remark) return CANCEL_TEXTS.remarkRequired;
  return { reason, remark };
}

/** Records why an order was cancelled (inside the cancel's transaction). */
export function recordCancellation(db: Database.Database, orderId: number, choice: CancelChoice, nowMs: number): void {
  db.prepare('INSERT OR REPLACE INTO order_cancellations (order_id, reason_id, reason, remark, cancelled_at) VALUES (?, ?, ?, ?, ?)').run(
    orderId,
    choice.reason.id,
    choice.reason.reason,
    choice.remark,
    nowMs,
  );
}

/** The order payload's fields about a cancel by its owner: the reason picked, the remark, when; empty when none was recorded. */
export function cancellationPayload(db: Database.Database, orderId: number) {
  const c = db.prepare('SELECT * FROM order_cancellations WHERE order_id = ?').get(orderId) as CancellationRow | undefined;
  if (!c) return {};
  return {
    cancelReasonId: String(c.reason_id),
    cancelReasonText: c.reason,
    cancelRemark: c.remark,
    cancelTime: formatChinaTime(c.cancelled_at),
  };
}
