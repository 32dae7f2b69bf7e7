/** Recruitment activities and the applications to them. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { activityApplications } from './upstream.ts';
import { applyError, isManager, recruitmentStatus, SERVICE_TYPES, applicationStatus, valueFrom, APPLICATION_STATUSES } from './rules.ts';
import { activitySource, recruitmentApplicationSource, shiftSource, teamSource, volunteerSource } from './source.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { when, activityDetailRow, location } from './fields.ts';

export const recruitmentFields: Resolvers = {
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
    serviceType: (a) => valueFrom(a.row.serviceType, SERVICE_TYPES),
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
    detailPath: (a) => `/volunteer-activity-desc/${encodeURIComponent(a.id)}`,
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
};
