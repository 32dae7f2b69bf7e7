/** The statements of the teams and community groups: the lists, membership, roles, invitations, notices and brand projects. */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { containing } from '../../db/like.ts';
import { statementsOf } from '../../db/prepared.ts';
import type { MemberRow, TeamRow } from './store.ts';

export interface ProjectRow {
  id: number;
  team_id: number;
  name: string;
  images: string;
  summary: string;
  content: string;
  created_at: number;
}

/** A team as created (waiting for its audit). */
export interface NewTeam {
  siteCode: string;
  kind: string;
  name: string;
  logo: string;
  region: string;
  regionName: string;
  serviceType: string;
  intro: string;
  memberLimit: number;
  at: number;
}

/** Which of a site's teams a list asks for. */
export interface TeamFilter {
  siteCode: string;
  kind: string;
  /** The user's teams (joined, or founded and waiting for their audit); otherwise the approved ones. */
  memberId?: number;
  keyword?: string;
  region?: string;
  serviceType?: string;
}

export function newInviteCode(): string {
  return randomBytes(9).toString('base64url');
}

function whereOf(f: TeamFilter): { sql: string; params: unknown[] } {
  const conditions = ['t.site_code = ?', 't.kind = ?'];
  const params: unknown[] = [f.siteCode, f.kind];
  if (f.memberId !== undefined) {
    conditions.push(`t.id IN (SELECT team_id FROM volunteer_team_members WHERE user_id = ? AND status = '1')`);
    params.push(f.memberId);
  } else conditions.push(`t.status = '1'`);
  if (f.keyword) {
    conditions.push("t.name LIKE ? ESCAPE '\\'");
    params.push(containing(f.keyword));
  }
  if (f.region) {
    conditions.push('t.region = ?');
    params.push(f.region);
  }
  if (f.serviceType) {
    conditions.push('t.service_type = ?');
    params.push(f.serviceType);
  }
  return { sql: conditions.join(' AND '), params };
}

