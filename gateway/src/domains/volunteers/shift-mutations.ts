/**
 * The shift mutations: a manager's shift saved and its picks decided, a volunteer's pick and its
 * cancellation, sign-in and sign-out (by location, by code, by a manager's assistance), make-up
 * requests and their decision.
 */
import type { GatewayContext } from '../../core/context.ts';
import type { MutationSteps } from '../../core/mutate.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { int, text } from '../../core/normalise.ts';
import { UPSTREAM_ID, rawIdOf } from '../../core/relay/global-id.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { makeUpPost, schedulePost, signInPost } from './upstream.ts';
import {
  DEFAULT_RADIUS,
  makeUpError,
  makeUpTimes,
  optionalText,
  parseSignInCode,
  pickError,
  radiusError,
  requiredText,
  requireManager,
  shiftTimes,
  shiftViewerStatus,
  signInError,
  signInOpen,
  SIGN_OUT_LATE_MS,
  signOutError,
  validateShift,
  validLocation,
  VOLUNTEER_LIMITS as L,
} from './rules.ts';
import { roleInTeam } from './access.ts';
import { makeUpSource, rosterKey, shiftSource, signInSource } from './source.ts';
import type { MakeUpRow, ShiftRow, SignInRow } from './types.ts';
import { changedShift, fresh, mutateVolunteers, notFound, pairOf, shiftRow, teamRow } from './mutation-rows.ts';

/** The answer of a sign-in call: the sign-in and the shift afresh, or the typed refusal. */
async function signedIn<F>(m: MutationSteps<F>, ctx: GatewayContext, shiftId: string, envelope: Envelope, field = 'shiftId') {
  m.accepted(envelope, field);
  changedShift(ctx, shiftId);
  const signIn = decodeData<SignInRow>(envelope);
  const row = await shiftRow(ctx, shiftId);
  return { signIn: signIn ? signInSource(signIn) : null, shift: row ? shiftSource(row) : null };
}

/** The shift of a roster entry's global id and the entry afresh; RESOURCE_NOT_FOUND when either is gone. */
async function rosterShift<F>(m: MutationSteps<F>, ctx: GatewayContext, rosterEntryId: string) {
  const key = m.found(rosterKey(rawIdOf(rosterEntryId, 'ShiftRosterEntry', /^[\d.]{5,40}$/) ?? ''), 'rosterEntryId');
  const row = m.found(await shiftRow(ctx, key.shiftId), 'rosterEntryId');
  m.check(requireManager(await roleInTeam(text(row.teamId) ?? '', ctx)));
  const entry = (await fresh(ctx.loaders.volunteers.picks, key.shiftId)).find((p) => String(p.id) === key.pickId);
  return { key, row, entry };
}

