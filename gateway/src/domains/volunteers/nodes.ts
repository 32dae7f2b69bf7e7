import type { NodeLoader } from '../../core/relay/node.ts';
import { text } from '../../core/normalise.ts';
import {
  activitySource,
  applicationSource,
  memberSource,
  projectSource,
  shiftSource,
  signInSource,
  teamSource,
  volunteerSource,
} from './source.ts';
import type {
  ActivitySource,
  MemberSource,
  ProjectSource,
  ShiftSource,
  SignInSource,
  TeamSource,
  VolunteerApplicationSource,
  VolunteerSource,
} from './types.ts';

const ID = /^\d{1,12}$/;

type VolunteerNode =
  | VolunteerSource
  | TeamSource
  | MemberSource
  | ProjectSource
  | ActivitySource
  | ShiftSource
  | SignInSource
  | VolunteerApplicationSource;

/** `node(id:)` and `nodeByUpstreamId` of the volunteer area's types (batched where lists meet them). */
export const volunteerNodeLoaders: Record<string, NodeLoader<VolunteerNode>> = {
  /** A sign-in: the viewer's own only (anyone else's answers as a missing one). */
  SignIn: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.signInDetail.load(rawId);
    return row ? signInSource(row) : null;
  },
  Volunteer: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.volunteerDetail.load(rawId);
    return row ? volunteerSource(row, true) : null;
  },
  VolunteerTeam: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.teamDetail.load(rawId);
    return row ? teamSource(row, true) : null;
  },
  TeamMember: async (rawId, ctx) => {
    // `teamId.memberId` (the global id), or the member's own id (nodeByUpstreamId)
    const id = /^\d{1,12}\.(\d{1,12})$/.exec(rawId)?.[1] ?? (ID.test(rawId) ? rawId : null);
    const row = id ? await ctx.loaders.volunteers.member.load(id) : null;
    return row ? memberSource(row) : null;
  },
  BrandProject: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.project.load(rawId);
    return row ? projectSource(row, true) : null;
  },
  RecruitmentActivity: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.activityDetail.load(rawId);
    return row ? activitySource(row, true) : null;
  },
  Shift: async (rawId, ctx) => {
    if (!ID.test(rawId)) return null;
    const row = await ctx.loaders.volunteers.shift.load(rawId);
    return row ? shiftSource(row) : null;
  },
  VolunteerApplication: async (rawId, ctx) => {
    const row = await ctx.loaders.volunteers.application();
    return row && text(row.id) === rawId ? applicationSource(row) : null;
  },
};
