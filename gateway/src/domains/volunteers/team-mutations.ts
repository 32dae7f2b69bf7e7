/**
 * The volunteer's application and the teams' mutations (create, update, join, leave, decide a
 * join, act on a member, post a notice). Each checks the gateway's rules (rules.ts) BEFORE
 * calling the upstream, so a refused input costs no write and changes nothing.
 */
import type { GatewayContext } from '../../core/context.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { requireViewer } from '../../core/auth.ts';
import { int, text } from '../../core/normalise.ts';
import { UPSTREAM_ID } from '../../core/relay/global-id.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { applyVolunteer as postApplication, teamInvitation, teamPost } from './upstream.ts';
import {
  AVAILABILITY,
  codesOf,
  isGroup,
  joinError,
  leaveError,
  memberActionError,
  optionalText,
  requiredText,
  requireManager,
  SERVICE_TYPES,
  SKILLS,
  teamStatus,
  validateApplication,
  validateTeam,
  VOLUNTEER_LIMITS as L,
} from './rules.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { applicationSource } from './source.ts';
import type { ApplicationRow } from './types.ts';
import { joinRefusal, memberPayload, memberTarget, mutateVolunteers, regionCodes, teamPayload, teamRow } from './mutation-rows.ts';

/**
 * A manager's or the founder's action on one member (remove, set or cancel a manager, hand over
 * the founder role): the roles checked here (memberActionError), then the team call.
 */
function memberAction(
  ctx: GatewayContext,
  memberId: string,
  action: 'remove' | 'setManager' | 'transfer',
  call: { path: 'removeMember' | 'setManager' | 'transfer'; params?: Record<string, string> },
) {
  return mutateVolunteers(ctx, { member: null, team: null }, async (m) => {
    const target = await memberTarget(m, ctx, memberId, action === 'remove' ? 'manager' : 'founder');
    m.check(memberActionError(action, target.role, text(target.team.userMemberId), target.member));
    m.accepted(await teamPost(ctx.upstream, call.path, { id: String(target.member.id), ...call.params }), 'memberId');
    return memberPayload(ctx, target.member, target.teamId);
  });
}