export const shiftMutations: MutationResolvers = {
  saveShift: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { shift: null }, async (m) => {
      let existing: ShiftRow | null = null;
      let teamId: string | null;
      if (input.shiftId) {
        const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
        existing = m.found(await shiftRow(ctx, id), 'shiftId');
        if (text(existing.activityId)) m.refuse(inputError('ACTIVITY_SHIFT', 'shiftId'));
        teamId = text(existing.teamId);
      } else {
        teamId = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
      }
      if (!teamId) return m.refuse(notFound('teamId'));
      const team = m.found(await teamRow(ctx, teamId), 'teamId');
      m.check(requireManager(await roleInTeam(teamId, ctx, team)));
      m.check(validateShift(input, ctx.now.getTime(), existing ? (int(existing.passNum) ?? 0) : 0));
      const form: Record<string, string> = {
        teamId,
        title: input.title.trim(),
        scheduleDate: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
        maxNum: String(input.quota),
        signRange: String(input.signInRadius ?? DEFAULT_RADIUS),
      };
      if (existing) form.id = String(existing.id);
      if (input.address?.trim()) form.address = input.address.trim();
      if (input.location && validLocation(input.location)) {
        form.longitude = String(input.location.longitude);
        form.latitude = String(input.location.latitude);
      }
      const envelope = m.accepted(await schedulePost(ctx.upstream, 'save', form));
      const row = decodeData<ShiftRow>(envelope);
      if (row) changedShift(ctx, String(row.id));
      return { shift: row ? shiftSource(row) : null };
    }),

  pickShift: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { shift: null }, async (m) => {
      const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
      const row = m.found(await shiftRow(ctx, id), 'shiftId');
      m.check(pickError(row, await roleInTeam(text(row.teamId) ?? '', ctx), ctx.now.getTime()));
      m.accepted(await schedulePost(ctx.upstream, 'pick', { scheduleId: id }), 'shiftId');
      changedShift(ctx, id);
      const picked = await shiftRow(ctx, id);
      return { shift: picked ? shiftSource(picked) : null };
    }),

  cancelShiftPick: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { shift: null }, async (m) => {
      const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
      const row = m.found(await shiftRow(ctx, id), 'shiftId');
      const status = shiftViewerStatus(row);
      if ((status !== 'PENDING' && status !== 'APPROVED') || text(row.activityId)) m.refuse(inputError('NOTHING_TO_CANCEL', 'shiftId'));
      if (ctx.now.getTime() >= shiftTimes(row).start) m.refuse(inputError('CANCEL_TOO_LATE', 'shiftId'));
      m.accepted(await schedulePost(ctx.upstream, 'cancelPick', { scheduleId: id }), 'shiftId');
      changedShift(ctx, id);
      const cancelled = await shiftRow(ctx, id);
      return { shift: cancelled ? shiftSource(cancelled) : null };
    }),

  decideShiftPick: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { shift: null }, async (m) => {
      const { key, row, entry } = await rosterShift(m, ctx, input.rosterEntryId);
      if (!entry) return m.refuse(notFound('rosterEntryId'));
      if (text(entry.status) !== '0') m.refuse(inputError('ALREADY_DECIDED', 'rosterEntryId'));
      if (input.approve && (int(row.passNum) ?? 0) >= (int(row.maxNum) ?? 0)) m.refuse(inputError('SHIFT_FULL', 'rosterEntryId'));
      m.accepted(await schedulePost(ctx.upstream, 'audit', { id: key.pickId, pass: input.approve ? '1' : '0' }), 'rosterEntryId');
      changedShift(ctx, key.shiftId);
      ctx.loaders.volunteers.picks.clear(key.shiftId);
      const decided = await shiftRow(ctx, key.shiftId);
      return { shift: decided ? shiftSource(decided) : null };
    }),

  signInByLocation: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { signIn: null, shift: null }, async (m) => {
      const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
      const row = m.found(await shiftRow(ctx, id), 'shiftId');
      m.check(signInError(row, ctx.now.getTime()));
      if (!validLocation(input.position)) m.refuse(inputError('POSITION_REQUIRED', 'position'));
      m.check(radiusError(row, input.position!));
      const form = { scheduleId: id, type: '1', longitude: String(input.position!.longitude), latitude: String(input.position!.latitude) };
      return signedIn(m, ctx, id, await signInPost(ctx.upstream, 'signIn', form));
    }),

  signInByCode: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { signIn: null, shift: null }, async (m) => {
      // Nothing a code claims (its shift, its age) is used before the upstream has checked its
      // signature: the upstream refuses a forged code as invalid whatever it claims, then judges
      // its age, the shift's sign-in window and the caller's place on it, in that order.
      const parsed = parseSignInCode(input.code);
      if (!parsed) return m.refuse(inputError('QR_INVALID', 'code'));
      return signedIn(m, ctx, parsed.shiftId, await signInPost(ctx.upstream, 'signIn', { type: '2', qrCode: input.code.trim() }), 'code');
    }),

  signOutOfShift: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { signIn: null, shift: null }, async (m) => {
      const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
      const row = m.found(await shiftRow(ctx, id), 'shiftId');
      m.check(signOutError(row, ctx.now.getTime()));
      return signedIn(m, ctx, id, await signInPost(ctx.upstream, 'signOut', { scheduleId: id, type: '1' }));
    }),

  assistSignIn: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { signIn: null, shift: null }, async (m) => {
      const { key, row, entry } = await rosterShift(m, ctx, input.rosterEntryId);
      if (!entry || text(entry.status) !== '1') return m.refuse(inputError('NOT_ON_SHIFT', 'rosterEntryId'));
      const now = ctx.now.getTime();
      const times = shiftTimes(row);
      const signIn = entry.signIn ?? null;
      if (input.action === 'SIGN_IN') {
        if (!signInOpen(times, now)) m.refuse(inputError('SIGN_IN_CLOSED', 'rosterEntryId'));
        if (signIn) m.refuse(inputError('ALREADY_SIGNED_IN', 'rosterEntryId'));
      } else {
        if (!signIn) return m.refuse(inputError('NOT_SIGNED_IN', 'rosterEntryId'));
        if (text(signIn.signOutTime)) m.refuse(inputError('ALREADY_SIGNED_OUT', 'rosterEntryId'));
        if (now > times.end + SIGN_OUT_LATE_MS) m.refuse(inputError('SIGN_OUT_CLOSED', 'rosterEntryId'));
      }
      ctx.loaders.volunteers.picks.clear(key.shiftId);
      const form = { scheduleId: key.shiftId, type: '3', userId: key.userId };
      return signedIn(
        m,
        ctx,
        key.shiftId,
        await signInPost(ctx.upstream, input.action === 'SIGN_IN' ? 'signIn' : 'signOut', form),
        'rosterEntryId',
      );
    }),

  requestMakeUp: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { request: null, shift: null }, async (m) => {
      const id = m.rawId(input.shiftId, 'Shift', 'shiftId', UPSTREAM_ID);
      const row = m.found(await shiftRow(ctx, id), 'shiftId');
      m.check(makeUpError(row, ctx.now.getTime()));
      const errors = requiredText(input.reason, 'reason', L.volunteerReasonMaxLength);
      const times = makeUpTimes(row, input.signedInTime.trim(), input.signedOutTime.trim());
      if ('code' in times) errors.push(times);
      m.check(errors);
      const day = text(row.scheduleDate) ?? '';
      const form = {
        scheduleId: id,
        reason: input.reason.trim(),
        signInTime: `${day} ${input.signedInTime.trim()}`,
        signOutTime: `${day} ${input.signedOutTime.trim()}`,
      };
      const envelope = m.accepted(await makeUpPost(ctx.upstream, 'apply', form), 'shiftId');
      changedShift(ctx, id);
      const request = decodeData<MakeUpRow>(envelope);
      const shift = await shiftRow(ctx, id);
      return { request: request ? makeUpSource(request) : null, shift: shift ? shiftSource(shift) : null };
    }),

  decideMakeUp: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { request: null, shift: null }, async (m) => {
      const ids = m.found(pairOf(input.requestId, 'MakeUpRequest'), 'requestId');
      const row = m.found(await shiftRow(ctx, ids[0]), 'requestId');
      m.check(requireManager(await roleInTeam(text(row.teamId) ?? '', ctx)));
      m.check(optionalText(input.reason, 'reason', L.volunteerReasonMaxLength));
      const envelope = m.accepted(
        await makeUpPost(ctx.upstream, 'audit', {
          id: ids[1],
          scheduleId: ids[0],
          pass: input.approve ? '1' : '0',
          auditReason: (input.reason ?? '').trim(),
        }),
        'requestId',
      );
      changedShift(ctx, ids[0]);
      const request = decodeData<MakeUpRow>(envelope);
      const shift = await shiftRow(ctx, ids[0]);
      return { request: request ? makeUpSource(request) : null, shift: shift ? shiftSource(shift) : null };
    }),
};
