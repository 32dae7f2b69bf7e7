/** The volunteer's own types: the volunteer, service records, the application, points, honours, ranking entries, messages. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom } from '../../core/image.ts';
import { flag, int, strings, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { serviceRecords } from './upstream.ts';
import { AVAILABILITY, SERVICE_TYPES, SKILLS, valuesOf } from './rules.ts';
import { activitySource, honourSource, maskName, teamSource, volunteerSource } from './source.ts';
import { GENDERS, POINTS_KINDS, MESSAGE_KINDS, HONOUR_KINDS, hours, ofList, when } from './fields.ts';

export const volunteerFields: Resolvers = {
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
    serviceRecords: (v, args, ctx) =>
      buildConnection(
        args,
        (p, s) => serviceRecords(ctx.upstream, v.id, p, s),
        (row) => row,
      ),
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
    kind: (h) =>
      (HONOUR_KINDS as readonly string[]).includes(text(h.row.type) ?? '') ? (text(h.row.type) as (typeof HONOUR_KINDS)[number]) : null,
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
