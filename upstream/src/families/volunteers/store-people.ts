/** The statements of the volunteers' own calls: the area's home, volunteers and applications, service records, the ranking, messages; and the audit desk's. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { containing } from '../../db/like.ts';
import { maskName, type VolunteerRow } from './store.ts';

/** An application as filed (new, or filed again after a rejection). */
export interface Application {
  siteCode: string;
  realName: string;
  phone: string;
  gender: string;
  birthday: string;
  skills: string;
  areas: string;
  availability: string;
  photo: string;
  intro: string;
  at: number;
}

export interface MessageRow {
  id: number;
  kind: string;
  title: string;
  content: string;
  team_id: number | null;
  read: number;
  created_at: number;
}

/** A volunteer's completed services grouped by activity (team duty shifts by team). */
const SERVICES = `
  SELECT COALESCE(a.id, 0) AS activity_id, COALESCE(a.name, t.name) AS name, t.id AS team_id, t.name AS team_name,
         SUM(i.minutes) AS minutes, COUNT(*) AS times, MAX(i.sign_in_at) AS last_at
    FROM volunteer_sign_ins i
    JOIN volunteer_shifts s ON s.id = i.shift_id
    JOIN volunteer_teams t ON t.id = s.team_id
    LEFT JOIN volunteer_activities a ON a.id = s.activity_id
   WHERE i.user_id = ? AND i.sign_out_at IS NOT NULL
   GROUP BY COALESCE(a.id, -t.id)`;

/** The ranking's rows: the site's volunteers (or a team's members), scored all-time or within a month. */
function rankingBase(teamId: number | null, month: { from: number; end: number } | null): { sql: string; params: unknown[] } {
  const points = month
    ? '(SELECT COALESCE(SUM(points), 0) FROM volunteer_points p WHERE p.user_id = v.user_id AND p.created_at >= ? AND p.created_at < ?)'
    : 'v.points';
  const minutes = month
    ? '(SELECT COALESCE(SUM(i.minutes), 0) FROM volunteer_sign_ins i WHERE i.user_id = v.user_id AND i.sign_in_at >= ? AND i.sign_in_at < ?)'
    : 'v.service_minutes';
  const scope = teamId
    ? "AND v.user_id IN (SELECT user_id FROM volunteer_team_members WHERE team_id = ? AND status = '1')"
    : 'AND v.site_code = ?';
  return {
    sql: `SELECT v.*, ${points} AS score_points, ${minutes} AS score_minutes FROM volunteers v WHERE v.status = '1' ${scope}`,
    params: month ? [month.from, month.end, month.from, month.end] : [],
  };
}

/**
 * A name search matches the name as the public list shows it (masked), never the real one: a
 * search by the real name would tell, a character at a time, what the mask hides.
 */
const BY_SHOWN_NAME = "shown_volunteer_name(real_name) LIKE ? ESCAPE '\\'";

