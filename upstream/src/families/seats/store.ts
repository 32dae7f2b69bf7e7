/**
 * Every statement of the seats family. Whether a seat is taken is computed when it is read: a
 * hold past its time, or the seat of an order no longer live, counts as free without any job
 * clearing it; the next hold of that seat removes the stale row in its own transaction.
 */
import type Database from 'better-sqlite3';
import { LIVE } from '../reservations/index.ts';

export interface HallRow {
  activity_id: number;
  site_code: string;
  name: string;
  aisles_after: string;
}

export interface SeatRow {
  id: number;
  row_no: number;
  seat_no: number;
  zone_name: string;
  price: string;
}

/** A seat of a session as the caller sees it. */
export interface SeatStateRow extends SeatRow {
  /** The holder when the seat is taken (null: free). */
  holder: number | null;
  /** Set when the seat is held while choosing (not yet ordered). */
  held_until: number | null;
  sold: 0 | 1;
}

/** The condition "row h still takes its seat at @now". */
const TAKING = `(h.order_id IS NULL AND (h.held_until IS NULL OR h.held_until > @now))
  OR (h.order_id IS NOT NULL AND EXISTS (SELECT 1 FROM reservation_orders o WHERE o.id = h.order_id AND o.status IN ${LIVE}))`;

export function seatsStore(db: Database.Database) {
  const hall = db.prepare('SELECT * FROM seat_halls WHERE activity_id = ? AND site_code = ?');
  const seats = db.prepare(
    `SELECT s.id, s.row_no, s.seat_no, s.zone_name, s.price,
       CASE WHEN h.seat_id IS NULL THEN NULL ELSE COALESCE(h.user_id, 0) END AS holder,
       CASE WHEN h.order_id IS NULL THEN h.held_until ELSE NULL END AS held_until,
       CASE WHEN h.seat_id IS NOT NULL AND (h.order_id IS NOT NULL OR h.held_until IS NULL) THEN 1 ELSE 0 END AS sold
     FROM hall_seats s
     LEFT JOIN seat_holds h ON h.seat_id = s.id AND h.session_id = @session AND (${TAKING})
     WHERE s.activity_id = @activity ORDER BY s.row_no, s.seat_no`,
  );
  const dropOwnHolds = db.prepare(
    'DELETE FROM seat_holds WHERE session_id = ? AND user_id = ? AND order_id IS NULL AND held_until IS NOT NULL',
  );
  const dropStale = db.prepare(`DELETE FROM seat_holds AS h WHERE h.session_id = @session AND h.seat_id = @seat AND NOT (${TAKING})`);
  const insertHold = db.prepare(
    'INSERT OR IGNORE INTO seat_holds (session_id, seat_id, user_id, held_until) VALUES (@session, @seat, @user, @until)',
  );
  const ownHolds = db.prepare(
    `SELECT s.id, s.row_no, s.seat_no, s.zone_name, s.price, h.held_until FROM seat_holds h JOIN hall_seats s ON s.id = h.seat_id
     WHERE h.session_id = ? AND h.user_id = ? AND h.order_id IS NULL AND h.held_until > ? ORDER BY s.row_no, s.seat_no`,
  );
  const bind = db.prepare(
    'UPDATE seat_holds SET order_id = ?, held_until = NULL WHERE session_id = ? AND user_id = ? AND order_id IS NULL AND held_until > ?',
  );
  const ofOrder = db.prepare(
    'SELECT s.id, s.row_no, s.seat_no, s.zone_name, s.price FROM seat_holds h JOIN hall_seats s ON s.id = h.seat_id WHERE h.order_id = ? ORDER BY s.row_no, s.seat_no',
  );

  return {
    hall: (siteCode: string, activityId: number) => hall.get(activityId, siteCode) as HallRow | undefined,
    /** Every seat of the activity's hall with its state in the session at `nowMs`. */
    seats: (activityId: number, sessionId: number, nowMs: number) =>
      seats.all({ activity: activityId, session: sessionId, now: nowMs }) as SeatStateRow[],
    /**
     * Replaces the user's hold in the session by `seatIds` until `until`: answers the seats
     * another holder has (nothing is held then; the caller's transaction rolls back).
     */
    hold(sessionId: number, userId: number, seatIds: readonly number[], nowMs: number, until: number): number[] {
      dropOwnHolds.run(sessionId, userId);
      const taken: number[] = [];
      for (const seat of seatIds) {
        dropStale.run({ session: sessionId, seat, now: nowMs });
        if (insertHold.run({ session: sessionId, seat, user: userId, until }).changes === 0) taken.push(seat);
      }
      return taken;
    },
    /** The user's seats held in the session and not yet ordered, still in their time. */
    ownHolds: (sessionId: number, userId: number, nowMs: number) =>
      ownHolds.all(sessionId, userId, nowMs) as (SeatRow & { held_until: number })[],
    /** The user's held seats in the session become the order's. */
    bindToOrder(sessionId: number, userId: number, orderId: number, nowMs: number): void {
      bind.run(orderId, sessionId, userId, nowMs);
    },
    ofOrder: (orderId: number) => ofOrder.all(orderId) as SeatRow[],
  };
}

export type SeatsStore = ReturnType<typeof seatsStore>;
