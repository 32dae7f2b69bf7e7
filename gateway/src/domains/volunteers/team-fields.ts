/** Teams and community groups, their members and brand projects. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { dayArg } from '../../core/validation.ts';
import {
  activityDrafts,
  activityList,
  inviteCode,
  makeUpList,
  scheduleCalendar,
  shiftsOfDay,
  signInCalendar,
  teamMembers,
} from './upstream.ts';
import {
  isGroup,
  isManager,
  memberPermissions,
  memberRole,
  recruitmentStatusCode,
  SERVICE_TYPES,
  teamPermissions,
  teamStatus,
  valueFrom,
} from './rules.ts';
import { activitySource, makeUpSource, maskName, memberSource, projectSource, shiftSource, teamSource, volunteerSource } from './source.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { commentableFields } from '../comments/index.ts';
import { MEMBER_STATUSES, MAKE_UP_STATUSES, hours, when, month, teamDetailRow, calendarDay } from './fields.ts';

export const teamFields: Resolvers = {
  VolunteerTeam: {
    ...commentableFields,
    id: (t) => toGlobalId('VolunteerTeam', t.id),
    upstreamId: (t) => t.id,
    kind: (t) => (isGroup(t.row) ? 'COMMUNITY_GROUP' : 'TEAM'),
    name: (t) => text(t.row.name) ?? '',
    logo: (t) => imageFrom(t.row.logo, text(t.row.name) ?? ''),
    regionCode: (t) => text(t.row.region),
    regionName: (t) => text(t.row.regionName),
    serviceType: (t) => valueFrom(t.row.serviceType, SERVICE_TYPES),
    summary: (t) => text(t.row.summary),
    intro: async (t, _a, ctx) => text((await teamDetailRow(t, ctx)).introduce) ?? text(t.row.summary),
    status: (t) => teamStatus(t.row),
    rejectReason: async (t, _a, ctx) => {
      if (teamStatus(t.row) !== 'REJECTED' || !ctx.session.token) return null;
      ctx.response.personal();
      return text((await teamDetailRow(t, ctx)).auditReason);
    },
    memberCount: (t) => int(t.row.memberNum) ?? 0,
    memberLimit: (t) => int(t.row.maxNum) ?? 0,
    serviceHours: (t) => hours(t.row.serviceTime),
    createdAt: (t) => when(t.row.createTime),
    founder: async (t, _a, ctx) => {
      const id = text(t.row.founderId);
      const row = id ? await ctx.loaders.volunteers.volunteer.load(id) : null;
      return row ? volunteerSource(row) : null;
    },
    detailPath: (t) => `${isGroup(t.row) ? '/group-desc' : '/team-desc'}/${encodeURIComponent(t.id)}`,
    viewerRole: (t, _a, ctx) => roleInTeam(t.id, ctx, t.row),
    viewerCan: async (t, _a, ctx) => {
      const role = await roleInTeam(t.id, ctx, t.row);
      const signedIn = ctx.session.token !== null;
      const volunteer = signedIn && role === 'NONE' && !isGroup(t.row) ? await viewerIsVolunteer(ctx) : false;
      return teamPermissions(t.row, role, signedIn, volunteer);
    },
    members: (t, args, ctx) => buildConnection(args, (p, s) => teamMembers(ctx.upstream, t.id, '1', p, s), memberSource),
    joinApplications: async (t, args, ctx) => {
      if (!isManager(await roleInTeam(t.id, ctx, t.row))) return null;
      return buildConnection(args, (p, s) => teamMembers(ctx.upstream, t.id, '0', p, s), memberSource);
    },
    activities: (t, args, ctx) => {
      const activityStatus = args.status ? recruitmentStatusCode(args.status) : undefined;
      return buildConnection(
        args,
        (p, s) => activityList(ctx.upstream, { teamId: t.id, activityStatus }, p, s),
        (row) => activitySource(row),
      );
    },
    drafts: async (t, _a, ctx) => {
      if (!isManager(await roleInTeam(t.id, ctx, t.row))) return null;
      return (await activityDrafts(ctx.upstream, t.id)).map((row) => activitySource(row));
    },
    projects: async (t, _a, ctx) => (await ctx.loaders.volunteers.projects.load(t.id)).map((row) => projectSource(row)),
    invitation: async (t, _a, ctx) => {
      if (teamStatus(t.row) !== 'APPROVED' || !isManager(await roleInTeam(t.id, ctx, t.row))) return null;
      const code = text((await inviteCode(ctx.upstream, t.id))?.inviteCode);
      return code ? { code, path: `/team-invitation?code=${encodeURIComponent(code)}` } : null;
    },
    scheduleCalendar: async (t, args, ctx) => {
      if (ctx.session.token) ctx.response.personal();
      return (await scheduleCalendar(ctx.upstream, t.id, month(args.month))).map(calendarDay);
    },
    signInCalendar: async (t, args, ctx) => {
      if (ctx.session.token) ctx.response.personal();
      return (await signInCalendar(ctx.upstream, t.id, month(args.month))).map(calendarDay);
    },
    shifts: async (t, args, ctx) => {
      dayArg(args.date, 'date');
      if (ctx.session.token) ctx.response.personal();
      const rows = await shiftsOfDay(ctx.upstream, t.id, args.date);
      for (const row of rows) ctx.loaders.volunteers.shift.prime(String(row.id), row);
      return rows.map(shiftSource);
    },
    makeUpRequests: async (t, args, ctx) => {
      if (!isManager(await roleInTeam(t.id, ctx, t.row))) return null;
      const status = args.status ? String(MAKE_UP_STATUSES.indexOf(args.status)) : undefined;
      return buildConnection(args, (p, s) => makeUpList(ctx.upstream, { teamId: t.id, status }, p, s), makeUpSource);
    },
  },
  TeamMember: {
    id: (m) => toGlobalId('TeamMember', `${text(m.row.teamId) ?? '0'}.${m.id}`),
    upstreamId: (m) => m.id,
    name: async (m, _a, ctx) => {
      const name = text(m.row.realName) ?? '';
      const team = text(m.row.teamId);
      return team && isManager(await roleInTeam(team, ctx)) ? name : maskName(name);
    },
    avatar: (m) => imageFrom(m.row.headImg, maskName(text(m.row.realName) ?? '')),
    role: (m) => memberRole(m.row.roleType),
    status: (m) => MEMBER_STATUSES[int(m.row.status) ?? 1] ?? 'JOINED',
    applyReason: (m) => text(m.row.applyReason),
    rejectReason: (m) => (text(m.row.status) === '2' ? text(m.row.auditReason) : null),
    introduction: (m) => text(m.row.introduce),
    appliedAt: (m) => when(m.row.createTime),
    joinedAt: (m) => when(m.row.joinTime),
    serviceHours: (m) => hours(m.row.serviceTime),
    volunteer: async (m, _a, ctx) => {
      const id = text(m.row.volunteerId);
      const row = id ? await ctx.loaders.volunteers.volunteer.load(id) : null;
      return row ? volunteerSource(row) : null;
    },
    team: async (m, _a, ctx) => {
      const id = text(m.row.teamId);
      const row = id ? await ctx.loaders.volunteers.team.load(id) : null;
      return row ? teamSource(row) : null;
    },
    viewerCan: async (m, _a, ctx) => {
      const teamId = text(m.row.teamId) ?? '';
      const role = await roleInTeam(teamId, ctx);
      const team = role === 'NONE' ? null : await ctx.loaders.volunteers.team.load(teamId);
      return memberPermissions(role, text(team?.userMemberId), m.row);
    },
    detailPath: (m) => `/member-introduce/${encodeURIComponent(m.id)}`,
  },
  BrandProject: {
    id: (p) => toGlobalId('BrandProject', p.id),
    upstreamId: (p) => p.id,
    name: (p) => text(p.row.name) ?? '',
    cover: (p) => imageFrom(p.row.cover, text(p.row.name) ?? '') ?? imagesFrom(p.row.images, text(p.row.name) ?? '')[0] ?? null,
    images: (p) => imagesFrom(p.row.images, text(p.row.name) ?? ''),
    summary: (p) => text(p.row.summary),
    content: async (p, _a, ctx) => text((p.detailed ? p.row : await ctx.loaders.volunteers.project.load(p.id))?.content),
    createdAt: (p) => when(p.row.createTime),
  },
};