export const teamMutations: MutationResolvers = {
  applyVolunteer: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { application: null }, async (m) => {
      const me = await requireViewer(ctx);
      if (!text(me.phone)) m.refuse(inputError('PHONE_BINDING_REQUIRED', 'phone'));
      const errors = validateApplication(input, ctx.now.getTime());
      const photo = input.photo ? uploadedFileKeys([input.photo], 'photo', 'IMAGE') : { keys: [], errors: [] };
      m.check([...errors, ...photo.errors]);
      const mine = await ctx.loaders.volunteers.application();
      const status = text(mine?.auditStatus);
      if (status === '0' || status === '1') m.refuse(inputError('VOLUNTEER_ALREADY_APPLIED', null));
      const envelope = m.accepted(
        await postApplication(ctx.upstream, {
          realName: input.realName.trim(),
          phone: encryptPhone(input.phone.trim(), ctx.settings.sm4Key),
          gender: input.gender === 'FEMALE' ? '2' : '1',
          birthday: input.birthDate.trim(),
          skills: codesOf(input.skills, SKILLS),
          serviceAreas: codesOf(input.serviceAreas, SERVICE_TYPES),
          availability: codesOf(input.availability, AVAILABILITY),
          photo: photo.keys[0]!,
          intro: (input.intro ?? '').trim(),
        }),
      );
      const row = decodeData<ApplicationRow>(envelope);
      return { application: row ? applicationSource(row) : null };
    }),

  createVolunteerTeam: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const me = await requireViewer(ctx);
      if (!text(me.phone)) m.refuse(inputError('PHONE_BINDING_REQUIRED', null));
      if (input.kind === 'TEAM' && !(await viewerIsVolunteer(ctx))) m.refuse(inputError('VOLUNTEER_REQUIRED', null));
      const errors = validateTeam(input, await regionCodes(ctx), true);
      const logo = input.logo ? uploadedFileKeys([input.logo], 'logo', 'IMAGE') : { keys: [], errors: [] };
      m.check([...errors, ...logo.errors]);
      const envelope = m.accepted(
        await teamPost(ctx.upstream, 'create', {
          type: input.kind === 'COMMUNITY_GROUP' ? '2' : '1',
          name: input.name.trim(),
          logo: logo.keys[0]!,
          region: input.regionCode.trim(),
          serviceType: String(SERVICE_TYPES.indexOf(input.serviceType) + 1),
          introduce: input.intro.trim(),
        }),
      );
      const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
      return { team: id ? await teamPayload(ctx, id) : null };
    }),

  updateVolunteerTeam: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
      const row = m.found(await teamRow(ctx, id), 'teamId');
      m.check(requireManager(await roleInTeam(id, ctx, row)));
      const errors = validateTeam(input, input.regionCode ? await regionCodes(ctx) : [], false);
      const logo = input.logo ? uploadedFileKeys([input.logo], 'logo', 'IMAGE') : { keys: [], errors: [] };
      m.check([...errors, ...logo.errors]);
      const form: Record<string, string> = { id };
      if (input.name) form.name = input.name.trim();
      if (logo.keys[0]) form.logo = logo.keys[0];
      if (input.regionCode) form.region = input.regionCode.trim();
      if (input.serviceType) form.serviceType = String(SERVICE_TYPES.indexOf(input.serviceType) + 1);
      if (input.intro) form.introduce = input.intro.trim();
      m.accepted(await teamPost(ctx.upstream, 'update', form));
      ctx.loaders.volunteers.teamDetail.clear(id);
      return { team: await teamPayload(ctx, id) };
    }),

  applyToJoinTeam: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const me = await requireViewer(ctx);
      const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
      const row = m.found(await teamRow(ctx, id), 'teamId');
      if (!text(me.phone)) m.refuse(inputError('PHONE_BINDING_REQUIRED', null));
      const role = await roleInTeam(id, ctx, row);
      const denied = joinError(row, role, isGroup(row) || (await viewerIsVolunteer(ctx)), false);
      m.check([...(denied ? [denied] : []), ...optionalText(input.reason, 'reason', L.volunteerReasonMaxLength)]);
      m.accepted(await teamPost(ctx.upstream, 'apply', { teamId: id, applyReason: (input.reason ?? '').trim() }), null, {
        refusal: joinRefusal(row),
      });
      return { team: await teamPayload(ctx, id) };
    }),

  renewTeamInvitation: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
      const row = m.found(await teamRow(ctx, id), 'teamId');
      m.check(requireManager(await roleInTeam(id, ctx, row)));
      if (teamStatus(row) !== 'APPROVED') m.refuse(inputError('TEAM_NOT_APPROVED', 'teamId'));
      m.accepted(await teamPost(ctx.upstream, 'resetInviteCode', { teamId: id }));
      return { team: await teamPayload(ctx, id) };
    }),

  joinTeamByInvitation: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const me = await requireViewer(ctx);
      const code = input.code.trim();
      const invited = /^[\w-]{1,64}$/.test(code) ? await teamInvitation(ctx.upstream, code) : null;
      if (!invited) return m.refuse(inputError('INVITATION_INVALID', 'code'));
      if (!text(me.phone)) m.refuse(inputError('PHONE_BINDING_REQUIRED', null));
      const id = String(invited.id);
      const row = (await teamRow(ctx, id)) ?? invited;
      m.check(joinError(row, await roleInTeam(id, ctx, row), isGroup(row) || (await viewerIsVolunteer(ctx)), true));
      m.accepted(await teamPost(ctx.upstream, 'join', { inviteCode: code }), 'code', { refusal: joinRefusal(row) });
      return { team: await teamPayload(ctx, id) };
    }),

  leaveTeam: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { team: null }, async (m) => {
      const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
      const row = m.found(await teamRow(ctx, id), 'teamId');
      m.check(leaveError(await roleInTeam(id, ctx, row)));
      m.accepted(await teamPost(ctx.upstream, 'quit', { teamId: id }));
      return { team: await teamPayload(ctx, id) };
    }),

  decideJoinApplication: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { member: null, team: null }, async (m) => {
      const { member, teamId, team } = await memberTarget(m, ctx, input.memberId, 'manager');
      if (text(member.status) !== '0') m.refuse(inputError('ALREADY_DECIDED', 'memberId'));
      const errors = optionalText(input.reason, 'reason', L.volunteerReasonMaxLength);
      if (input.approve && (int(team.maxNum) ?? 0) > 0 && (int(team.memberNum) ?? 0) >= (int(team.maxNum) ?? 0))
        errors.push(inputError('TEAM_FULL', 'memberId', int(team.maxNum)));
      m.check(errors);
      const form = { id: String(member.id), pass: input.approve ? '1' : '0', auditReason: (input.reason ?? '').trim() };
      m.accepted(await teamPost(ctx.upstream, 'audit', form), 'memberId', { refusal: joinRefusal(team) });
      return memberPayload(ctx, member, teamId);
    }),

  removeTeamMember: (_root, { input }, ctx) => memberAction(ctx, input.memberId, 'remove', { path: 'removeMember' }),

  setTeamManager: (_root, { input }, ctx) =>
    memberAction(ctx, input.memberId, 'setManager', { path: 'setManager', params: { manager: input.manager ? '1' : '0' } }),

  transferTeamFounder: (_root, { input }, ctx) => memberAction(ctx, input.memberId, 'transfer', { path: 'transfer' }),

  postTeamNotice: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { sentCount: null }, async (m) => {
      const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
      const row = m.found(await teamRow(ctx, id), 'teamId');
      m.check(requireManager(await roleInTeam(id, ctx, row)));
      m.check([
        ...requiredText(input.title, 'title', L.noticeTitleMaxLength),
        ...requiredText(input.content, 'content', L.noticeContentMaxLength),
      ]);
      const envelope = m.accepted(
        await teamPost(ctx.upstream, 'notice', { teamId: id, title: input.title.trim(), content: input.content.trim() }),
      );
      return { sentCount: int(decodeData<{ sendNum?: unknown }>(envelope)?.sendNum) ?? 0 };
    }),
};
