/** res/api/volunteerTeam/*: teams and community groups, membership, roles, invitations, notices, brand projects. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, paging, param, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import { childrenOf } from '../../regions/division.ts';
import { callerOf } from '../../caller.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, idParam, isEnvelope } from './http.ts';
import { refused } from '../../refusal.ts';
import { teamsStore, type NewTeam, type ProjectRow, type TeamFilter } from './store-teams.ts';
import {
  approvedVolunteer,
  awardHonours,
  canManage,
  hoursString,
  imageOf,
  imagesOf,
  KIND,
  MEMBER,
  memberOf,
  nameOfUser,
  ROLE,
  roleIn,
  sendMessage,
  SERVICE_TYPES,
  TEAM,
  teamById,
  teamItem,
  type MemberRow,
  type TeamRow,
} from './store.ts';
import { countyNameOf, REFUSALS, wordsOf } from './texts.ts';

export const TEAM_NAME_MAX = 30;
export const TEAM_INTRO_MAX = 500;
export const DEFAULT_MEMBER_LIMIT = 200;

type Store = ReturnType<typeof teamsStore>;

function memberItem(ctx: AppContext, store: Store, m: MemberRow) {
  const who = nameOfUser(ctx.db, m.user_id);
  const volunteerId = store.approvedVolunteerId(m.user_id);
  return {
    id: String(m.id),
    teamId: String(m.team_id),
    userId: String(m.user_id),
    volunteerId: volunteerId !== undefined ? String(volunteerId) : '',
    realName: who.name,
    headImg: who.headImg,
    roleType: m.role,
    status: m.status,
    applyReason: m.apply_reason,
    auditReason: m.reject_reason,
    introduce: m.intro,
    createTime: formatChinaTime(m.created_at),
    joinTime: m.joined_at === null ? '' : formatChinaTime(m.joined_at),
    serviceTime: hoursString(store.serviceMinutes(m.team_id, m.user_id)),
  };
}

function projectItem(p: ProjectRow): Record<string, unknown> {
  return {
    id: String(p.id),
    teamId: String(p.team_id),
    name: p.name,
    images: imagesOf(p.images),
    cover: imageOf(p.images.split(',')[0] ?? ''),
    summary: p.summary,
    createTime: formatChinaTime(p.created_at),
  };
}

/** A county of the site, named in the site's language where it has its own names (null: not one of its counties). */
function regionName(site: { site_code: string; region: string }, region: string): string | null {
  if (region === site.region) return null;
  const county = childrenOf(site.region).find((c) => c.region === region);
  return county ? countyNameOf(site.site_code, county.region, county.name) : null;
}

/** The request's team (`name` its id parameter) on this site, or null. */
function siteTeam(ctx: AppContext, req: FastifyRequest, name: string): TeamRow | null {
  const id = idParam(req, name);
  const team = id ? teamById(ctx.db, id) : null;
  return team && team.site_code === requireSite(req).site_code ? team : null;
}

