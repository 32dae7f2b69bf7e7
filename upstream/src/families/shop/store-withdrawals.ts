/**
 * Every statement of the wallet's withdrawals: one withdrawal decided in the caller's transaction
 * (its key seen before answers the first one; the balance moves only by a conditional UPDATE that
 * never takes it below what is frozen), what the user withdrew today, their withdrawals.
 */
import type Database from 'better-sqlite3';

/** Where a withdrawal goes: the user's WeChat change. */
export const WITHDRAW_DESTINATION = 'WECHAT';
/** The smallest withdrawal (1 yuan). */
export const WITHDRAW_MIN_CENTS = 100;
/** Most a user may withdraw in one China day (5,000 yuan). */
export const WITHDRAW_DAILY_CENTS = 500_000;

export interface WithdrawalRow {
  id: number;
  withdraw_no: string;
  user_id: number;
  request_key: string;
  amount_cents: number;
  destination: string;
  status: string;
  record_id: number;
  created_at: number;
  finished_at: number | null;
}

export function withdrawalsStore(db: Database.Database) {
  const byKey = db.prepare('SELECT * FROM wallet_withdrawals WHERE user_id = ? AND request_key = ?');
  const debit = db.prepare(
    'UPDATE wallets SET balance_cents = balance_cents - @cents WHERE user_id = @user AND balance_cents - frozen_cents >= @cents',
  );
  const insertRecord = db.prepare(
    "INSERT INTO wallet_records (user_id, type, amount_cents, status, created_at) VALUES (?, 'WITHDRAW', ?, 'SUCCESS', ?)",
  );
  const insert = db.prepare(
    `INSERT INTO wallet_withdrawals (withdraw_no, user_id, request_key, amount_cents, destination, status, record_id, created_at, finished_at)
     VALUES (@no, @user, @key, @cents, @destination, 'SUCCESS', @recordId, @now, @now)`,
  );
  const since = db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM wallet_withdrawals WHERE user_id = ? AND created_at >= ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM wallet_withdrawals WHERE user_id = ?');
  const page = db.prepare('SELECT * FROM wallet_withdrawals WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?');
  const own = db.prepare('SELECT * FROM wallet_withdrawals WHERE id = ? AND user_id = ?');

  return {
    /** The user's withdrawal made with this key, if any. */
    byKey: (userId: number, key: string) => byKey.get(userId, key) as WithdrawalRow | undefined,
    /**
     * Withdraws `cents` to WeChat change (paid at once): false when the withdrawable balance is
     * short (nothing changes). Run inside the caller's immediate transaction, after `byKey`.
     */
    withdraw(userId: number, key: string, cents: number, nowMs: number): WithdrawalRow | false {
      if (debit.run({ cents, user: userId }).changes !== 1) return false;
      const recordId = Number(insertRecord.run(userId, -cents, nowMs).lastInsertRowid);
      insert.run({
        no: `WD${String(recordId).padStart(10, '0')}`,
        user: userId,
        key,
        cents,
        destination: WITHDRAW_DESTINATION,
        recordId,
        now: nowMs,
      });
      return byKey.get(userId, key) as WithdrawalRow;
    },
    /** How much the user has withdrawn since `fromMs` (a day's start). */
    withdrawnSince: (userId: number, fromMs: number) => (since.get(userId, fromMs) as { n: number }).n,
    list(userId: number, limit: number, offset: number): { rows: WithdrawalRow[]; total: number } {
      return { total: (count.get(userId) as { n: number }).n, rows: page.all(userId, limit, offset) as WithdrawalRow[] };
    },
    /** The user's withdrawal; undefined for another user's as for a missing one. */
    own: (userId: number, id: number) => own.get(id, userId) as WithdrawalRow | undefined,
  };
}

export type WithdrawalsStore = ReturnType<typeof withdrawalsStore>;