export function peopleStore(db: Database.Database) {
  const sql = statementsOf(db);
  db.function('shown_volunteer_name', { deterministic: true }, (name: unknown) => maskName(String(name ?? '')));
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  return {
    banners: (siteCode: string) =>
      sql('SELECT id, title, image, jump_url FROM volunteer_banners WHERE site_code = ? ORDER BY sort').all(siteCode) as {
        id: number;
        title: string;
        image: string;
        jump_url: string;
      }[],
    /** The area's figures: approved volunteers, teams, published activities, minutes served. */
    stats: (siteCode: string) =>
      sql(`SELECT (SELECT COUNT(*) FROM volunteers WHERE site_code = ? AND status = '1') AS volunteers,
              (SELECT COUNT(*) FROM volunteer_teams WHERE site_code = ? AND status = '1' AND kind = '1') AS teams,
              (SELECT COUNT(*) FROM volunteer_activities WHERE site_code = ? AND published = 1) AS activities,
              (SELECT COALESCE(SUM(service_minutes), 0) FROM volunteers WHERE site_code = ? AND status = '1') AS minutes`).get(
        siteCode,
        siteCode,
        siteCode,
        siteCode,
      ) as { volunteers: number; teams: number; activities: number; minutes: number },
    volunteerCount: (siteCode: string, keyword: string) =>
      keyword
        ? n(`SELECT COUNT(*) AS n FROM volunteers WHERE site_code = ? AND status = '1' AND ${BY_SHOWN_NAME}`, siteCode, containing(keyword))
        : n("SELECT COUNT(*) AS n FROM volunteers WHERE site_code = ? AND status = '1'", siteCode),
    /** The site's approved volunteers in `order` (a fixed ORDER BY text). */
    volunteers: (siteCode: string, keyword: string, order: string, limit: number, offset: number) =>
      (keyword
        ? sql(`SELECT * FROM volunteers WHERE site_code = ? AND status = '1' AND ${BY_SHOWN_NAME} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
            siteCode,
            containing(keyword),
            limit,
            offset,
          )
        : sql(`SELECT * FROM volunteers WHERE site_code = ? AND status = '1' ORDER BY ${order} LIMIT ? OFFSET ?`).all(
            siteCode,
            limit,
            offset,
          )) as VolunteerRow[],
    approvedByIds: (ids: readonly number[]) =>
      sql(`SELECT * FROM volunteers WHERE status = '1' AND id IN (${ids.map(() => '?').join(',')})`).all(...ids) as VolunteerRow[],
    approved: (id: number) => sql("SELECT * FROM volunteers WHERE id = ? AND status = '1'").get(id) as VolunteerRow | undefined,
    /** A volunteer's honours and completed services. */
    counts: (userId: number) =>
      sql(`SELECT (SELECT COUNT(*) FROM volunteer_honour_awards WHERE user_id = ?) AS honours,
              (SELECT COUNT(*) FROM volunteer_sign_ins WHERE user_id = ? AND minutes > 0) AS services`).get(userId, userId) as {
        honours: number;
        services: number;
      },
    /** Files an application again (the rejected one's row, back to pending). */
    refile: (id: number, a: Application) =>
      void sql(`UPDATE volunteers SET site_code = ?, real_name = ?, phone = ?, gender = ?, birth_date = ?, skills = ?, service_areas = ?,
          availability = ?, photo = ?, intro = ?, created_at = ?, status = '0', reject_reason = '', audited_at = NULL WHERE id = ?`).run(
        a.siteCode,
        a.realName,
        a.phone,
        a.gender,
        a.birthday,
        a.skills,
        a.areas,
        a.availability,
        a.photo,
        a.intro,
        a.at,
        id,
      ),
    file: (userId: number, a: Application) =>
      void sql(`INSERT INTO volunteers (site_code, real_name, phone, gender, birth_date, skills, service_areas, availability, photo, intro, created_at, status, user_id)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '0', ?)`).run(
        a.siteCode,
        a.realName,
        a.phone,
        a.gender,
        a.birthday,
        a.skills,
        a.areas,
        a.availability,
        a.photo,
        a.intro,
        a.at,
        userId,
      ),
    serviceCount: (userId: number) => n(`SELECT COUNT(*) AS n FROM (${SERVICES})`, userId),
    services: (userId: number, limit: number, offset: number) =>
      sql(`${SERVICES} ORDER BY last_at DESC LIMIT ? OFFSET ?`).all(userId, limit, offset) as {
        activity_id: number;
        name: string;
        team_id: number;
        team_name: string;
        minutes: number;
        times: number;
        last_at: number;
      }[],
    rankingCount(siteCode: string, teamId: number | null, month: { from: number; end: number } | null): number {
      const base = rankingBase(teamId, month);
      return n(`SELECT COUNT(*) AS n FROM (${base.sql})`, ...base.params, teamId ?? siteCode);
    },
    /** By points (then time), or `byTime` by service time (then points). */
    ranking(
      siteCode: string,
      teamId: number | null,
      month: { from: number; end: number } | null,
      byTime: boolean,
      limit: number,
      offset: number,
    ) {
      const base = rankingBase(teamId, month);
      return sql(
        `${base.sql} ORDER BY ${byTime ? 'score_minutes DESC, score_points DESC' : 'score_points DESC, score_minutes DESC'}, v.id LIMIT ? OFFSET ?`,
      ).all(...base.params, teamId ?? siteCode, limit, offset) as (VolunteerRow & { score_points: number; score_minutes: number })[];
    },
    messageCount: (userId: number) => n('SELECT COUNT(*) AS n FROM volunteer_messages WHERE user_id = ?', userId),
    unreadCount: (userId: number) => n('SELECT COUNT(*) AS n FROM volunteer_messages WHERE user_id = ? AND read = 0', userId),
    messages: (userId: number, limit: number, offset: number) =>
      sql('SELECT * FROM volunteer_messages WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
        userId,
        limit,
        offset,
      ) as MessageRow[],
    readAll: (userId: number) => void sql('UPDATE volunteer_messages SET read = 1 WHERE user_id = ?').run(userId),
    // the audit desk (development controls)
    site: (code: string) => sql('SELECT * FROM sites WHERE site_code = ?').get(code),
    userByPhone: (phone: string) =>
      sql('SELECT id, volunteer_status FROM users WHERE phone = ? AND cancelled = 0').get(phone) as
        | { id: number; volunteer_status: string }
        | undefined,
    decide: (id: number, status: string, reason: string, at: number) =>
      void sql('UPDATE volunteers SET status = ?, reject_reason = ?, audited_at = ? WHERE id = ?').run(status, reason, at, id),
    setUserStatus: (userId: number, status: string) => void sql('UPDATE users SET volunteer_status = ? WHERE id = ?').run(status, userId),
    decideTeam: (id: number, status: string, reason: string) =>
      void sql('UPDATE volunteer_teams SET status = ?, reject_reason = ? WHERE id = ?').run(status, reason, id),
    /** The user's teams on a site, with their role and membership. */
    teamsOf: (userId: number, siteCode: string) =>
      sql(
        "SELECT m.team_id AS teamId, m.role, m.id AS memberId FROM volunteer_team_members m JOIN volunteer_teams t ON t.id = m.team_id WHERE m.user_id = ? AND m.status = '1' AND t.site_code = ? ORDER BY m.team_id",
      ).all(userId, siteCode),
  };
}