function registerTeamLists(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  api.get('/res/api/volunteerTeam/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const filter: TeamFilter = {
      siteCode: site.site_code,
      kind: param(req, 'type') === KIND.GROUP ? KIND.GROUP : KIND.TEAM,
      keyword: param(req, 'keyword').trim(),
      region: param(req, 'region').trim(),
      serviceType: param(req, 'serviceType').trim(),
    };
    if (param(req, 'mine') === '1') {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      // the caller's teams: joined ones, and those they founded that still wait for their audit
      filter.memberId = user.id;
    }
    const rows = store.teams(filter, pageSize, offset);
    const viewer = callerOf(ctx, req);
    return pageOf(
      rows.map((t) => teamItem(db, t, viewer?.id ?? null)),
      store.teamCount(filter),
      { currPage, pageSize },
    );
  });

  /** Several teams by id in one call (any audit status; unknown ids are left out). */
  api.get('/res/api/volunteerTeam/listByIds', async (req) => {
    const ids = param(req, 'ids')
      .split(',')
      .filter((s) => /^\d{1,12}$/.test(s))
      .slice(0, 100)
      .map(Number);
    if (ids.length === 0) return plainList([]);
    const viewer = callerOf(ctx, req);
    return plainList(store.teamsByIds(ids).map((t) => teamItem(db, t, viewer?.id ?? null)));
  });

  /** A team with the caller's relation to it (userRole, userStatus, userMemberId) when a token is sent. */
  api.get('/res/api/volunteerTeam/detail', async (req) => {
    const team = siteTeam(ctx, req, 'id');
    if (!team) return refused(REFUSALS.teamNotFound);
    const user = callerOf(ctx, req);
    const member = user ? memberOf(db, team.id, user.id) : null;
    const role = member?.status === MEMBER.JOINED ? member.role : '';
    return ok({
      ...teamItem(db, team, user?.id ?? null),
      introduce: team.intro,
      address: team.address,
      longitude: team.longitude === null ? '' : team.longitude,
      latitude: team.latitude === null ? '' : team.latitude,
      auditReason: role === ROLE.FOUNDER ? team.reject_reason : '',
      commentNum: String(store.commentCount(team.id)),
      userRole: role,
      userStatus: member ? member.status : '',
      userMemberId: member ? String(member.id) : '',
    });
  });

  api.get('/res/api/volunteerTeam/projects', async (req) => {
    const id = idParam(req, 'teamId');
    return plainList((id ? store.projects(id, requireSite(req).site_code) : []).map(projectItem));
  });

  api.get('/res/api/volunteerTeam/projectDetail', async (req) => {
    const id = idParam(req, 'id');
    const row = id ? store.project(id, requireSite(req).site_code) : undefined;
    if (!row) return refused(REFUSALS.projectNotFound);
    return ok({ ...projectItem(row), content: row.content });
  });
}

/** A new team's form, or the refusal's text. */
function newTeamOf(ctx: AppContext, req: FastifyRequest, site: SiteRow, user: UserRow): NewTeam | string {
  const kind = formInput(req, 'type') === KIND.GROUP ? KIND.GROUP : KIND.TEAM;
  if (!user.phone) return REFUSALS.phoneNotBound;
  if (kind === KIND.TEAM && !approvedVolunteer(ctx.db, user.id)) return REFUSALS.volunteersOnly;
  const name = formInput(req, 'name').trim();
  if (name === '' || [...name].length > TEAM_NAME_MAX) return REFUSALS.teamNameMissing;
  const logo = uploadedRef(ctx.db, formInput(req, 'logo'), 'IMAGE');
  if (!logo) return REFUSALS.teamLogoMissing;
  const region = formInput(req, 'region').trim();
  const rName = regionName(site, region);
  if (!rName) return REFUSALS.badRegion;
  const serviceType = formInput(req, 'serviceType');
  if (!(serviceType in SERVICE_TYPES)) return REFUSALS.serviceTypeMissing;
  const intro = formInput(req, 'introduce').trim();
  if (intro === '' || [...intro].length > TEAM_INTRO_MAX) return REFUSALS.teamIntroMissing;
  return {
    siteCode: site.site_code,
    kind,
    name,
    logo,
    region,
    regionName: rName,
    serviceType,
    intro,
    memberLimit: DEFAULT_MEMBER_LIMIT,
    at: ctx.clock.now(),
  };
}

/** A team's changes (what is not given stays), or the refusal's text. */
function changesOf(ctx: AppContext, req: FastifyRequest, site: SiteRow, team: TeamRow) {
  const name = formInput(req, 'name').trim() || team.name;
  if ([...name].length > TEAM_NAME_MAX) return REFUSALS.teamNameMissing;
  const logoUrl = formInput(req, 'logo');
  const logo = logoUrl ? uploadedRef(ctx.db, logoUrl, 'IMAGE') : team.logo;
  if (!logo) return REFUSALS.teamLogoMissing;
  const region = formInput(req, 'region').trim() || team.region;
  const rName = region === team.region ? team.region_name : regionName(site, region);
  if (!rName) return REFUSALS.badRegion;
  const serviceType = formInput(req, 'serviceType') || team.service_type;
  if (!(serviceType in SERVICE_TYPES)) return REFUSALS.serviceTypeMissing;
  const intro = formInput(req, 'introduce').trim() || team.intro;
  if ([...intro].length > TEAM_INTRO_MAX) return REFUSALS.teamIntroMissing;
  return { name, logo, region, regionName: rName, serviceType, intro };
}

