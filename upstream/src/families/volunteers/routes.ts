/**
 * The volunteer area's calls (API.md "Volunteers"): the volunteers' own (routes-volunteers.ts),
 * teams and groups (routes-teams.ts), recruitment activities (routes-activities.ts), shifts and
 * service (routes-service.ts); and the platform's audit desk as development controls.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, SiteRow } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { registerActivityRoutes } from './routes-activities.ts';
import { registerServiceRoutes } from './routes-service.ts';
import { registerTeamRoutes } from './routes-teams.ts';
import { registerVolunteerRoutes } from './routes-volunteers.ts';
import { peopleStore } from './store-people.ts';
import { awardHonours, sendMessage, teamById, volunteerOfUser } from './store.ts';
import { REFUSALS, wordsOf } from './texts.ts';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerVolunteerRoutes(api, ctx);
  registerTeamRoutes(api, ctx);
  registerActivityRoutes(api, ctx);
  registerServiceRoutes(api, ctx);
}

/** The platform's audit desk (admin roles are not part of the H5 app): approve or reject a volunteer or a team. */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = peopleStore(db);
  const body = (req: { body: unknown }) => (req.body ?? {}) as Record<string, unknown>;

  /** `{ phone, pass, reason }`: decides a pending volunteer application (approval makes users.volunteer_status 1). */
  app.post('/__dev/volunteers/audit', async (req) => {
    const { phone, pass, reason } = body(req);
    const user = store.userByPhone(String(phone ?? ''));
    const v = user ? volunteerOfUser(db, user.id) : null;
    if (!user || !v || v.status !== '0') return fail(1, REFUSALS.noPendingApplication);
    const t = ctx.clock.now();
    const site = store.site(v.site_code) as SiteRow;
    const words = wordsOf(site).registration;
    db.transaction(() => {
      store.decide(v.id, pass ? '1' : '2', pass ? '' : String(reason ?? ''), t);
      store.setUserStatus(user.id, pass ? '1' : '0');
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
    if (team?.status !== '0') return fail(1, REFUSALS.noPendingTeam);
    store.decideTeam(team.id, pass ? '1' : '2', pass ? '' : String(reason ?? ''));
    return ok({ status: pass ? '1' : '2' });
  });

  /** `{ phone, siteCode }`: the ids a test needs (user, volunteer, teams by role). */
  app.get('/__dev/volunteers/whois', async (req) => {
    const q = req.query as Record<string, string>;
    const user = store.userByPhone(q.phone ?? '');
    if (!user) return fail(1, REFUSALS.userNotFound);
    const teams = store.teamsOf(user.id, q.siteCode ?? 'site510100');
    return ok({ userId: user.id, volunteerStatus: user.volunteer_status, volunteerId: volunteerOfUser(db, user.id)?.id ?? null, teams });
  });
}
