/** Shifts, their sign-in codes and rosters, sign-ins and make-up requests. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { isoChina } from '../../core/time.ts';
import { signInCode } from './upstream.ts';
import {
  isManager,
  makeUpError,
  pickError,
  pickStatus,
  remainingOf,
  shiftTimes,
  shiftViewerStatus,
  signInError,
  signInOpen,
  SIGN_IN_EARLY_MS,
  signOutError,
} from './rules.ts';
import { activitySource, rosterSource, shiftSource, signInSource, teamSource } from './source.ts';
import { SIGN_METHODS, MAKE_UP_STATUSES, ofList, when, shiftRole, location } from './fields.ts';

export const shiftFields: Resolvers = {
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
    viewerCanPick: async (s, _a, ctx) =>
      ctx.session.token !== null && pickError(s.row, await shiftRole(s, ctx), ctx.now.getTime()) === null,
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
    detailPath: (s) => `/sign-in-activity-detail/${encodeURIComponent(toGlobalId('SignIn', s.id))}`,
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
};
