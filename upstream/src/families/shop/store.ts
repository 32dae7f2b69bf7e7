/**
 * Every statement of the shop: its sessions, its orders (and the rules by order type: which
 * statuses await payment, which may be refunded), wallets and their records, and the shop's due
 * transitions (orders awaiting payment close at their deadline, pending refunds complete).
 */
import type Database from 'better-sqlite3';
import type { SiteRow } from '../../context.ts';

/**
 * Shop orders awaiting payment by order type: the "to pay" statuses, the status a cancel or the
 * payment deadline closes them to, and the exceptions by status (fictitious 30 → 31).
 */
export const SHOP_TO_PAY: Readonly<Record<number, { from: number[]; closed: number; closedFrom?: Record<number, number> }>> = {
  1: { from: [0], closed: 3 },
  2: { from: [0, 30], closed: 3, closedFrom: { 30: 31 } },
  3: { from: [0], closed: 3 },
  4: { from: [0], closed: 3 },
  5: { from: [0], closed: 9 },
  6: { from: [0], closed: 9 },
};

/** Paid, not yet consumed statuses that may be refunded, by order type. */
export const REFUNDABLE: Readonly<Record<number, readonly number[]>> = {
  1: [1, 20],
  2: [1, 10, 32, 34, 40, 41],
  3: [1, 10, 20, 21, 22],
  4: [1, 20, 32],
  5: [1, 2],
  6: [1, 2],
};

/** Goods orders not shipped yet, by order type: their delivery address may still be chosen. */
export const ADDRESS_CHANGEABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 1, 20],
  4: [0, 1, 20, 32],
};

/** A shop session lasts this long. */
export const SHOP_SESSION_TTL_MS = 2 * 3600 * 1000;
/**
 * A refund completes this long after it was applied for (the demo merchant's automatic approval;
 * the wallet is credited then) unless the merchant decided first (the dev controls).
 */
export const REFUND_DELAY_MS = 60 * 1000;

export interface ShopOrderRow {
  id: number;
  order_no: string;
  site_code: string;
  user_id: number;
  order_type: number;
  order_status: number;
  product_name: string;
  image: string;
  amount_cents: number;
  quantity: number;
  refund_status: number;
  refund_cents: number;
  refund_reason: string;
  refund_due_at: number | null;
  receiver: string | null;
  address: string | null;
  /** The user's shipping address the order is delivered to, once they chose one. */
  address_id: number | null;
  logistics: string;
  tickets: string;
  check_in: string | null;
  check_out: string | null;
  created_at: number;
  pay_due_at: number | null;
}

export interface WalletRecordRow {
  id: number;
  type: string;
  amount_cents: number;
  status: string;
  created_at: number;
}

/** Which orders a list shows: an order type, statuses (none: any). */
export interface OrderFilter {
  type: number | null;
  statuses: readonly number[];
}