function registerTeamEdits(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  api.post('/res/api/volunteerTeam/create', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = newTeamOf(ctx, req, site, user);
    if (typeof team === 'string') return refused(team);
    return db
      .transaction((): Envelope => {
        if (store.nameTaken(site.site_code, team.name)) return refused(REFUSALS.teamNameTaken);
        return ok({ id: String(store.create(team, user.id)), auditStatus: TEAM.PENDING });
      })
      .immediate();
  });

  api.post('/res/api/volunteerTeam/update', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = siteTeam(ctx, req, 'id');
    if (!team) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    const changes = changesOf(ctx, req, site, team);
    if (typeof changes === 'string') return refused(changes);
    return db
      .transaction((): Envelope => {
        if (store.nameTaken(site.site_code, changes.name, team.id)) return refused(REFUSALS.teamNameTaken);
        store.update(team.id, changes);
        return ok({ id: String(team.id) });
      })
      .immediate();
  });

  /** A notice to every member of the team (a message each): managers and the founder. */
  api.post('/res/api/volunteerTeam/notice', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = siteTeam(ctx, req, 'teamId');
    if (!team) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    const title = formInput(req, 'title').trim();
    const content = formInput(req, 'content').trim();
    if (title === '' || [...title].length > 30) return refused(REFUSALS.noticeTitleMissing);
    if (content === '' || [...content].length > 500) return refused(REFUSALS.noticeContentMissing);
    const t = ctx.clock.now();
    const members = store.joinedUserIds(team.id);
    db.transaction(() => {
      for (const userId of members) sendMessage(db, { site: site.site_code, userId, kind: '3', teamId: team.id, title, content, at: t });
    }).immediate();
    return ok({ sendNum: String(members.length) });
  });
}

/** Joins a team: by application (audited by a manager) or, with an invitation code, at once. */
function join(ctx: AppContext, req: FastifyRequest, team: TeamRow | null, reason: string, invited: boolean): Envelope {
  const db = ctx.db;
  const store = teamsStore(db);
  const site = requireSite(req);
  const user = caller(ctx, req);
  if (isEnvelope(user)) return user;
  if (!team || team.site_code !== site.site_code) return refused(invited ? REFUSALS.invitationInvalid : REFUSALS.teamNotFound);
  if (team.kind === KIND.TEAM && !approvedVolunteer(db, user.id)) return refused(REFUSALS.volunteersOnly);
  if (!user.phone) return refused(REFUSALS.phoneNotBound);
  if (team.status !== TEAM.APPROVED) return refused(REFUSALS.teamNotApproved);
  if ([...reason].length > 200) return refused(REFUSALS.joinReasonTooLong);
  const t = ctx.clock.now();
  return db
    .transaction((): Envelope => {
      const existing = memberOf(db, team.id, user.id);
      if (existing?.status === MEMBER.JOINED) return refused(REFUSALS.alreadyMember);
      if (existing?.status === MEMBER.APPLIED && !invited) return refused(REFUSALS.joinPending);
      // removed by a manager or turned down: back only through an application a manager decides
      if (invited && (existing?.status === MEMBER.REJECTED || (existing?.status === MEMBER.LEFT && existing.removed === 1)))
        return refused(REFUSALS.rejoinByCode);
      if (store.joinedCount(team.id) >= team.member_limit) return refused(REFUSALS.teamFull);
      const status = invited ? MEMBER.JOINED : MEMBER.APPLIED;
      if (existing) store.rejoin(existing.id, status, reason, t, invited ? t : null);
      else store.join(team.id, user.id, status, reason, t, invited ? t : null);
      if (invited) awardHonours(db, site, user.id, t);
      const member = memberOf(db, team.id, user.id)!;
      return ok({ id: String(member.id), teamId: String(team.id), status: member.status });
    })
    .immediate();
}

