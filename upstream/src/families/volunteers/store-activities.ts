/** The statements of the recruitment activities: drafts, publishing (with their shifts), applications and their audit. */
import type Database from 'better-sqlite3';
import { containing } from '../../db/like.ts';
import { statementsOf } from '../../db/prepared.ts';
import type { SiteRow } from '../../context.ts';
import { DAY_MS } from '../../time.ts';
import { dayOf, instantOf, type ActivityRow } from './store.ts';

export interface ApplicationRow {
  id: number;
  activity_id: number;
  user_id: number;
  status: string;
  remark: string;
  reject_reason: string;
  created_at: number;
  audited_at: number | null;
}

/** One shift per day of a published activity, with its place, radius and quota. */
export function createActivityShifts(
  db: Database.Database,
  site: Pick<SiteRow, 'site_code'>,
  a: ActivityRow,
  userId: number,
  at: number,
): void {
  const insert = statementsOf(db)(
    `INSERT INTO volunteer_shifts (site_code, team_id, activity_id, title, day, start_at, end_at, quota, address, longitude, latitude, radius, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let day = instantOf(a.start_date)!; dayOf(day) <= a.end_date; day += DAY_MS) {
    const d = dayOf(day);
    insert.run(
      site.site_code,
      a.team_id,
      a.id,
      a.name,
      d,
      instantOf(d, a.daily_start),
      instantOf(d, a.daily_end),
      a.quota,
      a.address,
      a.longitude,
      a.latitude,
      a.radius,
      userId,
      at,
    );
  }
}

export function activitiesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  const application = (activityId: number, userId: number) =>
    sql('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(activityId, userId) as
      | ApplicationRow
      | undefined;
  const applicationById = (id: number) =>
    sql('SELECT * FROM volunteer_activity_applications WHERE id = ?').get(id) as ApplicationRow | undefined;
  return {
    application,
    applicationById,
    approvedVolunteerId: (userId: number) =>
      (sql("SELECT id FROM volunteers WHERE user_id = ? AND status = '1'").get(userId) as { id: number } | undefined)?.id,
    /** The site's published activities (of a team, with a keyword in the name), newest first. */
    published: (siteCode: string, teamId: number | null, keyword: string) =>
      sql(`SELECT * FROM volunteer_activities WHERE site_code = ? AND published = 1 ${teamId ? 'AND team_id = ?' : ''} ${keyword ? "AND name LIKE ? ESCAPE '\\'" : ''}
        ORDER BY start_date DESC, id DESC`).all(
        siteCode,
        ...(teamId ? [teamId] : []),
        ...(keyword ? [containing(keyword)] : []),
      ) as ActivityRow[],
    publishedByIds: (siteCode: string, ids: readonly number[]) =>
      sql(`SELECT * FROM volunteer_activities WHERE site_code = ? AND published = 1 AND id IN (${ids.map(() => '?').join(',')})`).all(
        siteCode,
        ...ids,
      ) as ActivityRow[],
    drafts: (teamId: number) =>
      sql('SELECT * FROM volunteer_activities WHERE team_id = ? AND published = 0 ORDER BY created_at DESC').all(teamId) as ActivityRow[],
    /** A new draft: its id. */
    addDraft: (siteCode: string, teamId: number, userId: number, at: number) =>
      Number(
        sql('INSERT INTO volunteer_activities (site_code, team_id, name, created_by, created_at) VALUES (?, ?, ?, ?, ?)').run(
          siteCode,
          teamId,
          '',
          userId,
          at,
        ).lastInsertRowid,
      ),
    /** Saves a step's fields (column names of the form) and the step reached. */
    saveStep(id: number, step: number, fields: Record<string, unknown>): void {
      const sets = Object.keys(fields)
        .map((k) => `${k} = @${k}`)
        .join(', ');
      sql(`UPDATE volunteer_activities SET ${sets}, step = MAX(step, @step) WHERE id = @id`).run({ ...fields, step, id });
    },
    publish: (id: number, at: number) =>
      void sql('UPDATE volunteer_activities SET published = 1, published_at = ? WHERE id = ?').run(at, id),
    /** Files the user's application again (a cancelled one), or a new one. */
    apply(activityId: number, userId: number, remark: string, at: number): ApplicationRow {
      const mine = application(activityId, userId);
      if (mine)
        sql(
          "UPDATE volunteer_activity_applications SET status = '0', remark = ?, reject_reason = '', created_at = ?, audited_at = NULL, audited_by = NULL WHERE id = ?",
        ).run(remark, at, mine.id);
      else
        sql("INSERT INTO volunteer_activity_applications (activity_id, user_id, status, remark, created_at) VALUES (?, ?, '0', ?, ?)").run(
          activityId,
          userId,
          remark,
          at,
        );
      return application(activityId, userId)!;
    },
    /** Cancels the application and takes the user off the activity's shifts. */
    cancel(applicationId: number, activityId: number, userId: number): void {
      sql("UPDATE volunteer_activity_applications SET status = '4' WHERE id = ?").run(applicationId);
      sql(
        "UPDATE volunteer_shift_members SET status = '3' WHERE user_id = ? AND shift_id IN (SELECT id FROM volunteer_shifts WHERE activity_id = ?)",
      ).run(userId, activityId);
    },
    applicationCount: (activityId: number, status: string | null) =>
      status === null
        ? n('SELECT COUNT(*) AS n FROM volunteer_activity_applications WHERE activity_id = ?', activityId)
        : n('SELECT COUNT(*) AS n FROM volunteer_activity_applications WHERE activity_id = ? AND status = ?', activityId, status),
    applications: (activityId: number, status: string | null, limit: number, offset: number) =>
      (status === null
        ? sql('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?').all(
            activityId,
            limit,
            offset,
          )
        : sql(
            'SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND status = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
          ).all(activityId, status, limit, offset)) as ApplicationRow[],
    approvedCount: (activityId: number) =>
      n("SELECT COUNT(*) AS n FROM volunteer_activity_applications WHERE activity_id = ? AND status = '1'", activityId),
    /** Puts the user on every shift of the activity (approved by `by`). */
    rosterAll(activityId: number, userId: number, by: number, at: number): void {
      const shifts = sql('SELECT id FROM volunteer_shifts WHERE activity_id = ?').all(activityId) as { id: number }[];
      for (const s of shifts) {
        sql(`INSERT INTO volunteer_shift_members (shift_id, user_id, status, source, created_at, audited_by, audited_at) VALUES (?, ?, '1', 'ACTIVITY', ?, ?, ?)
          ON CONFLICT (shift_id, user_id) DO UPDATE SET status = '1', audited_by = excluded.audited_by, audited_at = excluded.audited_at`).run(
          s.id,
          userId,
          at,
          by,
          at,
        );
      }
    },
    decide: (id: number, result: string, reason: string, by: number, at: number) =>
      void sql('UPDATE volunteer_activity_applications SET status = ?, reject_reason = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(
        result,
        reason,
        by,
        at,
        id,
      ),
    myCount: (userId: number, siteCode: string) =>
      n(
        'SELECT COUNT(*) AS n FROM volunteer_activity_applications p JOIN volunteer_activities a ON a.id = p.activity_id WHERE p.user_id = ? AND a.site_code = ?',
        userId,
        siteCode,
      ),
    /** The user's applications on the site, newest first. */
    mine: (userId: number, siteCode: string, limit: number, offset: number) =>
      sql(
        'SELECT p.* FROM volunteer_activity_applications p JOIN volunteer_activities a ON a.id = p.activity_id WHERE p.user_id = ? AND a.site_code = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?',
      ).all(userId, siteCode, limit, offset) as ApplicationRow[],
  };
}
