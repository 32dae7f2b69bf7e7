/** res/api/volunteerTeam/*: teams and community groups, membership, roles, invitations, notices, brand projects. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { childrenOf } from '../../regions/division.ts';
import { callerOf } from '../../caller.ts';
import { formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, idParam, isEnvelope } from './http.ts';
import { refused } from '../../refusal.ts';
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
import { countyNameOf, wordsOf } from './texts.ts';

export const TEAM_NAME_MAX = 30;
export const TEAM_INTRO_MAX = 500;
export const DEFAULT_MEMBER_LIMIT = 200;

export function newInviteCode(): string {
  return randomBytes(9).toString('base64url');
}

export function registerTeamRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const memberItem = (m: MemberRow) => {
    const who = nameOfUser(db, m.user_id);
    const volunteer = db.prepare('SELECT id FROM volunteers WHERE user_id = ? AND status = \'1\'').get(m.user_id) as { id: number } | undefined;
    const service = db
      .prepare('SELECT COALESCE(SUM(i.minutes), 0) AS minutes FROM volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id WHERE s.team_id = ? AND i.user_id = ?')
      .get(m.team_id, m.user_id) as { minutes: number };
    return {
      id: String(m.id),
      teamId: String(m.team_id),
      userId: String(m.user_id),
      volunteerId: volunteer ? String(volunteer.id) : '',
      realName: who.name,
      headImg: who.headImg,
      roleType: m.role,
      status: m.status,
      applyReason: m.apply_reason,
      auditReason: m.reject_reason,
      introduce: m.intro,
      createTime: formatChinaTime(m.created_at),
      joinTime: m.joined_at === null ? '' : formatChinaTime(m.joined_at),
      serviceTime: hoursString(service.minutes),
    };
  };

  /** Checks shared by the team's management calls: the caller, the member row and the caller's role. */
  const managed = (req: Parameters<typeof caller>[1], idName = 'id') => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, idName);
    const member = id ? (db.prepare('SELECT * FROM volunteer_team_members WHERE id = ?').get(id) as MemberRow | undefined) : undefined;
    if (!member) return refused('成员不存在');
    const team = teamById(db, member.team_id);
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    return { user, member, team, role: roleIn(db, team.id, user.id) };
  };

  /** A county of the site, named in the site's language where it has its own names (null: not one of its counties). */
  const regionName = (site: { site_code: string; region: string }, region: string): string | null => {
    if (region === site.region) return null;
    const county = childrenOf(site.region).find((c) => c.region === region);
    return county ? countyNameOf(site.site_code, county.region, county.name) : null;
  };

  api.get('/res/api/volunteerTeam/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const kind = param(req, 'type') === KIND.GROUP ? KIND.GROUP : KIND.TEAM;
    const keyword = param(req, 'keyword').trim();
    const region = param(req, 'region').trim();
    const serviceType = param(req, 'serviceType').trim();
    const mine = param(req, 'mine') === '1';
    const conditions = ['t.site_code = ?', 't.kind = ?'];
    const args: unknown[] = [site.site_code, kind];
    if (mine) {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      // the caller's teams: joined ones, and those they founded that still wait for their audit
      conditions.push(`t.id IN (SELECT team_id FROM volunteer_team_members WHERE user_id = ? AND status = '1')`);
      args.push(user.id);
    } else conditions.push(`t.status = '1'`);
    if (keyword) {
      conditions.push('t.name LIKE ?');
      args.push(`%${keyword}%`);
    }
    if (region) {
      conditions.push('t.region = ?');
      args.push(region);
    }
    if (serviceType) {
      conditions.push('t.service_type = ?');
      args.push(serviceType);
    }
    const where = conditions.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM volunteer_teams t WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT t.* FROM volunteer_teams t WHERE ${where} ORDER BY t.sort, t.id LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as TeamRow[];
    const viewer = callerOf(ctx, req);
    return pageOf(rows.map((t) => teamItem(db, t, viewer?.id ?? null)), total, { currPage, pageSize });
  });

  /** Several teams by id in one call (any audit status; unknown ids are left out). */
  api.get('/res/api/volunteerTeam/listByIds', async (req) => {
    const ids = param(req, 'ids').split(',').filter((s) => /^\d{1,12}$/.test(s)).slice(0, 100).map(Number);
    if (ids.length === 0) return plainList([]);
    const rows = db.prepare(`SELECT * FROM volunteer_teams WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as TeamRow[];
    const viewer = callerOf(ctx, req);
    return plainList(rows.map((t) => teamItem(db, t, viewer?.id ?? null)));
  });

  /** A team with the caller's relation to it (userRole, userStatus, userMemberId) when a token is sent. */
  api.get('/res/api/volunteerTeam/detail', async (req) => {
    const id = idParam(req, 'id');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
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
      commentNum: String((db.prepare("SELECT COUNT(*) AS n FROM comments WHERE resource_type = 'CONTENT_TYPE_VOLUNTEER_TEAM' AND resource_id = ?").get(team.id) as { n: number }).n),
      userRole: role,
      userStatus: member ? member.status : '',
      userMemberId: member ? String(member.id) : '',
    });
  });

  api.post('/res/api/volunteerTeam/create', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const kind = formInput(req, 'type') === KIND.GROUP ? KIND.GROUP : KIND.TEAM;
    if (!user.phone) return refused('请先绑定手机号');
    if (kind === KIND.TEAM && !approvedVolunteer(db, user.id)) return refused('仅注册志愿者可以操作');
    const name = formInput(req, 'name').trim();
    if (name === '' || [...name].length > TEAM_NAME_MAX) return refused('请填写团队名称');
    const logo = uploadedRef(db, formInput(req, 'logo'), 'IMAGE');
    if (!logo) return refused('请上传团队标志');
    const region = formInput(req, 'region').trim();
    const rName = regionName(site, region);
    if (!rName) return refused('所属区域不正确');
    const serviceType = formInput(req, 'serviceType');
    if (!(serviceType in SERVICE_TYPES)) return refused('请选择服务类型');
    const intro = formInput(req, 'introduce').trim();
    if (intro === '' || [...intro].length > TEAM_INTRO_MAX) return refused('请填写团队简介');
    const t = now();
    return db
      .transaction(() => {
        if (db.prepare("SELECT 1 FROM volunteer_teams WHERE site_code = ? AND name = ? AND status <> '2'").get(site.site_code, name)) return refused('团队名称已存在');
        const info = db
          .prepare(
            `INSERT INTO volunteer_teams (site_code, kind, name, logo, region, region_name, service_type, intro, status, member_limit, invite_code, created_at, sort)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, '0', ?, ?, ?, 1000)`,
          )
          .run(site.site_code, kind, name, logo, region, rName, serviceType, intro, DEFAULT_MEMBER_LIMIT, newInviteCode(), t);
        const teamId = Number(info.lastInsertRowid);
        db.prepare("INSERT INTO volunteer_team_members (team_id, user_id, role, status, created_at, joined_at) VALUES (?, ?, '3', '1', ?, ?)").run(teamId, user.id, t, t);
        return ok({ id: String(teamId), auditStatus: TEAM.PENDING });
      })
      .immediate();
  });

  api.post('/res/api/volunteerTeam/update', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== site.site_code) return refused('团队不存在');
    if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    const name = formInput(req, 'name').trim() || team.name;
    if ([...name].length > TEAM_NAME_MAX) return refused('请填写团队名称');
    const logoUrl = formInput(req, 'logo');
    const logo = logoUrl ? uploadedRef(db, logoUrl, 'IMAGE') : team.logo;
    if (!logo) return refused('请上传团队标志');
    const region = formInput(req, 'region').trim() || team.region;
    const rName = region === team.region ? team.region_name : regionName(site, region);
    if (!rName) return refused('所属区域不正确');
    const serviceType = formInput(req, 'serviceType') || team.service_type;
    if (!(serviceType in SERVICE_TYPES)) return refused('请选择服务类型');
    const intro = formInput(req, 'introduce').trim() || team.intro;
    if ([...intro].length > TEAM_INTRO_MAX) return refused('请填写团队简介');
    return db
      .transaction(() => {
        if (db.prepare("SELECT 1 FROM volunteer_teams WHERE site_code = ? AND name = ? AND status <> '2' AND id <> ?").get(site.site_code, name, team.id)) return refused('团队名称已存在');
        db.prepare('UPDATE volunteer_teams SET name = ?, logo = ?, region = ?, region_name = ?, service_type = ?, intro = ? WHERE id = ?').run(
          name,
          logo,
          region,
          rName,
          serviceType,
          intro,
          team.id,
        );
        return ok({ id: String(team.id) });
      })
      .immediate();
  });

  /** Joins a team: by application (audited by a manager) or, with an invitation code, at once. */
  const join = (req: Parameters<typeof caller>[1], team: TeamRow | null, reason: string, invited: boolean) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    if (!team || team.site_code !== site.site_code) return refused(invited ? '邀请码无效' : '团队不存在');
    if (team.kind === KIND.TEAM && !approvedVolunteer(db, user.id)) return refused('仅注册志愿者可以操作');
    if (!user.phone) return refused('请先绑定手机号');
    if (team.status !== TEAM.APPROVED) return refused('团队尚未通过审核');
    if ([...reason].length > 200) return refused('申请理由过长');
    const t = now();
    return db
      .transaction(() => {
        const existing = memberOf(db, team.id, user.id);
        if (existing?.status === MEMBER.JOINED) return refused('您已是团队成员');
        if (existing?.status === MEMBER.APPLIED && !invited) return refused('您已申请加入，请等待审核');
        const members = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_team_members WHERE team_id = ? AND status = '1'").get(team.id) as { n: number }).n;
        if (members >= team.member_limit) return refused('团队人数已满');
        const status = invited ? MEMBER.JOINED : MEMBER.APPLIED;
        if (existing) {
          db.prepare("UPDATE volunteer_team_members SET role = '1', status = ?, apply_reason = ?, reject_reason = '', created_at = ?, joined_at = ? WHERE id = ?").run(
            status,
            reason,
            t,
            invited ? t : null,
            existing.id,
          );
        } else {
          db.prepare("INSERT INTO volunteer_team_members (team_id, user_id, role, status, apply_reason, created_at, joined_at) VALUES (?, ?, '1', ?, ?, ?, ?)").run(
            team.id,
            user.id,
            status,
            reason,
            t,
            invited ? t : null,
          );
        }
        if (invited) awardHonours(db, site, user.id, t);
        const member = memberOf(db, team.id, user.id)!;
        return ok({ id: String(member.id), teamId: String(team.id), status: member.status });
      })
      .immediate();
  };

  api.post('/res/api/volunteerTeam/apply', async (req) => {
    const id = idParam(req, 'teamId');
    return join(req, id ? teamById(db, id) : null, formInput(req, 'applyReason').trim(), false);
  });

  api.post('/res/api/volunteerTeam/join', async (req) => {
    const code = formInput(req, 'inviteCode').trim();
    const team = code ? ((db.prepare('SELECT * FROM volunteer_teams WHERE invite_code = ?').get(code) as TeamRow | undefined) ?? null) : null;
    return join(req, team, '', true);
  });

  /** The team's invitation code (managers and the founder). */
  api.get('/res/api/volunteerTeam/inviteCode', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'teamId');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    return ok({ teamId: String(team.id), inviteCode: team.invite_code });
  });

  /** The team an invitation code is for (public: the invitation page shows it before joining). */
  api.get('/res/api/volunteerTeam/invitation', async (req) => {
    const code = param(req, 'inviteCode').trim();
    const team = code ? (db.prepare('SELECT * FROM volunteer_teams WHERE invite_code = ?').get(code) as TeamRow | undefined) : undefined;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('邀请码无效');
    return ok(teamItem(db, team));
  });

  /** Members (status 1, anyone) or join applications (status 0, managers only) of a team. */
  api.get('/res/api/volunteerTeam/members', async (req) => {
    const id = idParam(req, 'teamId');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    const status = param(req, 'status') === MEMBER.APPLIED ? MEMBER.APPLIED : MEMBER.JOINED;
    if (status === MEMBER.APPLIED) {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    }
    const { currPage, pageSize, offset } = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM volunteer_team_members WHERE team_id = ? AND status = ?').get(team.id, status) as { n: number }).n;
    const rows = db
      .prepare('SELECT * FROM volunteer_team_members WHERE team_id = ? AND status = ? ORDER BY role DESC, COALESCE(joined_at, created_at), id LIMIT ? OFFSET ?')
      .all(team.id, status, pageSize, offset) as MemberRow[];
    return pageOf(rows.map(memberItem), total, { currPage, pageSize });
  });

  /** A membership: joined ones to anyone; applications and former members to the team's managers and the person. */
  api.get('/res/api/volunteerTeam/memberDetail', async (req) => {
    const id = idParam(req, 'id');
    const member = id ? (db.prepare('SELECT * FROM volunteer_team_members WHERE id = ?').get(id) as MemberRow | undefined) : undefined;
    const team = member ? teamById(db, member.team_id) : null;
    if (!member || !team || team.site_code !== requireSite(req).site_code) return refused('成员不存在');
    if (member.status !== MEMBER.JOINED) {
      const user = callerOf(ctx, req);
      if (!user || (user.id !== member.user_id && !canManage(roleIn(db, team.id, user.id)))) return refused('成员不存在');
    }
    return ok(memberItem(member));
  });

  /** Decides a join application: pass 1 joins (within the member limit), 0 rejects with a reason. */
  api.post('/res/api/volunteerTeam/audit', async (req) => {
    const site = requireSite(req);
    const found = managed(req);
    if (isEnvelope(found)) return found;
    const { user, team } = found;
    if (!canManage(found.role)) return refused('仅团队管理员可以操作');
    const pass = formInput(req, 'pass') === '1';
    const reason = formInput(req, 'auditReason').trim();
    const t = now();
    return db
      .transaction(() => {
        const member = db.prepare('SELECT * FROM volunteer_team_members WHERE id = ?').get(found.member.id) as MemberRow;
        if (member.status !== MEMBER.APPLIED) return refused('该申请已处理');
        const words = wordsOf(site).join;
        if (pass) {
          const members = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_team_members WHERE team_id = ? AND status = '1'").get(team.id) as { n: number }).n;
          if (members >= team.member_limit) return refused('团队人数已满');
          db.prepare("UPDATE volunteer_team_members SET status = '1', joined_at = ? WHERE id = ?").run(t, member.id);
          awardHonours(db, site, member.user_id, t);
        } else {
          db.prepare("UPDATE volunteer_team_members SET status = '2', reject_reason = ? WHERE id = ?").run(reason, member.id);
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
        void user;
        return ok(memberItem(db.prepare('SELECT * FROM volunteer_team_members WHERE id = ?').get(member.id) as MemberRow));
      })
      .immediate();
  });

  api.post('/res/api/volunteerTeam/removeMember', async (req) => {
    const found = managed(req);
    if (isEnvelope(found)) return found;
    const { member, role, user } = found;
    if (!canManage(role)) return refused('仅团队管理员可以操作');
    if (member.status !== MEMBER.JOINED) return refused('成员不存在');
    if (member.role === ROLE.FOUNDER) return refused('不能移除团队负责人');
    if (member.user_id === user.id) return refused('不能移除自己');
    if (member.role === ROLE.MANAGER && role !== ROLE.FOUNDER) return refused('仅团队负责人可以操作');
    db.prepare("UPDATE volunteer_team_members SET status = '3', role = '1' WHERE id = ?").run(member.id);
    return ok(null);
  });

  /** Makes a member a manager (manager 1) or a manager a member again (0): the founder only. */
  api.post('/res/api/volunteerTeam/setManager', async (req) => {
    const found = managed(req);
    if (isEnvelope(found)) return found;
    const { member, role } = found;
    if (role !== ROLE.FOUNDER) return refused('仅团队负责人可以操作');
    if (member.status !== MEMBER.JOINED) return refused('成员不存在');
    if (member.role === ROLE.FOUNDER) return refused('不能移除团队负责人');
    const manager = formInput(req, 'manager') === '1';
    db.prepare('UPDATE volunteer_team_members SET role = ? WHERE id = ?').run(manager ? ROLE.MANAGER : ROLE.MEMBER, member.id);
    return ok(memberItem(db.prepare('SELECT * FROM volunteer_team_members WHERE id = ?').get(member.id) as MemberRow));
  });

  /** Hands the founder role to a joined member; the old founder stays as a manager. */
  api.post('/res/api/volunteerTeam/transfer', async (req) => {
    const site = requireSite(req);
    const found = managed(req);
    if (isEnvelope(found)) return found;
    const { member, role, user, team } = found;
    if (role !== ROLE.FOUNDER) return refused('仅团队负责人可以操作');
    if (member.status !== MEMBER.JOINED || member.user_id === user.id) return refused('成员不存在');
    const t = now();
    db.transaction(() => {
      db.prepare("UPDATE volunteer_team_members SET role = '2' WHERE team_id = ? AND user_id = ?").run(team.id, user.id);
      db.prepare("UPDATE volunteer_team_members SET role = '3' WHERE id = ?").run(member.id);
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

  api.post('/res/api/volunteerTeam/quit', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'teamId');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    const member = memberOf(db, team.id, user.id);
    if (!member || member.status !== MEMBER.JOINED) return refused('您不是团队成员');
    if (member.role === ROLE.FOUNDER) return refused('请先转让团队负责人');
    db.prepare("UPDATE volunteer_team_members SET status = '3', role = '1' WHERE id = ?").run(member.id);
    return ok(null);
  });

  /** A notice to every member of the team (a message each): managers and the founder. */
  api.post('/res/api/volunteerTeam/notice', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'teamId');
    const team = id ? teamById(db, id) : null;
    if (!team || team.site_code !== site.site_code) return refused('团队不存在');
    if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    const title = formInput(req, 'title').trim();
    const content = formInput(req, 'content').trim();
    if (title === '' || [...title].length > 30) return refused('请填写通知标题');
    if (content === '' || [...content].length > 500) return refused('请填写通知内容');
    const t = now();
    const members = db.prepare("SELECT user_id FROM volunteer_team_members WHERE team_id = ? AND status = '1'").all(team.id) as { user_id: number }[];
    db.transaction(() => {
      for (const m of members) sendMessage(db, { site: site.site_code, userId: m.user_id, kind: '3', teamId: team.id, title, content, at: t });
    }).immediate();
    return ok({ sendNum: String(members.length) });
  });

  api.get('/res/api/volunteerTeam/projects', async (req) => {
    const id = idParam(req, 'teamId');
    const rows = id
      ? (db.prepare('SELECT * FROM volunteer_projects WHERE team_id = ? AND site_code = ? ORDER BY created_at DESC').all(id, requireSite(req).site_code) as ProjectRow[])
      : [];
    return plainList(rows.map(projectItem));
  });

  api.get('/res/api/volunteerTeam/projectDetail', async (req) => {
    const id = idParam(req, 'id');
    const row = id ? (db.prepare('SELECT * FROM volunteer_projects WHERE id = ? AND site_code = ?').get(id, requireSite(req).site_code) as ProjectRow | undefined) : undefined;
    if (!row) return refused('项目不存在');
    return ok({ ...projectItem(row), content: row.content });
  });

  void input;
}

interface ProjectRow {
  id: number;
  team_id: number;
  name: string;
  images: string;
  summary: string;
  content: string;
  created_at: number;
}

function projectItem(p: ProjectRow): Record<string, unknown> {
  return { id: String(p.id), teamId: String(p.team_id), name: p.name, images: imagesOf(p.images), cover: imageOf(p.images.split(',')[0] ?? ''), summary: p.summary, createTime: formatChinaTime(p.created_at) };
}