function registerJoining(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  api.post('/res/api/volunteerTeam/apply', async (req) => {
    const id = idParam(req, 'teamId');
    return join(ctx, req, id ? teamById(db, id) : null, formInput(req, 'applyReason').trim(), false);
  });

  api.post('/res/api/volunteerTeam/join', async (req) => {
    const code = formInput(req, 'inviteCode').trim();
    return join(ctx, req, code ? (store.byInviteCode(code) ?? null) : null, '', true);
  });

  /** The team's invitation code (managers and the founder). */
  api.get('/res/api/volunteerTeam/inviteCode', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = siteTeam(ctx, req, 'teamId');
    if (!team) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    return ok({ teamId: String(team.id), inviteCode: team.invite_code });
  });

  /**
   * Gives the team a new invitation code (managers and the founder of an approved team): the old
   * code, and every QR invitation printed with it, stops letting anyone in.
   */
  api.post('/res/api/volunteerTeam/resetInviteCode', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = siteTeam(ctx, req, 'teamId');
    if (!team) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    if (team.status !== TEAM.APPROVED) return refused(REFUSALS.teamNotApproved);
    return ok({ teamId: String(team.id), inviteCode: store.renewInviteCode(team.id) });
  });

  /** The team an invitation code is for (public: the invitation page shows it before joining). */
  api.get('/res/api/volunteerTeam/invitation', async (req) => {
    const code = param(req, 'inviteCode').trim();
    const team = code ? store.byInviteCode(code) : undefined;
    if (!team || team.site_code !== requireSite(req).site_code) return refused(REFUSALS.invitationInvalid);
    return ok(teamItem(db, team));
  });

  api.post('/res/api/volunteerTeam/quit', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const team = siteTeam(ctx, req, 'teamId');
    if (!team) return refused(REFUSALS.teamNotFound);
    const member = memberOf(db, team.id, user.id);
    if (!member || member.status !== MEMBER.JOINED) return refused(REFUSALS.notMember);
    if (member.role === ROLE.FOUNDER) return refused(REFUSALS.founderMustTransfer);
    store.leave(member.id);
    return ok(null);
  });
}

function registerMembers(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  /** Members (status 1, anyone) or join applications (status 0, managers only) of a team. */
  api.get('/res/api/volunteerTeam/members', async (req) => {
    const team = siteTeam(ctx, req, 'teamId');
    if (!team) return refused(REFUSALS.teamNotFound);
    const status = param(req, 'status') === MEMBER.APPLIED ? MEMBER.APPLIED : MEMBER.JOINED;
    if (status === MEMBER.APPLIED) {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    }
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.members(team.id, status, pageSize, offset);
    return pageOf(
      rows.map((m) => memberItem(ctx, store, m)),
      store.memberCount(team.id, status),
      { currPage, pageSize },
    );
  });

  /** A membership: joined ones to anyone; applications and former members to the team's managers and the person. */
  api.get('/res/api/volunteerTeam/memberDetail', async (req) => {
    const id = idParam(req, 'id');
    const member = id ? store.member(id) : undefined;
    const team = member ? teamById(db, member.team_id) : null;
    if (!member || !team || team.site_code !== requireSite(req).site_code) return refused(REFUSALS.memberNotFound);
    if (member.status !== MEMBER.JOINED) {
      const user = callerOf(ctx, req);
      if (!user || (user.id !== member.user_id && !canManage(roleIn(db, team.id, user.id)))) return refused(REFUSALS.memberNotFound);
    }
    return ok(memberItem(ctx, store, member));
  });
}

/** Checks shared by the team's management calls: the caller, the member row (`id`) and the caller's role. */
function managed(ctx: AppContext, req: FastifyRequest) {
  const user = caller(ctx, req);
  if (isEnvelope(user)) return user;
  const id = idParam(req, 'id');
  const member = id ? teamsStore(ctx.db).member(id) : undefined;
  if (!member) return refused(REFUSALS.memberNotFound);
  const team = teamById(ctx.db, member.team_id);
  if (!team || team.site_code !== requireSite(req).site_code) return refused(REFUSALS.teamNotFound);
  return { user, member, team, role: roleIn(ctx.db, team.id, user.id) };
}

