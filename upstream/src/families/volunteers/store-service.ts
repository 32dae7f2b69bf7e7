/** The statements of shifts and service: schedules and picks, sign-in and sign-out, make-up requests, points and honours. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { ShiftRow, SignInRow } from './store.ts';

export interface PickRow {
  id: number;
  shift_id: number;
  user_id: number;
  status: string;
  source: string;
  created_at: number;
  audited_at: number | null;
}

export interface MakeUpRow {
  id: number;
  shift_id: number;
  user_id: number;
  reason: string;
  sign_in_at: number;
  sign_out_at: number;
  status: string;
  reject_reason: string;
  created_at: number;
  audited_at: number | null;
}

/** A team shift's values as saved. */
export interface ShiftValues {
  title: string;
  day: string;
  start: number;
  end: number;
  quota: number;
  address: string;
  longitude: number;
  latitude: number;
  radius: number;
}

/** Which records a list asks for: of a shift, of a team, or a user's own on a site. */
export type RecordScope = { shiftId: number } | { teamId: number } | { userId: number; siteCode: string };

function scopeOf(scope: RecordScope, alias: 'i' | 'm'): { sql: string; params: unknown[] } {
  if ('shiftId' in scope) return { sql: 'i.shift_id = ?', params: [scope.shiftId] };
  if ('teamId' in scope) return { sql: 's.team_id = ?', params: [scope.teamId] };
  return { sql: `${alias}.user_id = ? AND s.site_code = ?`, params: [scope.userId, scope.siteCode] };
}

const SIGN_INS = 'volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id';
const MAKE_UPS = 'volunteer_make_ups m JOIN volunteer_shifts s ON s.id = m.shift_id';

