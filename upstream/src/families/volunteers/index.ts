/**
 * The volunteer area: volunteers and their
 * applications, teams and community groups with roles, recruitment activities, shifts and
 * schedules, sign-in (location, rotating code, assistant), make-up requests, points, ranking,
 * honours and messages. API.md "Volunteers" documents every call.
 */
import type { FastifyInstance } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import type { AppContext } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { VOLUNTEER_MIGRATIONS } from './migrations.ts';
import { seedVolunteers } from './seed.ts';
import { registerVolunteerRoutes } from './routes-volunteers.ts';
import { registerTeamRoutes } from './routes-teams.ts';
import { registerActivityRoutes } from './routes-activities.ts';
import { registerServiceRoutes } from './routes-service.ts';
import { awardHonours, sendMessage, teamById, volunteerOfUser } from './store.ts';
import { wordsOf } from './texts.ts';
import type { SiteRow } from '../../context.ts';

/** The platform's audit desk (admin roles are not part of the H5 app): approve or reject a volunteer or a team. */
function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const body = (req: { body: unknown }) => (req.body ?? {}) as Record<string, unknown>;
  const siteOf = (code: string) => db.prepare('SELECT * FROM sites WHERE site_code = ?').get(code) as SiteRow;

  /** `{ phone, pass, reason }`: decides a pending volunteer application (approval makes users.volunteer_status 1). */
  app.post('/__dev/volunteers/audit', async (req) => {
    const { phone, pass, reason } = body(req);
    const user = db.prepare('SELECT id FROM users WHERE phone = ? AND cancelled = 0').get(String(phone ?? '')) as { id: number } | undefined;
    const v = user ? volunteerOfUser(db, user.id) : null;
    if (!user || !v || v.status !== '0') return fail(1, '没有待审核的申请');
    const t = ctx.clock.now();
    const site = siteOf(v.site_code);
    const words = wordsOf(site).registration;
    db.transaction(() => {
      db.prepare('UPDATE volunteers SET status = ?, reject_reason = ?, audited_at = ? WHERE id = ?').run(pass ? '1' : '2', pass ? '' : String(reason ?? ''), t, v.id);
      db.prepare('UPDATE users SET volunteer_status = ? WHERE id = ?').run(pass ? '1' : '0', user.id);
      sendMessage(db, {
        site: v.site_code,
        userId: user.id,
        kind: '1',
        title: pass ? words.approved : words.rejected,
        content: pass ? words.welcome : String(reason ?? ''),
        at: t,
      });
      if (pass) awardHonours(db, site, user.id, t);
    })();
    return ok({ status: pass ? '1' : '2' });
  });

  /** `{ teamId, pass, reason }`: decides a pending team. */
  app.post('/__dev/volunteers/auditTeam', async (req) => {
    const { teamId, pass, reason } = body(req);
    const team = teamById(db, Number(teamId));
    if (!team || team.status !== '0') return fail(1, '没有待审核的团队');
    db.prepare('UPDATE volunteer_teams SET status = ?, reject_reason = ? WHERE id = ?').run(pass ? '1' : '2', pass ? '' : String(reason ?? ''), team.id);
    return ok({ status: pass ? '1' : '2' });
  });

  /** `{ phone, siteCode }`: the ids a test needs (user, volunteer, teams by role). */
  app.get('/__dev/volunteers/whois', async (req) => {
    const q = req.query as Record<string, string>;
    const user = db.prepare('SELECT id, volunteer_status FROM users WHERE phone = ? AND cancelled = 0').get(q.phone ?? '') as { id: number; volunteer_status: string } | undefined;
    if (!user) return fail(1, '用户不存在');
    const teams = db
      .prepare("SELECT m.team_id AS teamId, m.role, m.id AS memberId FROM volunteer_team_members m JOIN volunteer_teams t ON t.id = m.team_id WHERE m.user_id = ? AND m.status = '1' AND t.site_code = ? ORDER BY m.team_id")
      .all(user.id, q.siteCode ?? 'site510100');
    return ok({ userId: user.id, volunteerStatus: user.volunteer_status, volunteerId: volunteerOfUser(db, user.id)?.id ?? null, teams });
  });
}

export const volunteersFamily: UpstreamFamily = {
  name: 'volunteers',
  migrations: VOLUNTEER_MIGRATIONS,
  seed: seedVolunteers,
  routes(api, ctx) {
    registerVolunteerRoutes(api, ctx);
    registerTeamRoutes(api, ctx);
    registerActivityRoutes(api, ctx);
    registerServiceRoutes(api, ctx);
  },
  devRoutes,
  resourceTables: [
    { type: 'CONTENT_TYPE_VOLUNTEER_TEAM', table: 'volunteer_teams', nameSql: 'name', imagesSql: "CASE WHEN logo LIKE '@/%' THEN '' ELSE logo END", whereSql: "status = '1'" },
    { type: 'CONTENT_TYPE_VOLUNTEER_PROJECT', table: 'volunteer_projects', nameSql: 'name', imagesSql: "CASE WHEN images LIKE '@/%' THEN '' ELSE images END" },
  ],
};