/** Decides a join application: pass 1 joins (within the member limit), 0 rejects with a reason. */
function registerAudit(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  api.post('/res/api/volunteerTeam/audit', async (req) => {
    const site = requireSite(req);
    const found = managed(ctx, req);
    if (isEnvelope(found)) return found;
    const { team } = found;
    if (!canManage(found.role)) return refused(REFUSALS.managersOnly);
    const pass = formInput(req, 'pass') === '1';
    const reason = formInput(req, 'auditReason').trim();
    const t = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        const member = store.member(found.member.id)!;
        if (member.status !== MEMBER.APPLIED) return refused(REFUSALS.alreadyDecided);
        const words = wordsOf(site).join;
        if (pass) {
          if (store.joinedCount(team.id) >= team.member_limit) return refused(REFUSALS.teamFull);
          store.admit(member.id, t);
          awardHonours(db, site, member.user_id, t);
        } else {
          store.reject(member.id, reason);
        }
        sendMessage(db, {
          site: site.site_code,
          userId: member.user_id,
          kind: '2',
          teamId: team.id,
          title: pass ? words.approved : words.rejected,
          content: pass ? words.welcome(team.name) : words.refused(team.name, reason),
          at: t,
        });
        return ok(memberItem(ctx, store, store.member(member.id)!));
      })
      .immediate();
  });
}

function registerRoles(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = teamsStore(db);
  api.post('/res/api/volunteerTeam/removeMember', async (req) => {
    const found = managed(ctx, req);
    if (isEnvelope(found)) return found;
    const { member, role, user } = found;
    if (!canManage(role)) return refused(REFUSALS.managersOnly);
    if (member.status !== MEMBER.JOINED) return refused(REFUSALS.memberNotFound);
    if (member.role === ROLE.FOUNDER) return refused(REFUSALS.founderNotRemovable);
    if (member.user_id === user.id) return refused(REFUSALS.selfNotRemovable);
    if (member.role === ROLE.MANAGER && role !== ROLE.FOUNDER) return refused(REFUSALS.founderOnly);
    store.leave(member.id, true);
    return ok(null);
  });

  /** Makes a member a manager (manager 1) or a manager a member again (0): the founder only. */
  api.post('/res/api/volunteerTeam/setManager', async (req) => {
    const found = managed(ctx, req);
    if (isEnvelope(found)) return found;
    const { member, role } = found;
    if (role !== ROLE.FOUNDER) return refused(REFUSALS.founderOnly);
    if (member.status !== MEMBER.JOINED) return refused(REFUSALS.memberNotFound);
    if (member.role === ROLE.FOUNDER) return refused(REFUSALS.founderNotRemovable);
    store.setRole(member.id, formInput(req, 'manager') === '1' ? ROLE.MANAGER : ROLE.MEMBER);
    return ok(memberItem(ctx, store, store.member(member.id)!));
  });

  /** Hands the founder role to a joined member; the old founder stays as a manager. */
  api.post('/res/api/volunteerTeam/transfer', async (req) => {
    const site = requireSite(req);
    const found = managed(ctx, req);
    if (isEnvelope(found)) return found;
    const { member, role, user, team } = found;
    if (role !== ROLE.FOUNDER) return refused(REFUSALS.founderOnly);
    if (member.status !== MEMBER.JOINED || member.user_id === user.id) return refused(REFUSALS.memberNotFound);
    const t = ctx.clock.now();
    db.transaction(() => {
      store.transfer(team.id, user.id, member.id);
      sendMessage(db, {
        site: site.site_code,
        userId: member.user_id,
        kind: '2',
        teamId: team.id,
        title: wordsOf(site).transfer.title,
        content: wordsOf(site).transfer.content(team.name),
        at: t,
      });
    }).immediate();
    return ok(null);
  });
}

export function registerTeamRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerTeamLists(api, ctx);
  registerTeamEdits(api, ctx);
  registerJoining(api, ctx);
  registerMembers(api, ctx);
  registerAudit(api, ctx);
  registerRoles(api, ctx);
}
