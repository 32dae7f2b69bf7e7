/** Every statement of the payments family: the provider's trades and the notifications the merchant took. */
import type Database from 'better-sqlite3';
import type { OrderRow } from '../reservations/index.ts';
import type { TradeRow } from './trade.ts';

export interface NewTrade {
  tradeNo: string;
  siteCode: string;
  userId: number;
  orderCode: string;
  merchant: string;
  amount: string;
  payType: string;
  returnUrl: string;
  notifyUrl: string;
  expiresAt: number;
  nowMs: number;
}

export function paymentsStore(db: Database.Database) {
  const tradeByNo = db.prepare('SELECT * FROM pay_trades WHERE trade_no = ?');
  const tradesOfOrder = db.prepare('SELECT * FROM pay_trades WHERE order_code = ? ORDER BY id DESC');
  const closeWaiting = db.prepare("UPDATE pay_trades SET status = 'CLOSED' WHERE order_code = ? AND status = 'WAIT'");
  const insertTrade = db.prepare(
    `INSERT INTO pay_trades (trade_no, site_code, user_id, order_code, merchant, amount, pay_type, status, return_url, notify_url, expires_at, created_at)
     VALUES (@tradeNo, @siteCode, @userId, @orderCode, @merchant, @amount, @payType, 'WAIT', @returnUrl, @notifyUrl, @expiresAt, @nowMs)`,
  );
  const setStatus = db.prepare('UPDATE pay_trades SET status = ? WHERE id = ?');
  const markPaid = db.prepare("UPDATE pay_trades SET status = 'PAID', paid_at = ? WHERE id = ? AND status = 'WAIT'");
  const cancelWaiting = db.prepare("UPDATE pay_trades SET status = 'CANCELLED' WHERE id = ? AND status = 'WAIT'");
  const keepNotification = db.prepare('UPDATE pay_trades SET notify_body = ? WHERE id = ?');
  const takeNotification = db.prepare('INSERT OR IGNORE INTO pay_notifications (notify_id, trade_no, received_at) VALUES (?, ?, ?)');
  const orderOf = db.prepare('SELECT * FROM reservation_orders WHERE order_code = ? AND site_code = ?');

  return {
    trade: (tradeNo: string) => tradeByNo.get(tradeNo) as TradeRow | undefined,
    tradesOfOrder: (orderCode: string) => tradesOfOrder.all(orderCode) as TradeRow[],
    /** A new waiting trade; the order's earlier waiting trades close (one live payment per order). */
    openTrade(t: NewTrade): TradeRow {
      closeWaiting.run(t.orderCode);
      insertTrade.run(t);
      return tradeByNo.get(t.tradeNo) as TradeRow;
    },
    setStatus(id: number, status: TradeRow['status']): void {
      setStatus.run(status, id);
    },
    markPaid(id: number, nowMs: number): void {
      markPaid.run(nowMs, id);
    },
    cancelWaiting(id: number): void {
      cancelWaiting.run(id);
    },
    /** Keeps the notification the provider sent the merchant (for the dev channel). */
    keepNotification(id: number, body: string): void {
      keepNotification.run(body, id);
    },
    /** Takes a notification id once: false when it was taken before (a replay). */
    takeNotification: (notifyId: string, tradeNo: string, nowMs: number) => takeNotification.run(notifyId, tradeNo, nowMs).changes === 1,
    order: (orderCode: string, siteCode: string) => orderOf.get(orderCode, siteCode) as OrderRow | undefined,
  };
}

export type PaymentsStore = ReturnType<typeof paymentsStore>;