export function shopStore(db: Database.Database) {
  const siteByCode = db.prepare('SELECT * FROM sites WHERE site_code = ?');
  const allSites = db.prepare('SELECT * FROM sites');
  const sessionById = db.prepare('SELECT user_id, expires_at, site_code FROM shop_sessions WHERE session_id = ?');
  const insertSession = db.prepare(
    'INSERT INTO shop_sessions (session_id, user_id, site_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  // the type and the statuses filter only when given (their flag is 1); the statuses as a JSON array
  const FILTER = `user_id = ? AND site_code = ? AND (? = 0 OR order_type = ?) AND (? = 0 OR order_status IN (SELECT value FROM json_each(?)))`;
  const countOrders = db.prepare(`SELECT COUNT(*) AS n FROM shop_orders WHERE ${FILTER}`);
  const pageOrders = db.prepare(`SELECT * FROM shop_orders WHERE ${FILTER} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const orderOf = db.prepare('SELECT * FROM shop_orders WHERE id = ? AND user_id = ?');
  const setStatus = db.prepare('UPDATE shop_orders SET order_status = ? WHERE id = ?');
  const setAddress = db.prepare('UPDATE shop_orders SET address_id = ?, receiver = ?, address = ? WHERE id = ?');
  const applyRefund = db.prepare(
    'UPDATE shop_orders SET refund_status = 1, refund_cents = ?, refund_reason = ?, refund_due_at = ? WHERE id = ?',
  );
  const closeUnpaid = db.prepare(
    'UPDATE shop_orders SET order_status = ? WHERE order_type = ? AND order_status = ? AND pay_due_at IS NOT NULL AND pay_due_at <= ?',
  );
  const dueRefunds = db.prepare(
    'SELECT id, user_id, refund_cents, refund_due_at FROM shop_orders WHERE refund_status = 1 AND refund_due_at <= ?',
  );
  const completeRefund = db.prepare('UPDATE shop_orders SET refund_status = 2 WHERE id = ?');
  const refunded = db.prepare('UPDATE shop_refunds SET status = 3, refunded_at = ? WHERE order_id = ? AND status IN (1, 2)');
  const ensureWallet = db.prepare('INSERT OR IGNORE INTO wallets (user_id) VALUES (?)');
  const walletOf = db.prepare('SELECT balance_cents, frozen_cents FROM wallets WHERE user_id = ?');
  const credit = db.prepare('UPDATE wallets SET balance_cents = balance_cents + ? WHERE user_id = ?');
  const insertRecord = db.prepare('INSERT INTO wallet_records (user_id, type, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?)');
  const countRecords = db.prepare('SELECT COUNT(*) AS n FROM wallet_records WHERE user_id = ?');
  const pageRecords = db.prepare('SELECT * FROM wallet_records WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?');
  const filterParams = (userId: number, siteCode: string, f: OrderFilter) => [
    userId,
    siteCode,
    f.type === null ? 0 : 1,
    f.type,
    f.statuses.length > 0 ? 1 : 0,
    JSON.stringify(f.statuses),
  ];

  const wallet = (userId: number) => {
    ensureWallet.run(userId);
    return walletOf.get(userId) as { balance_cents: number; frozen_cents: number };
  };

  return {
    siteByCode: (code: string) => siteByCode.get(code) as SiteRow | undefined,
    sites: () => allSites.all() as SiteRow[],
    session: (sessionId: string) => sessionById.get(sessionId) as { user_id: number; expires_at: number; site_code: string } | undefined,
    openSession(sessionId: string, userId: number, siteCode: string, nowMs: number): void {
      insertSession.run(sessionId, userId, siteCode, nowMs, nowMs + SHOP_SESSION_TTL_MS);
    },
    /** A user's orders on a site (filtered), newest first: one page and the total. */
    orders(userId: number, siteCode: string, filter: OrderFilter, limit: number, offset: number): { rows: ShopOrderRow[]; total: number } {
      const params = filterParams(userId, siteCode, filter);
      return {
        total: (countOrders.get(...params) as { n: number }).n,
        rows: pageOrders.all(...params, limit, offset) as ShopOrderRow[],
      };
    },
    order: (userId: number, id: number) => orderOf.get(id, userId) as ShopOrderRow | undefined,
    setStatus(id: number, status: number): void {
      setStatus.run(status, id);
    },
    /** Delivers an order to one of the user's shipping addresses (its receiver and address line as the shop writes them). */
    setAddress(id: number, addressId: number, receiver: string, address: string): void {
      setAddress.run(addressId, receiver, address, id);
    },
    applyRefund(id: number, cents: number, reason: string, dueAt: number): void {
      applyRefund.run(cents, reason, dueAt, id);
    },
    /** The user's wallet (an empty one is made the first time). */
    wallet,
    /** Credits the user's wallet with a SUCCESS record of `type` at `at` (inside the caller's transaction): the record's id. */
    credit(userId: number, cents: number, type: string, at: number): number {
      ensureWallet.run(userId);
      credit.run(cents, userId);
      return Number(insertRecord.run(userId, type, cents, 'SUCCESS', at).lastInsertRowid);
    },
    walletRecords(userId: number, limit: number, offset: number): { rows: WalletRecordRow[]; total: number } {
      return {
        total: (countRecords.get(userId) as { n: number }).n,
        rows: pageRecords.all(userId, limit, offset) as WalletRecordRow[],
      };
    },
    /**
     * The shop's transitions due at `nowMs`: orders awaiting payment close at their deadline, and
     * pending refunds complete (the wallet is credited, with a record at the refund's time).
     */
    settle(nowMs: number): void {
      db.transaction(() => {
        for (const [type, rule] of Object.entries(SHOP_TO_PAY)) {
          for (const from of rule.from) closeUnpaid.run(rule.closedFrom?.[from] ?? rule.closed, Number(type), from, nowMs);
        }
        const refunds = dueRefunds.all(nowMs) as { id: number; user_id: number; refund_cents: number; refund_due_at: number }[];
        for (const r of refunds) {
          completeRefund.run(r.id);
          refunded.run(r.refund_due_at, r.id);
          ensureWallet.run(r.user_id);
          credit.run(r.refund_cents, r.user_id);
          insertRecord.run(r.user_id, 'REFUND', r.refund_cents, 'SUCCESS', r.refund_due_at);
        }
      })();
    },
  };
}

export type ShopStore = ReturnType<typeof shopStore>;