export function serviceStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  const pick = (id: number) => sql('SELECT * FROM volunteer_shift_members WHERE id = ?').get(id) as PickRow | undefined;
  const makeUp = (id: number) => sql('SELECT * FROM volunteer_make_ups WHERE id = ?').get(id) as MakeUpRow | undefined;
  return {
    pick,
    makeUp,
    signInOf: (shiftId: number, userId: number) =>
      (sql('SELECT * FROM volunteer_sign_ins WHERE shift_id = ? AND user_id = ?').get(shiftId, userId) as SignInRow | undefined) ?? null,
    pickOf: (shiftId: number, userId: number) =>
      (sql('SELECT * FROM volunteer_shift_members WHERE shift_id = ? AND user_id = ?').get(shiftId, userId) as PickRow | undefined) ?? null,
    /** The user's latest make-up request of the shift that was not rejected. */
    makeUpStatus: (shiftId: number, userId: number) =>
      (
        sql("SELECT status FROM volunteer_make_ups WHERE shift_id = ? AND user_id = ? AND status <> '2' ORDER BY id DESC").get(
          shiftId,
          userId,
        ) as { status: string } | undefined
      )?.status,
    teamShifts: (teamId: number, from: string, to: string) =>
      sql('SELECT * FROM volunteer_shifts WHERE team_id = ? AND day >= ? AND day <= ?').all(teamId, from, to) as ShiftRow[],
    activityShifts: (activityId: number, siteCode: string) =>
      sql('SELECT * FROM volunteer_shifts WHERE activity_id = ? AND site_code = ? ORDER BY start_at, id').all(
        activityId,
        siteCode,
      ) as ShiftRow[],
    dayShifts: (teamId: number, day: string) =>
      sql('SELECT * FROM volunteer_shifts WHERE team_id = ? AND day = ? ORDER BY start_at, id').all(teamId, day) as ShiftRow[],
    shiftsByIds: (siteCode: string, ids: readonly number[]) =>
      sql(`SELECT * FROM volunteer_shifts WHERE site_code = ? AND id IN (${ids.map(() => '?').join(',')})`).all(
        siteCode,
        ...ids,
      ) as ShiftRow[],
    /** The user's shifts on the site between two days (asked for and confirmed), in time order. */
    myShifts: (userId: number, siteCode: string, from: string, to: string) =>
      sql(`SELECT s.* FROM volunteer_shifts s JOIN volunteer_shift_members m ON m.shift_id = s.id
          WHERE m.user_id = ? AND m.status IN ('0', '1') AND s.site_code = ? AND s.day >= ? AND s.day <= ? ORDER BY s.start_at, s.id`).all(
        userId,
        siteCode,
        from,
        to,
      ) as ShiftRow[],
    approvedCount: (shiftId: number) => n("SELECT COUNT(*) AS n FROM volunteer_shift_members WHERE shift_id = ? AND status = '1'", shiftId),
    amendShift: (id: number, v: ShiftValues) =>
      void sql(
        'UPDATE volunteer_shifts SET title = ?, day = ?, start_at = ?, end_at = ?, quota = ?, address = ?, longitude = ?, latitude = ?, radius = ? WHERE id = ?',
      ).run(v.title, v.day, v.start, v.end, v.quota, v.address, v.longitude, v.latitude, v.radius, id),
    /** A new team shift: its id. */
    addShift: (siteCode: string, teamId: number, v: ShiftValues, userId: number, at: number) =>
      Number(
        sql(`INSERT INTO volunteer_shifts (site_code, team_id, activity_id, title, day, start_at, end_at, quota, address, longitude, latitude, radius, created_by, created_at)
            VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
          siteCode,
          teamId,
          v.title,
          v.day,
          v.start,
          v.end,
          v.quota,
          v.address,
          v.longitude,
          v.latitude,
          v.radius,
          userId,
          at,
        ).lastInsertRowid,
      ),
    /** Asks for a place on a shift (again, when an earlier pick was cancelled or rejected). */
    addPick: (shiftId: number, userId: number, at: number) =>
      void sql(`INSERT INTO volunteer_shift_members (shift_id, user_id, status, source, created_at) VALUES (?, ?, '0', 'PICK', ?)
          ON CONFLICT (shift_id, user_id) DO UPDATE SET status = '0', created_at = excluded.created_at, audited_by = NULL, audited_at = NULL`).run(
        shiftId,
        userId,
        at,
      ),
    cancelPick: (id: number) => void sql("UPDATE volunteer_shift_members SET status = '3' WHERE id = ?").run(id),
    /** A shift's picks of one status, or the pending and approved ones. */
    picks: (shiftId: number, status: string | null) =>
      (status === null
        ? sql("SELECT * FROM volunteer_shift_members WHERE shift_id = ? AND status IN ('0', '1') ORDER BY created_at, id").all(shiftId)
        : sql('SELECT * FROM volunteer_shift_members WHERE shift_id = ? AND status = ? ORDER BY created_at, id').all(
            shiftId,
            status,
          )) as PickRow[],
    decidePick: (id: number, status: string, by: number, at: number) =>
      void sql('UPDATE volunteer_shift_members SET status = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(status, by, at, id),
    signIn: (shiftId: number, userId: number, at: number, type: string, distance: number | null, operatorId: number | null) =>
      void sql(
        'INSERT INTO volunteer_sign_ins (shift_id, user_id, sign_in_at, sign_in_type, distance, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(shiftId, userId, at, type, distance, operatorId, at),
    /** The sign-in a granted make-up request records. */
    madeUpSignIn: (shiftId: number, userId: number, signInAt: number, operatorId: number, at: number) =>
      void sql(
        "INSERT INTO volunteer_sign_ins (shift_id, user_id, sign_in_at, sign_in_type, operator_id, created_at) VALUES (?, ?, ?, '4', ?, ?)",
      ).run(shiftId, userId, signInAt, operatorId, at),
    signInCount(scope: RecordScope): number {
      const where = scopeOf(scope, 'i');
      return n(`SELECT COUNT(*) AS n FROM ${SIGN_INS} WHERE ${where.sql}`, ...where.params);
    },
    /** Newest first. */
    /** One sign-in of the user on a shift of the site; undefined for anyone else's. */
    ownSignIn: (id: number, userId: number, siteCode: string) =>
      sql(`SELECT i.* FROM ${SIGN_INS} WHERE i.id = ? AND i.user_id = ? AND s.site_code = ?`).get(id, userId, siteCode) as
        | SignInRow
        | undefined,
    signIns(scope: RecordScope, limit: number, offset: number): SignInRow[] {
      const where = scopeOf(scope, 'i');
      return sql(`SELECT i.* FROM ${SIGN_INS} WHERE ${where.sql} ORDER BY i.sign_in_at DESC, i.id DESC LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as SignInRow[];
    },
    openMakeUp: (shiftId: number, userId: number) =>
      sql("SELECT 1 FROM volunteer_make_ups WHERE shift_id = ? AND user_id = ? AND status IN ('0', '1')").get(shiftId, userId) !==
      undefined,
    /** A new make-up request: the row. */
    addMakeUp(shiftId: number, userId: number, reason: string, signInAt: number, signOutAt: number, at: number): MakeUpRow {
      const info = sql(
        "INSERT INTO volunteer_make_ups (shift_id, user_id, reason, sign_in_at, sign_out_at, status, created_at) VALUES (?, ?, ?, ?, ?, '0', ?)",
      ).run(shiftId, userId, reason, signInAt, signOutAt, at);
      return makeUp(Number(info.lastInsertRowid))!;
    },
    makeUpCount(scope: RecordScope, status: string | null): number {
      const where = scopeOf(scope, 'm');
      return n(
        `SELECT COUNT(*) AS n FROM ${MAKE_UPS} WHERE ${where.sql}${status === null ? '' : ' AND m.status = ?'}`,
        ...where.params,
        ...(status === null ? [] : [status]),
      );
    },
    /** Newest first. */
    makeUps(scope: RecordScope, status: string | null, limit: number, offset: number): MakeUpRow[] {
      const where = scopeOf(scope, 'm');
      return sql(
        `SELECT m.* FROM ${MAKE_UPS} WHERE ${where.sql}${status === null ? '' : ' AND m.status = ?'} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      ).all(...where.params, ...(status === null ? [] : [status]), limit, offset) as MakeUpRow[];
    },
    decideMakeUp: (id: number, status: string, reason: string, by: number, at: number) =>
      void sql('UPDATE volunteer_make_ups SET status = ?, reject_reason = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(
        status,
        reason,
        by,
        at,
        id,
      ),
    pointCount: (userId: number) => n('SELECT COUNT(*) AS n FROM volunteer_points WHERE user_id = ?', userId),
    pointSum: (userId: number) => n('SELECT COALESCE(SUM(points), 0) AS n FROM volunteer_points WHERE user_id = ?', userId),
    points: (userId: number, limit: number, offset: number) =>
      sql('SELECT * FROM volunteer_points WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
        userId,
        limit,
        offset,
      ) as { id: number; points: number; kind: string; title: string; created_at: number }[],
    approvedUserId: (volunteerId: number) =>
      (sql("SELECT user_id FROM volunteers WHERE id = ? AND status = '1'").get(volunteerId) as { user_id: number } | undefined)?.user_id,
    /** The site's honours, each with when the user got it (null: not held). */
    honours: (userId: number, siteCode: string) =>
      sql(`SELECT h.*, a.awarded_at FROM volunteer_honours h LEFT JOIN volunteer_honour_awards a ON a.honour_id = h.id AND a.user_id = ?
          WHERE h.site_code = ? ORDER BY h.sort`).all(userId, siteCode) as {
        id: number;
        name: string;
        icon: string;
        rule: string;
        kind: string;
        threshold: number;
        points: number;
        awarded_at: number | null;
      }[],
  };
}
