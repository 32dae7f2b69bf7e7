import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { buildConnection, buildConnectionWith } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { badInput } from '../../core/upstream/errors.ts';
import {
  activityList,
  makeUpList,
  messages,
  myRecruitmentApplications,
  mySchedule,
  pointsRecords,
  ranking,
  signInRecords,
  teamInvitation,
  teamList,
  volunteerList,
} from './upstream.ts';
import { AVAILABILITY, recruitmentStatusCode, SERVICE_TYPES, SKILLS, VOLUNTEER_LIMITS } from './rules.ts';
import {
  activitySource,
  applicationSource,
  honourSource,
  makeUpSource,
  messageSource,
  pointsSource,
  recruitmentApplicationSource,
  shiftSource,
  signInSource,
  teamSource,
  volunteerSource,
} from './source.ts';
import { volunteerMutations } from './mutations.ts';
import { hours, rawId, month } from './fields.ts';
import { volunteerFields } from './volunteer-fields.ts';
import { teamFields } from './team-fields.ts';
import { recruitmentFields } from './recruitment-fields.ts';
import { shiftFields } from './shift-fields.ts';

export const volunteerResolvers: Resolvers = {
  InputLimits: Object.fromEntries(Object.entries(VOLUNTEER_LIMITS).map(([k, v]) => [k, () => v])),
  Query: {
    volunteerHome: async (_root, _args, ctx) => (await ctx.loaders.volunteers.home()) ?? {},
    volunteerFormChoices: () => ({ skills: [...SKILLS], serviceTypes: [...SERVICE_TYPES], availability: [...AVAILABILITY] }),
    volunteers: (_root, args, ctx) => {
      const sortType = args.orderBy === 'POINTS' ? '2' : args.orderBy === 'NEWEST' ? '3' : '1';
      const keyword = args.keyword?.trim() || undefined;
      return buildConnection(
        args,
        (p, s) => volunteerList(ctx.upstream, { keyword, sortType }, p, s),
        (row) => volunteerSource(row),
      );
    },
    volunteerTeams: (_root, args, ctx) => {
      const params = {
        type: args.kind === 'COMMUNITY_GROUP' ? '2' : '1',
        keyword: args.keyword?.trim() || undefined,
        serviceType: args.serviceType ? String(SERVICE_TYPES.indexOf(args.serviceType) + 1) : undefined,
        region: args.regionCode?.trim() || undefined,
      };
      if (ctx.session.token) ctx.response.personal();
      return buildConnection(
        args,
        (p, s) => teamList(ctx.upstream, params, p, s),
        (row) => teamSource(row),
      );
    },
    recruitmentActivities: (_root, args, ctx) => {
      if (args.status === 'DRAFT') throw badInput('Drafts are listed on VolunteerTeam.drafts.');
      const params = {
        teamId: args.teamId ? rawId(args.teamId, 'VolunteerTeam', 'teamId') : undefined,
        activityStatus: args.status ? recruitmentStatusCode(args.status) : undefined,
        keyword: args.keyword?.trim() || undefined,
      };
      if (ctx.session.token) ctx.response.personal();
      return buildConnection(
        args,
        (p, s) => activityList(ctx.upstream, params, p, s),
        (row) => activitySource(row),
      );
    },
    volunteerRanking: (_root, args, ctx) => {
      const params = {
        teamId: args.teamId ? rawId(args.teamId, 'VolunteerTeam', 'teamId') : undefined,
        month: args.month ? month(args.month) : undefined,
        sortType: args.orderBy === 'SERVICE_HOURS' ? '2' : '1',
      };
      return buildConnection(
        args,
        (p, s) => ranking(ctx.upstream, params, p, s),
        (row) => ({ rank: int(row.rank) ?? 0, row }),
      );
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
      return buildConnection(
        args,
        (p, s) => teamList(ctx.upstream, { type, mine: '1' }, p, s),
        (row) => teamSource(row),
      );
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
      return buildConnectionWith(
        args,
        (p, s) => pointsRecords(ctx.upstream, p, s),
        pointsSource,
        'totalPoints',
        (page) => page.totalPoints,
      );
    },
    volunteerMessages: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnectionWith(
        args,
        (p, s) => messages(ctx.upstream, p, s),
        messageSource,
        'unreadCount',
        (page) => page.unread,
      );
    },
  },
  VolunteerHome: {
    banners: (h) =>
      (h.banners ?? []).map((b) => {
        const title = text(b.title) ?? '';
        const link = text(b.jumpUrl);
        return {
          id: toGlobalId('VolunteerBanner', String(b.id ?? title)),
          title,
          image: imageFrom(b.image, title),
          path: link?.startsWith('/') ? link : null,
        };
      }),
    volunteerCount: (h) => int(h.volunteerNum) ?? 0,
    teamCount: (h) => int(h.teamNum) ?? 0,
    activityCount: (h) => int(h.activityNum) ?? 0,
    serviceHours: (h) => hours(h.serviceTime),
  },
  ...volunteerFields,
  ...teamFields,
  ...recruitmentFields,
  ...shiftFields,
};
