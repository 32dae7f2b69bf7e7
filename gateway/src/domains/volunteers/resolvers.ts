import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, geoPoint, int, num, strings, text } from '../../core/normalise.ts';
import { buildConnection, buildConnectionWith } from '../../core/relay/connection.ts';
import { expectGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { isoChina, MONTH_PATTERN, isDay } from '../../core/time.ts';
import { badInput } from '../../core/upstream/errors.ts';
import {
  activityApplications,
  activityDrafts,
  activityList,
  inviteCode,
  makeUpList,
  messages,
  myRecruitmentApplications,
  mySchedule,
  pointsRecords,
  ranking,
  scheduleCalendar,
  serviceRecords,
  shiftsOfDay,
  signInCalendar,
  signInCode,
  signInRecords,
  teamInvitation,
  teamList,
  teamMembers,
  volunteerList,
} from './upstream.ts';
import {
  applyError,
  AVAILABILITY,
  isGroup,
  isManager,
  makeUpError,
  memberPermissions,
  memberRole,
  pickError,
  pickStatus,
  recruitmentStatus,
  recruitmentStatusCode,
  remainingOf,
  SERVICE_TYPES,
  shiftTimes,
  shiftViewerStatus,
  signInError,
  signInOpen,
  SIGN_IN_EARLY_MS,
  signOutError,
  SKILLS,
  applicationStatus,
  teamPermissions,
  teamStatus,
  valueOf,
  valuesOf,
  viewerRole,
  VOLUNTEER_LIMITS,
  APPLICATION_STATUSES,
  type TeamRoleValue,
} from './rules.ts';
import {
  activitySource,
  applicationSource,
  honourSource,
  makeUpSource,
  maskName,
  memberSource,
  messageSource,
  pointsSource,
  projectSource,
  recruitmentApplicationSource,
  rosterSource,
  shiftSource,
  signInSource,
  teamSource,
  volunteerSource,
} from './source.ts';
import type { ActivitySource, CalendarDayRow, ShiftRow, ShiftSource, TeamRow, TeamSource } from './types.ts';
import { volunteerMutations } from './mutations.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { commentableFields } from '../comments/index.ts';

const GENDERS = ['MALE', 'FEMALE'] as const;
const TEAM_KINDS = ['TEAM', 'COMMUNITY_GROUP'] as const;
const MEMBER_STATUSES = ['APPLIED', 'JOINED', 'REJECTED', 'LEFT'] as const;
const SIGN_METHODS = ['LOCATION', 'QR_CODE', 'ASSISTANT', 'MAKE_UP'] as const;
const MAKE_UP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const POINTS_KINDS = ['SERVICE_HOURS', 'ACTIVITY', 'HONOUR'] as const;
const MESSAGE_KINDS = ['RECRUITMENT', 'TEAM', 'NOTICE', 'SCHEDULE', 'HONOUR'] as const;
const HONOUR_KINDS = ['SHIFTS', 'TEAMS', 'HOURS', 'ACTIVITIES'] as const;

const hours = (value: unknown) => Math.round((num(value) ?? 0) * 10) / 10;
const ofList = <T extends string>(value: unknown, all: readonly T[]): T | null => all[(int(value) ?? 0) - 1] ?? null;
const when = (value: unknown) => chinaDateTime(value);

/** A global id of one of `types` → its upstream id (BAD_USER_INPUT otherwise: a query argument). */
export const rawId = (id: string, type: string, arg: string) => expectGlobalId(id, [type], arg);

function month(value: string): string {
  if (!MONTH_PATTERN.test(value) || Number(value.slice(5)) < 1 || Number(value.slice(5)) > 12) throw badInput('month must be yyyy-MM.');
  return value;
}

async function teamDetailRow(t: TeamSource, ctx: GatewayContext): Promise<TeamRow> {
  if (t.detailed) return t.row;
  return (await ctx.loaders.volunteers.teamDetail.load(t.id)) ?? t.row;
}

async function activityDetailRow(a: ActivitySource, ctx: GatewayContext) {
  if (a.detailed) return a.row;
  return (await ctx.loaders.volunteers.activityDetail.load(a.id)) ?? a.row;
}

const shiftRole = (s: ShiftSource, ctx: GatewayContext) => roleInTeam(String(s.row.teamId ?? ''), ctx);

function calendarDay(row: CalendarDayRow) {
  return { date: text(row.date) ?? '', activityCount: int(row.activityCount) ?? 0, openSignIn: flag(row.openSignIn), scheduleManage: flag(row.scheduleManage) };
}

function location(row: { longitude?: unknown; latitude?: unknown }) {
  return geoPoint(row.longitude, row.latitude);
}

export const volunteerResolvers: Resolvers = {
  InputLimits: Object.fromEntries(Object.entries(VOLUNTEER_LIMITS).map(([k, v]) => [k, () => v])),
  Query: {
    volunteerHome: async (_root, _args, ctx) => (await ctx.loaders.volunteers.home()) ?? {},
    volunteers: (_root, args, ctx) => {
      const sortType = args.orderBy === 'POINTS' ? '2' : args.orderBy === 'NEWEST' ? '3' : '1';
      const keyword = args.keyword?.trim() || undefined;
      return buildConnection(args, (p, s) => volunteerList(ctx.upstream, { keyword, sortType }, p, s), (row) => volunteerSource(row));
    },
    volunteerTeams: (_root, args, ctx) => {
      const params = {
        type: args.kind === 'COMMUNITY_GROUP' ? '2' : '1',
        keyword: args.keyword?.trim() || undefined,
        serviceType: args.serviceType ? String(SERVICE_TYPES.indexOf(args.serviceType) + 1) : undefined,
        region: args.regionCode?.trim() || undefined,
      };
      if (ctx.session.token) ctx.response.personal();
      return buildConnection(args, (p, s) => teamList(ctx.upstream, params, p, s), (row) => teamSource(row));
    },
    recruitmentActivities: (_root, args, ctx) => {
      if (args.status === 'DRAFT') throw badInput('Drafts are listed on VolunteerTeam.drafts.');
      const params = {
        teamId: args.teamId ? rawId(args.teamId, 'VolunteerTeam', 'teamId') : undefined,
        activityStatus: args.status ? recruitmentStatusCode(args.status) : undefined,
        keyword: args.keyword?.trim() || undefined,
      };
      if (ctx.session.token) ctx.response.personal();
      return buildConnection(args, (p, s) => activityList(ctx.upstream, params, p, s), (row) => activitySource(row));
    },
    volunteerRanking: (_root, args, ctx) => {
      const params = {
        teamId: args.teamId ? rawId(args.teamId, 'VolunteerTeam', 'teamId') : undefined,
        month: args.month ? month(args.month) : undefined,
        sortType: args.orderBy === 'SERVICE_HOURS' ? '2' : '1',
      };
      return buildConnection(args, (p, s) => ranking(ctx.upstream, params, p, s), (row) => ({ rank: int(row.rank) ?? 0, row }));
    },
    volunteerHonours: async (_root, args, ctx) => {
      const id = args.volunteerId ? rawId(args.volunteerId, 'Volunteer', 'volunteerId') : '';
      if (!id && ctx.session.token) ctx.response.personal();
      return (await ctx.loaders.volunteers.honours.load(id)).map(honourSource);
    },
    volunteerTeamInvitation: async (_root, args, ctx) => {
      const code = args.code.trim();
      if (!/^[\w-]{1,64}$/.test(code)) return null;
      const row = await teamInvitation(ctx.upstream, code);
      return row ? teamSource(row) : null;
    },
  },
  Mutation: volunteerMutations,
  User: {
    volunteerApplication: async (_u, _a, ctx) => {
      requireToken(ctx);
      const row = await ctx.loaders.volunteers.application();
      return row ? applicationSource(row) : null;
    },
    volunteerTeams: (_u, args, ctx) => {
      requireToken(ctx);
      const type = args.kind === 'COMMUNITY_GROUP' ? '2' : '1';
      return buildConnection(args, (p, s) => teamList(ctx.upstream, { type, mine: '1' }, p, s), (row) => teamSource(row));
    },
    recruitmentApplications: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (p, s) => myRecruitmentApplications(ctx.upstream, p, s), recruitmentApplicationSource);
    },
    volunteerSchedule: async (_u, args, ctx) => {
      requireToken(ctx);
      return (await mySchedule(ctx.upstream, month(args.month))).map(shiftSource);
    },
    volunteerSignIns: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (p, s) => signInRecords(ctx.upstream, p, s), signInSource);
    },
    makeUpRequests: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (p, s) => makeUpList(ctx.upstream, {}, p, s), makeUpSource);
    },
    volunteerPoints: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnectionWith(args, (p, s) => pointsRecords(ctx.upstream, p, s), pointsSource, 'totalPoints', (page) => page.totalPoints);
    },
    volunteerMessages: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnectionWith(args, (p, s) => messages(ctx.upstream, p, s), messageSource, 'unreadCount', (page) => page.unread);
    },
  },
  VolunteerHome: {
    banners: (h) =>
      (h.banners ?? []).map((b) => {
        const title = text(b.title) ?? '';
        const link = text(b.jumpUrl);
        return { id: toGlobalId('VolunteerBanner', String(b.id ?? title)), title, image: imageFrom(b.image, title), path: link && link.startsWith('/') ? link : null };
      }),
    volunteerCount: (h) => int(h.volunteerNum) ?? 0,
    teamCount: (h) => int(h.teamNum) ?? 0,
    activityCount: (h) => int(h.activityNum) ?? 0,
    serviceHours: (h) => hours(h.serviceTime),
  },
  Volunteer: {
    id: (v) => toGlobalId('Volunteer', v.id),
    upstreamId: (v) => v.id,
    name: (v) => maskName(text(v.row.realName) ?? ''),
    photo: (v) => imageFrom(v.row.headImg, maskName(text(v.row.realName) ?? '')),
    gender: (v) => ofList(v.row.gender, GENDERS),
    starRating: (v) => Math.max(1, Math.min(10, int(v.row.star) ?? 1)),
    serviceHours: (v) => hours(v.row.serviceTime),
    points: (v) => int(v.row.integral) ?? 0,
    skills: (v) => valuesOf(v.row.skills, SKILLS),
    serviceAreas: (v) => valuesOf(v.row.serviceAreas, SERVICE_TYPES),
    teamNames: (v) => strings(v.row.teamNames),
    registeredAt: (v) => when(v.row.joinTime),
    intro: async (v, _a, ctx) => text((v.detailed ? v.row : await ctx.loaders.volunteers.volunteerDetail.load(v.id))?.intro),
    honourCount: async (v, _a, ctx) => int((v.detailed ? v.row : await ctx.loaders.volunteers.volunteerDetail.load(v.id))?.honourNum),
    serviceCount: async (v, _a, ctx) => int((v.detailed ? v.row : await ctx.loaders.volunteers.volunteerDetail.load(v.id))?.serviceNum),
    detailPath: (v) => `/volunteer-desc/${encodeURIComponent(v.id)}`,
    serviceRecords: (v, args, ctx) => buildConnection(args, (p, s) => serviceRecords(ctx.upstream, v.id, p, s), (row) => row),
    honours: async (v, _a, ctx) => (await ctx.loaders.volunteers.honours.load(v.id)).map(honourSource),
  },
  ServiceRecord: {
    activity: async (r, _a, ctx) => {
      const id = text(r.activityId);
      const row = id ? await ctx.loaders.volunteers.activity.load(id) : null;
      return row ? activitySource(row) : null;
    },
    title: (r) => text(r.activityName) ?? '',
    teamName: (r) => text(r.teamName) ?? '',
    serviceHours: (r) => hours(r.serviceTime),
    serviceCount: (r) => int(r.serviceNum) ?? 0,
    lastServedAt: (r) => when(r.lastServiceTime),
  },
  VolunteerApplication: {
    id: (a) => toGlobalId('VolunteerApplication', a.id),
    status: (a) => (text(a.row.auditStatus) === '1' ? 'APPROVED' : text(a.row.auditStatus) === '2' ? 'REJECTED' : 'PENDING'),
    rejectReason: (a) => (text(a.row.auditStatus) === '2' ? text(a.row.auditReason) : null),
    realName: (a) => text(a.row.realName) ?? '',
    maskedPhone: (a) => text(a.row.phone) ?? '',
    gender: (a) => ofList(a.row.gender, GENDERS),
    birthDate: (a) => text(a.row.birthday) ?? '',
    skills: (a) => valuesOf(a.row.skills, SKILLS),
    serviceAreas: (a) => valuesOf(a.row.serviceAreas, SERVICE_TYPES),
    availability: (a) => valuesOf(a.row.availability, AVAILABILITY),
    photo: (a) => imageFrom(a.row.photo, text(a.row.realName) ?? ''),
    intro: (a) => text(a.row.intro),
    submittedAt: (a) => when(a.row.createTime),
    decidedAt: (a) => when(a.row.auditTime),
    volunteer: async (a, _x, ctx) => {
      const id = text(a.row.volunteerId);
      const row = id ? await ctx.loaders.volunteers.volunteer.load(id) : null;
      return row ? volunteerSource(row) : null;
    },
  },
  VolunteerTeam: {
    ...commentableFields,
    id: (t) => toGlobalId('VolunteerTeam', t.id),
    upstreamId: (t) => t.id,
    kind: (t) => (isGroup(t.row) ? 'COMMUNITY_GROUP' : 'TEAM'),
    name: (t) => text(t.row.name) ?? '',
    logo: (t) => imageFrom(t.row.logo, text(t.row.name) ?? ''),
    regionCode: (t) => text(t.row.region),
    regionName: (t) => text(t.row.regionName),
    serviceType: (t) => valueOf(t.row.serviceType, SERVICE_TYPES),
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
      return buildConnection(args, (p, s) => activityList(ctx.upstream, { teamId: t.id, activityStatus }, p, s), (row) => activitySource(row));
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
      if (!isDay(args.date)) throw badInput('date must be yyyy-MM-dd.');
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
  RecruitmentActivity: {
    id: (a) => toGlobalId('RecruitmentActivity', a.id),
    upstreamId: (a) => a.id,
    name: (a) => text(a.row.name) ?? '',
    cover: (a) => imagesFrom(a.row.images, text(a.row.name) ?? '')[0] ?? null,
    images: (a) => imagesFrom(a.row.images, text(a.row.name) ?? ''),
    team: async (a, _x, ctx) => {
      const id = text(a.row.teamId);
      const row = id ? await ctx.loaders.volunteers.team.load(id) : null;
      return row ? teamSource(row) : null;
    },
    teamName: (a) => text(a.row.teamName),
    serviceType: (a) => valueOf(a.row.serviceType, SERVICE_TYPES),
    summary: (a) => text(a.row.summary),
    requirements: (a) => text(a.row.requirement),
    address: (a) => text(a.row.address),
    location: (a) => location(a.row),
    signInRadius: (a) => int(a.row.signRange) ?? 0,
    startDate: (a) => text(a.row.startDate),
    endDate: (a) => text(a.row.endDate),
    dailyStartTime: (a) => text(a.row.startTime),
    dailyEndTime: (a) => text(a.row.endTime),
    recruitDeadline: (a) => text(a.row.recruitEndDate),
    quota: (a) => int(a.row.recruitNum) ?? 0,
    approvedCount: (a) => int(a.row.passNum) ?? 0,
    pendingCount: (a) => int(a.row.auditNum) ?? 0,
    reserveCount: (a) => int(a.row.reserveNum) ?? 0,
    remaining: (a) => Math.max(0, (int(a.row.recruitNum) ?? 0) - (int(a.row.passNum) ?? 0)),
    pointsBonus: (a) => int(a.row.integral) ?? 0,
    status: (a) => recruitmentStatus(a.row.activityStatus),
    draftStep: (a) => int(a.row.step) ?? 1,
    detailPath: (a) => `/volunteer-activity/${encodeURIComponent(a.id)}`,
    viewerApplication: async (a, _x, ctx) => {
      if (!ctx.session.token) return null;
      ctx.response.personal();
      const row = await activityDetailRow(a, ctx);
      const id = text(row.userApplyId);
      if (!id) return null;
      return recruitmentApplicationSource({ id, activityId: a.id, status: row.userApplyStatus, auditReason: row.userAuditReason });
    },
    viewerCanApply: async (a, _x, ctx) => {
      if (!ctx.session.token) return false;
      ctx.response.personal();
      const mine = a.row.userApplyStatus !== undefined ? a.row.userApplyStatus : (await activityDetailRow(a, ctx)).userApplyStatus;
      return applyError(recruitmentStatus(a.row.activityStatus), await viewerIsVolunteer(ctx), applicationStatus(text(mine))) === null;
    },
    viewerCanManage: async (a, _x, ctx) => isManager(await roleInTeam(String(a.row.teamId ?? ''), ctx)),
    applications: async (a, args, ctx) => {
      if (!isManager(await roleInTeam(String(a.row.teamId ?? ''), ctx))) return null;
      const status = args.status ? String(APPLICATION_STATUSES.indexOf(args.status)) : '';
      return buildConnection(args, (p, s) => activityApplications(ctx.upstream, a.id, status, p, s), recruitmentApplicationSource);
    },
    shifts: async (a, _x, ctx) => {
      if (ctx.session.token) ctx.response.personal();
      const rows = await ctx.loaders.volunteers.activityShifts.load(a.id);
      for (const row of rows) ctx.loaders.volunteers.shift.prime(String(row.id), row);
      return rows.map(shiftSource);
    },
  },
  RecruitmentApplication: {
    id: (r) => toGlobalId('RecruitmentApplication', `${text(r.row.activityId) ?? '0'}.${r.id}`),
    status: (r) => applicationStatus(r.row.status) ?? 'PENDING',
    remark: (r) => text(r.row.remark),
    rejectReason: (r) => (text(r.row.status) === '2' ? text(r.row.auditReason) : null),
    appliedAt: (r) => when(r.row.createTime),
    decidedAt: (r) => when(r.row.auditTime),
    applicantName: (r) => text(r.row.realName) ?? '',
    applicantAvatar: (r) => imageFrom(r.row.headImg, text(r.row.realName) ?? ''),
    volunteer: async (r, _a, ctx) => {
      const id = text(r.row.volunteerId);
      const row = id ? await ctx.loaders.volunteers.volunteer.load(id) : null;
      return row ? volunteerSource(row) : null;
    },
    activity: async (r, _a, ctx) => {
      if (r.row.activity) return activitySource(r.row.activity);
      const id = text(r.row.activityId);
      const row = id ? ((await ctx.loaders.volunteers.activity.load(id)) ?? (await ctx.loaders.volunteers.activityDetail.load(id))) : null;
      return row ? activitySource(row) : null;
    },
  },
  Shift: {
    id: (s) => toGlobalId('Shift', s.id),
    upstreamId: (s) => s.id,
    kind: (s) => (text(s.row.activityId) ? 'ACTIVITY' : 'DUTY'),
    title: (s) => text(s.row.title) ?? '',
    date: (s) => text(s.row.scheduleDate) ?? '',
    startsAt: (s) => isoChina(shiftTimes(s.row).start)!,
    endsAt: (s) => isoChina(shiftTimes(s.row).end)!,
    quota: (s) => int(s.row.maxNum) ?? 0,
    approvedCount: (s) => int(s.row.passNum) ?? 0,
    pendingCount: (s) => int(s.row.auditNum) ?? 0,
    remaining: (s) => remainingOf(s.row),
    address: (s) => text(s.row.address),
    location: (s) => location(s.row) ?? { longitude: num(s.row.longitude) ?? 0, latitude: num(s.row.latitude) ?? 0 },
    signInRadius: (s) => int(s.row.signRange) ?? 0,
    signInOpensAt: (s) => isoChina(shiftTimes(s.row).start - SIGN_IN_EARLY_MS)!,
    signInClosesAt: (s) => isoChina(shiftTimes(s.row).end)!,
    signInOpen: (s, _a, ctx) => signInOpen(shiftTimes(s.row), ctx.now.getTime()),
    team: async (s, _a, ctx) => {
      const id = text(s.row.teamId);
      const row = id ? await ctx.loaders.volunteers.team.load(id) : null;
      return row ? teamSource(row) : null;
    },
    activity: async (s, _a, ctx) => {
      const id = text(s.row.activityId);
      const row = id ? await ctx.loaders.volunteers.activity.load(id) : null;
      return row ? activitySource(row) : null;
    },
    viewerStatus: (s) => shiftViewerStatus(s.row),
    viewerSignIn: (s) => (s.row.userSignIn ? signInSource(s.row.userSignIn) : null),
    viewerMakeUpStatus: (s) => ofList((int(s.row.userMakeUpStatus) ?? -1) + 1, MAKE_UP_STATUSES),
    viewerCanPick: async (s, _a, ctx) => ctx.session.token !== null && pickError(s.row, await shiftRole(s, ctx), ctx.now.getTime()) === null,
    viewerCanSignIn: (s, _a, ctx) => ctx.session.token !== null && signInError(s.row, ctx.now.getTime()) === null,
    viewerCanSignOut: (s, _a, ctx) => ctx.session.token !== null && signOutError(s.row, ctx.now.getTime()) === null,
    viewerCanMakeUp: (s, _a, ctx) => ctx.session.token !== null && makeUpError(s.row, ctx.now.getTime()) === null,
    viewerCanManage: async (s, _a, ctx) => isManager(await shiftRole(s, ctx)),
    roster: async (s, _a, ctx) => {
      if (!isManager(await shiftRole(s, ctx))) return null;
      return (await ctx.loaders.volunteers.picks.load(s.id)).map((row) => rosterSource(s.id, row));
    },
    signInCode: async (s, _a, ctx) => {
      if (!isManager(await shiftRole(s, ctx))) return null;
      const row = await signInCode(ctx.upstream, s.id);
      const code = text(row?.qrCode);
      if (!row || !code) return null;
      return {
        code,
        refreshAt: chinaDateTime(row.refreshTime) ?? isoChina(ctx.now.getTime())!,
        expiresAt: chinaDateTime(row.expireTime) ?? isoChina(ctx.now.getTime())!,
        refreshInMs: Math.max(1000, int(row.refreshMillis) ?? 30_000),
      };
    },
  },
  SignInCode: {
    path: (c) => `/team-sign?code=${encodeURIComponent(c.code)}`,
  },
  ShiftRosterEntry: {
    id: (r) => toGlobalId('ShiftRosterEntry', `${r.shiftId}.${r.row.id}.${r.row.userId}`),
    name: (r) => text(r.row.realName) ?? '',
    avatar: (r) => imageFrom(r.row.headImg, text(r.row.realName) ?? ''),
    status: (r) => pickStatus(r.row.status),
    fromActivity: (r) => text(r.row.source) === 'ACTIVITY',
    pickedAt: (r) => when(r.row.createTime),
    signIn: (r) => (r.row.signIn ? signInSource(r.row.signIn) : null),
  },
  SignIn: {
    id: (s) => toGlobalId('SignIn', s.id),
    name: (s) => text(s.row.realName) ?? '',
    avatar: (s) => imageFrom(s.row.headImg, text(s.row.realName) ?? ''),
    signedInAt: (s) => when(s.row.signInTime) ?? '',
    signedOutAt: (s) => when(s.row.signOutTime),
    signInMethod: (s) => ofList(s.row.signInType, SIGN_METHODS) ?? 'LOCATION',
    signOutMethod: (s) => (text(s.row.signOutTime) ? ofList(s.row.signOutType, SIGN_METHODS) : null),
    distanceMetres: (s) => int(s.row.distance),
    serviceMinutes: (s) => int(s.row.serviceTime) ?? 0,
    shiftTitle: (s) => text(s.row.scheduleTitle),
    shiftDate: (s) => text(s.row.scheduleDate),
    shift: async (s, _a, ctx) => {
      const id = text(s.row.scheduleId);
      const row = id ? await ctx.loaders.volunteers.shift.load(id) : null;
      return row ? shiftSource(row) : null;
    },
  },
  MakeUpRequest: {
    id: (m) => toGlobalId('MakeUpRequest', `${text(m.row.scheduleId) ?? '0'}.${m.id}`),
    shiftTitle: (m) => text(m.row.scheduleTitle) ?? '',
    shiftDate: (m) => text(m.row.scheduleDate) ?? '',
    shift: async (m, _a, ctx) => {
      const id = text(m.row.scheduleId);
      const row = id ? await ctx.loaders.volunteers.shift.load(id) : null;
      return row ? shiftSource(row) : null;
    },
    applicantName: (m) => text(m.row.realName) ?? '',
    applicantAvatar: (m) => imageFrom(m.row.headImg, text(m.row.realName) ?? ''),
    reason: (m) => text(m.row.reason) ?? '',
    claimedSignInAt: (m) => when(m.row.signInTime) ?? '',
    claimedSignOutAt: (m) => when(m.row.signOutTime) ?? '',
    status: (m) => MAKE_UP_STATUSES[int(m.row.status) ?? 0] ?? 'PENDING',
    rejectReason: (m) => (text(m.row.status) === '2' ? text(m.row.auditReason) : null),
    createdAt: (m) => when(m.row.createTime),
    decidedAt: (m) => when(m.row.auditTime),
  },
  PointsRecord: {
    id: (p) => toGlobalId('PointsRecord', p.id),
    points: (p) => int(p.row.integral) ?? 0,
    kind: (p) => ofList(p.row.type, POINTS_KINDS),
    title: (p) => text(p.row.title) ?? '',
    createdAt: (p) => when(p.row.createTime),
  },
  Honour: {
    id: (h) => toGlobalId('Honour', h.id),
    name: (h) => text(h.row.name) ?? '',
    icon: (h) => imageFrom(h.row.icon, text(h.row.name) ?? ''),
    rule: (h) => text(h.row.rule) ?? '',
    kind: (h) => (HONOUR_KINDS as readonly string[]).includes(text(h.row.type) ?? '') ? (text(h.row.type) as (typeof HONOUR_KINDS)[number]) : null,
    threshold: (h) => int(h.row.threshold) ?? 0,
    points: (h) => int(h.row.integral) ?? 0,
    earned: (h) => flag(h.row.obtain),
    earnedAt: (h) => when(h.row.obtainTime),
  },
  VolunteerRankingEntry: {
    rank: (e) => e.rank,
    volunteer: (e) => volunteerSource(e.row),
    points: (e) => int(e.row.integral) ?? 0,
    serviceHours: (e) => hours(e.row.serviceTime),
  },
  VolunteerMessage: {
    id: (m) => toGlobalId('VolunteerMessage', m.id),
    kind: (m) => ofList(m.row.type, MESSAGE_KINDS),
    title: (m) => text(m.row.title) ?? '',
    content: (m) => text(m.row.content) ?? '',
    read: (m) => flag(m.row.readStatus),
    createdAt: (m) => when(m.row.createTime),
    team: async (m, _a, ctx) => {
      const id = text(m.row.teamId);
      const row = id ? await ctx.loaders.volunteers.team.load(id) : null;
      return row ? teamSource(row) : null;
    },
  },
};

export { TEAM_KINDS };