export function teamsStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  const member = (id: number) => sql('SELECT * FROM volunteer_team_members WHERE id = ?').get(id) as MemberRow | undefined;
  return {
    member,
    approvedVolunteerId: (userId: number) =>
      (sql("SELECT id FROM volunteers WHERE user_id = ? AND status = '1'").get(userId) as { id: number } | undefined)?.id,
    /** Minutes the user served on the team's shifts. */
    serviceMinutes: (teamId: number, userId: number) =>
      (
        sql(
          'SELECT COALESCE(SUM(i.minutes), 0) AS minutes FROM volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id WHERE s.team_id = ? AND i.user_id = ?',
        ).get(teamId, userId) as { minutes: number }
      ).minutes,
    teamCount(f: TeamFilter): number {
      const where = whereOf(f);
      return n(`SELECT COUNT(*) AS n FROM volunteer_teams t WHERE ${where.sql}`, ...where.params);
    },
    teams(f: TeamFilter, limit: number, offset: number): TeamRow[] {
      const where = whereOf(f);
      return sql(`SELECT t.* FROM volunteer_teams t WHERE ${where.sql} ORDER BY t.sort, t.id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as TeamRow[];
    },
    teamsByIds: (ids: readonly number[]) =>
      sql(`SELECT * FROM volunteer_teams WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as TeamRow[],
    byInviteCode: (code: string) => sql('SELECT * FROM volunteer_teams WHERE invite_code = ?').get(code) as TeamRow | undefined,
    /** A new invitation code for the team (the old one stops working): the new code. */
    renewInviteCode(teamId: number): string {
      const code = newInviteCode();
      sql('UPDATE volunteer_teams SET invite_code = ? WHERE id = ?').run(code, teamId);
      return code;
    },
    commentCount: (teamId: number) =>
      n("SELECT COUNT(*) AS n FROM comments WHERE resource_type = 'CONTENT_TYPE_VOLUNTEER_TEAM' AND resource_id = ?", teamId),
    /** Whether another live team of the site has the name (`exceptId` the team renamed). */
    nameTaken: (siteCode: string, name: string, exceptId = 0) =>
      sql("SELECT 1 FROM volunteer_teams WHERE site_code = ? AND name = ? AND status <> '2' AND id <> ?").get(siteCode, name, exceptId) !==
      undefined,
    /** Creates a team with its founder: its id. */
    create(t: NewTeam, founderId: number): number {
      const teamId = Number(
        sql(`INSERT INTO volunteer_teams (site_code, kind, name, logo, region, region_name, service_type, intro, status, member_limit, invite_code, created_at, sort)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, '0', ?, ?, ?, 1000)`).run(
          t.siteCode,
          t.kind,
          t.name,
          t.logo,
          t.region,
          t.regionName,
          t.serviceType,
          t.intro,
          t.memberLimit,
          newInviteCode(),
          t.at,
        ).lastInsertRowid,
      );
      sql("INSERT INTO volunteer_team_members (team_id, user_id, role, status, created_at, joined_at) VALUES (?, ?, '3', '1', ?, ?)").run(
        teamId,
        founderId,
        t.at,
        t.at,
      );
      return teamId;
    },
    update: (id: number, t: { name: string; logo: string; region: string; regionName: string; serviceType: string; intro: string }) =>
      void sql('UPDATE volunteer_teams SET name = ?, logo = ?, region = ?, region_name = ?, service_type = ?, intro = ? WHERE id = ?').run(
        t.name,
        t.logo,
        t.region,
        t.regionName,
        t.serviceType,
        t.intro,
        id,
      ),
    joinedCount: (teamId: number) => n("SELECT COUNT(*) AS n FROM volunteer_team_members WHERE team_id = ? AND status = '1'", teamId),
    /** A membership again (the earlier row) or a new one, applied or (invited) joined. */
    rejoin: (id: number, status: string, reason: string, at: number, joinedAt: number | null) =>
      void sql(
        "UPDATE volunteer_team_members SET role = '1', status = ?, apply_reason = ?, reject_reason = '', created_at = ?, joined_at = ? WHERE id = ?",
      ).run(status, reason, at, joinedAt, id),
    join: (teamId: number, userId: number, status: string, reason: string, at: number, joinedAt: number | null) =>
      void sql(
        "INSERT INTO volunteer_team_members (team_id, user_id, role, status, apply_reason, created_at, joined_at) VALUES (?, ?, '1', ?, ?, ?, ?)",
      ).run(teamId, userId, status, reason, at, joinedAt),
    memberCount: (teamId: number, status: string) =>
      n('SELECT COUNT(*) AS n FROM volunteer_team_members WHERE team_id = ? AND status = ?', teamId, status),
    /** Founder, managers, then members, the first joined first. */
    members: (teamId: number, status: string, limit: number, offset: number) =>
      sql(
        'SELECT * FROM volunteer_team_members WHERE team_id = ? AND status = ? ORDER BY role DESC, COALESCE(joined_at, created_at), id LIMIT ? OFFSET ?',
      ).all(teamId, status, limit, offset) as MemberRow[],
    joinedUserIds: (teamId: number) =>
      (sql("SELECT user_id FROM volunteer_team_members WHERE team_id = ? AND status = '1'").all(teamId) as { user_id: number }[]).map(
        (m) => m.user_id,
      ),
    admit: (id: number, at: number) => void sql("UPDATE volunteer_team_members SET status = '1', joined_at = ? WHERE id = ?").run(at, id),
    reject: (id: number, reason: string) =>
      void sql("UPDATE volunteer_team_members SET status = '2', reject_reason = ? WHERE id = ?").run(reason, id),
    /** A member leaves (`removed`: a manager removed them): a plain member again, status left. */
    leave: (id: number, removed = false) =>
      void sql("UPDATE volunteer_team_members SET status = '3', role = '1', removed = ? WHERE id = ?").run(removed ? 1 : 0, id),
    setRole: (id: number, role: string) => void sql('UPDATE volunteer_team_members SET role = ? WHERE id = ?').run(role, id),
    /** Hands the founder role to the member `memberId`; the old founder becomes a manager. */
    transfer(teamId: number, founderId: number, memberId: number): void {
      sql("UPDATE volunteer_team_members SET role = '2' WHERE team_id = ? AND user_id = ?").run(teamId, founderId);
      sql("UPDATE volunteer_team_members SET role = '3' WHERE id = ?").run(memberId);
    },
    projects: (teamId: number, siteCode: string) =>
      sql('SELECT * FROM volunteer_projects WHERE team_id = ? AND site_code = ? ORDER BY created_at DESC').all(
        teamId,
        siteCode,
      ) as ProjectRow[],
    project: (id: number, siteCode: string) =>
      sql('SELECT * FROM volunteer_projects WHERE id = ? AND site_code = ?').get(id, siteCode) as ProjectRow | undefined,
  };
}
