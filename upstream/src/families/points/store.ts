/**
 * Every SQL statement of the points family. The balance is the users row's `integral` (what the
 * personal centre reads too); an award adds its ledger row and the balance in one statement pair
 * that `award` runs only when the row's (user, award key) was not there yet.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { SPENDING_KINDS } from './texts.ts';

export interface PointRecordRow {
  id: number;
  user_id: number;
  site_code: string;
  kind: string;
  award_key: string;
  points: number;
  created_at: number;
}

/** One award: `key` is unique per user (the rule and its period), `kind` the task or other reason. */
export interface Award {
  userId: number;
  siteCode: string;
  kind: string;
  key: string;
  points: number;
  at: number;
}

export function pointsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    balance: (userId: number) =>
      (sql('SELECT integral FROM users WHERE id = ?').get(userId) as { integral: number } | undefined)?.integral ?? 0,
    /** The points the user was awarded in all (what the VIP level counts): spending and its refunds are no awards. */
    earned: (userId: number) =>
      (
        sql(
          `SELECT COALESCE(SUM(points), 0) AS n FROM point_records WHERE user_id = ? AND points > 0 AND kind NOT IN (${SPENDING_KINDS.map(() => '?').join(', ')})`,
        ).get(userId, ...SPENDING_KINDS) as { n: number }
      ).n,
    count: (userId: number) => (sql('SELECT COUNT(*) AS n FROM point_records WHERE user_id = ?').get(userId) as { n: number }).n,
    page: (userId: number, limit: number, offset: number) =>
      sql('SELECT * FROM point_records WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
        userId,
        limit,
        offset,
      ) as PointRecordRow[],
    /** Which of these award keys the user holds already. */
    heldKeys: (userId: number, keys: readonly string[]) =>
      new Set(
        (
          sql('SELECT award_key FROM point_records WHERE user_id = ? AND award_key IN (SELECT value FROM json_each(?))').all(
            userId,
            JSON.stringify(keys),
          ) as { award_key: string }[]
        ).map((r) => r.award_key),
      ),
    /**
     * Writes the award when its key is new for the user: the ledger row (refused by the unique
     * index when it is there) and then the balance. True when it was written. Run it inside a
     * transaction (`awardOnce`).
     */
    award: (a: Award): boolean => {
      const inserted = sql(
        'INSERT OR IGNORE INTO point_records (user_id, site_code, kind, award_key, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(a.userId, a.siteCode, a.kind, a.key, a.points, a.at);
      if (inserted.changes === 0) return false;
      sql('UPDATE users SET integral = integral + ? WHERE id = ?').run(a.points, a.userId);
      return true;
    },
    /**
     * Takes `a.points` from the balance when it covers them (a conditional update: two spends at
     * once cannot overdraw) and writes the ledger row (negative). True when taken.
     */
    spend: (a: Award): boolean => {
      const taken = sql('UPDATE users SET integral = integral - ? WHERE id = ? AND integral >= ?').run(a.points, a.userId, a.points);
      if (taken.changes === 0) return false;
      sql('INSERT INTO point_records (user_id, site_code, kind, award_key, points, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        a.userId,
        a.siteCode,
        a.kind,
        a.key,
        -a.points,
        a.at,
      );
      return true;
    },
  };
}
