/**
 * The volunteer area's mutations. Each checks what the gateway's rules say (rules.ts) BEFORE
 * calling the upstream, so a refused input costs no write and changes nothing; the upstream's
 * own refusals (a quota reached meanwhile by another manager) come back typed too.
 */
import type { GatewayContext } from '../../core/context.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { int, text } from '../../core/normalise.ts';
import { UPSTREAM_ID, rawIdOf } from '../../core/relay/global-id.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { chinaDay } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import {
  activityPost,
  applyVolunteer as postApplication,
  makeUpPost,
  saveActivity,
  schedulePost,
  signInPost,
  teamInvitation,
  teamPost,
} from './upstream.ts';
import {
  applicationStatus,
  applyError,
  AVAILABILITY,
  codeAgeError,
  codesOf,
  DEFAULT_RADIUS,
  draftStepError,
  isGroup,
  isManager,
  joinError,
  leaveError,
  makeUpError,
  makeUpTimes,
  memberActionError,
  optionalText,
  parseSignInCode,
  pickError,
  radiusError,
  recruitmentStatus,
  requiredText,
  requireFounder,
  requireManager,
  SERVICE_TYPES,
  shiftTimes,
  shiftViewerStatus,
  signInError,
  signInOpen,
  SIGN_OUT_LATE_MS,
  signOutError,
  SKILLS,
  stepOf,
  teamStatus,
  validateApplication,
  validateBasics,
  validateQuota,
  validateSchedule,
  validateShift,
  validateTeam,
  validLocation,
  VOLUNTEER_LIMITS as L,
  DEFAULT_POINTS_BONUS,
} from './rules.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { activitySource, applicationSource, makeUpSource, memberSource, recruitmentApplicationSource, rosterKey, shiftSource, signInSource, teamSource } from './source.ts';
import type { ActivityRow, ApplicationRow, MakeUpRow, MemberRow, RecruitmentApplicationRow, ShiftRow, SignInRow, TeamRow } from './types.ts';


const PAIR = /^(\d{1,12})\.(\d{1,12})$/;
function pairOf(globalId: string, type: string): [string, string] | null {
  const raw = rawIdOf(globalId, type, PAIR);
  const m = raw ? PAIR.exec(raw) : null;
  return m ? [m[1]!, m[2]!] : null;
}

const notFound = (field: string) => [inputError('RESOURCE_NOT_FOUND', field)];

/** An upstream refusal as a typed error; an OUT_OF_RANGE refusal carries the distance it names. */
function refusal(envelope: Envelope, field: string | null = null): UserErrorSource | null {
  const error = refusalOf(envelope, field);
  if (error?.code === 'OUT_OF_RANGE') {
    const distance = /(\d+)米/.exec(error.upstreamMessage ?? '')?.[1];
    return { ...error, limit: distance ? Number(distance) : null };
  }
  return error;
}

/**
 * A refusal of a join (or of its approval) by the upstream: its TEAM_FULL (the last place taken
 * meanwhile) carries the team's limit, as the gateway's own TEAM_FULL does (the message names it).
 */
function joinRefusal(envelope: Envelope, team: TeamRow | null | undefined, field: string | null = null): UserErrorSource | null {
  const error = refusal(envelope, field);
  return error?.code === 'TEAM_FULL' && error.limit === null && team ? { ...error, limit: int(team.maxNum) } : error;
}

async function fresh<K, V>(loader: { clear(key: K): unknown; load(key: K): Promise<V> }, key: K): Promise<V> {
  loader.clear(key);
  return loader.load(key);
}

/** A team row with the viewer's relation, loaded afresh. */
const teamRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.team, id);
const shiftRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.shift, id);
const activityRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.activityDetail, id);

function changedTeam(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('VolunteerTeam', id);
}
function changedActivity(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('RecruitmentActivity', id);
}
function changedShift(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('Shift', id);
}

async function regionCodes(ctx: GatewayContext): Promise<string[]> {
  const site = await ctx.loaders.site.site.load(ctx.siteCode);
  const region = text(site.region);
  if (!region) return [];
  const tree = await ctx.loaders.regions.tree.load(region);
  return [region, ...tree.map((r) => r.region)];
}

async function teamPayload(ctx: GatewayContext, id: string) {
  changedTeam(ctx, id);
  const row = await teamRow(ctx, id);
  return row ? teamSource(row) : null;
}

async function memberPayload(ctx: GatewayContext, member: MemberRow | null, teamId: string) {
  const team = await teamPayload(ctx, teamId);
  if (member) ctx.forgetNode('TeamMember', `${teamId}.${member.id}`);
  const fresh = member ? await (ctx.loaders.volunteers.member.clear(String(member.id)), ctx.loaders.volunteers.member.load(String(member.id))) : null;
  return { member: fresh ? memberSource(fresh) : null, team, errors: [] };
}

/**
 * A member the viewer acts on: the team (from the member's global id `teamId.memberId`) and the
 * viewer's role in it, checked against what the action needs BEFORE the member is looked up (a
 * member asking to decide an application is told it takes a manager), then the member afresh.
 */
async function memberTarget(ctx: GatewayContext, memberId: string, needs: 'manager' | 'founder') {
  const ids = pairOf(memberId, 'TeamMember');
  const team = ids ? await teamRow(ctx, ids[0]) : null;
  if (!ids || !team) return { errors: notFound('memberId') };
  const role = await roleInTeam(ids[0], ctx, team);
  const denied = needs === 'manager' ? requireManager(role) : requireFounder(role);
  if (denied) return { errors: [denied] };
  const member = await fresh(ctx.loaders.volunteers.member, ids[1]);
  if (!member || text(member.teamId) !== ids[0]) return { errors: notFound('memberId') };
  return { member, teamId: ids[0], team, role, errors: [] as UserErrorSource[] };
}

/**
 * A manager's or the founder's action on one member (remove, set or cancel a manager, hand over
 * the founder role): the roles checked here (memberActionError), then the team call.
 */
async function memberAction(ctx: GatewayContext, memberId: string, action: 'remove' | 'setManager' | 'transfer', call: { path: 'removeMember' | 'setManager' | 'transfer'; params?: Record<string, string> }) {
  requireToken(ctx);
  const refused = (errors: UserErrorSource[]) => ({ member: null, team: null, errors });
  const target = await memberTarget(ctx, memberId, action === 'remove' ? 'manager' : 'founder');
  if (target.errors.length > 0 || !target.member) return refused(target.errors);
  const denied = memberActionError(action, target.role!, text(target.team?.userMemberId), target.member);
  if (denied) return refused([denied]);
  const upstreamError = refusal(await teamPost(ctx.upstream, call.path, { id: String(target.member.id), ...call.params }), 'memberId');
  if (upstreamError) return refused([upstreamError]);
  return memberPayload(ctx, target.member, target.teamId!);
}

// ---------------------------------------------------------------------------------------------

export const volunteerMutations: MutationResolvers = {
  applyVolunteer: async (_root, { input }, ctx) => {
    const me = await requireViewer(ctx);
    if (!text(me.phone)) return { application: null, errors: [inputError('PHONE_BINDING_REQUIRED', 'phone')] };
    const errors = validateApplication(input, ctx.now.getTime());
    const photo = input.photo ? uploadedFileKeys([input.photo], 'photo', 'IMAGE') : { keys: [], errors: [] };
    errors.push(...photo.errors);
    if (errors.length > 0) return { application: null, errors };
    const mine = await ctx.loaders.volunteers.application();
    const status = text(mine?.auditStatus);
    if (status === '0' || status === '1') return { application: null, errors: [inputError('VOLUNTEER_ALREADY_APPLIED', null)] };
    const envelope = await postApplication(ctx.upstream, {
      realName: input.realName.trim(),
      phone: encryptPhone(input.phone.trim(), ctx.settings.sm4Key),
      gender: input.gender === 'FEMALE' ? '2' : '1',
      birthday: input.birthDate.trim(),
      skills: codesOf(input.skills, SKILLS),
      serviceAreas: codesOf(input.serviceAreas, SERVICE_TYPES),
      availability: codesOf(input.availability, AVAILABILITY),
      photo: photo.keys[0]!,
      intro: (input.intro ?? '').trim(),
    });
    const refused = refusal(envelope);
    if (refused) return { application: null, errors: [refused] };
    const row = decodeData<ApplicationRow>(envelope);
    return { application: row ? applicationSource(row) : null, errors: [] };
  },

  createVolunteerTeam: async (_root, { input }, ctx) => {
    const me = await requireViewer(ctx);
    const refused = (errors: UserErrorSource[]) => ({ team: null, errors });
    if (!text(me.phone)) return refused([inputError('PHONE_BINDING_REQUIRED', null)]);
    if (input.kind === 'TEAM' && !(await viewerIsVolunteer(ctx))) return refused([inputError('VOLUNTEER_REQUIRED', null)]);
    const errors = validateTeam(input, await regionCodes(ctx), true);
    const logo = input.logo ? uploadedFileKeys([input.logo], 'logo', 'IMAGE') : { keys: [], errors: [] };
    errors.push(...logo.errors);
    if (errors.length > 0) return refused(errors);
    const envelope = await teamPost(ctx.upstream, 'create', {
      type: input.kind === 'COMMUNITY_GROUP' ? '2' : '1',
      name: input.name.trim(),
      logo: logo.keys[0]!,
      region: input.regionCode.trim(),
      serviceType: String(SERVICE_TYPES.indexOf(input.serviceType) + 1),
      introduce: input.intro.trim(),
    });
    const upstreamError = refusal(envelope);
    if (upstreamError) return refused([upstreamError]);
    const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
    return { team: id ? await teamPayload(ctx, id) : null, errors: [] };
  },

  updateVolunteerTeam: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ team: null, errors });
    const id = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
    const row = id ? await teamRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('teamId'));
    const denied = requireManager(await roleInTeam(id, ctx, row));
    if (denied) return refused([denied]);
    const errors = validateTeam(input, input.regionCode ? await regionCodes(ctx) : [], false);
    const logo = input.logo ? uploadedFileKeys([input.logo], 'logo', 'IMAGE') : { keys: [], errors: [] };
    errors.push(...logo.errors);
    if (errors.length > 0) return refused(errors);
    const form: Record<string, string> = { id };
    if (input.name) form.name = input.name.trim();
    if (logo.keys[0]) form.logo = logo.keys[0];
    if (input.regionCode) form.region = input.regionCode.trim();
    if (input.serviceType) form.serviceType = String(SERVICE_TYPES.indexOf(input.serviceType) + 1);
    if (input.intro) form.introduce = input.intro.trim();
    const upstreamError = refusal(await teamPost(ctx.upstream, 'update', form));
    if (upstreamError) return refused([upstreamError]);
    ctx.loaders.volunteers.teamDetail.clear(id);
    return { team: await teamPayload(ctx, id), errors: [] };
  },

  applyToJoinTeam: async (_root, { input }, ctx) => {
    const me = await requireViewer(ctx);
    const refused = (errors: UserErrorSource[]) => ({ team: null, errors });
    const id = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
    const row = id ? await teamRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('teamId'));
    if (!text(me.phone)) return refused([inputError('PHONE_BINDING_REQUIRED', null)]);
    const role = await roleInTeam(id, ctx, row);
    const denied = joinError(row, role, isGroup(row) || (await viewerIsVolunteer(ctx)), false);
    const errors = [...(denied ? [denied] : []), ...optionalText(input.reason, 'reason', L.volunteerReasonMaxLength)];
    if (errors.length > 0) return refused(errors);
    const upstreamError = joinRefusal(await teamPost(ctx.upstream, 'apply', { teamId: id, applyReason: (input.reason ?? '').trim() }), row);
    if (upstreamError) return refused([upstreamError]);
    return { team: await teamPayload(ctx, id), errors: [] };
  },

  joinTeamByInvitation: async (_root, { input }, ctx) => {
    const me = await requireViewer(ctx);
    const refused = (errors: UserErrorSource[]) => ({ team: null, errors });
    const code = input.code.trim();
    const invited = /^[\w-]{1,64}$/.test(code) ? await teamInvitation(ctx.upstream, code) : null;
    if (!invited) return refused([inputError('INVITATION_INVALID', 'code')]);
    if (!text(me.phone)) return refused([inputError('PHONE_BINDING_REQUIRED', null)]);
    const id = String(invited.id);
    const row = (await teamRow(ctx, id)) ?? invited;
    const denied = joinError(row, await roleInTeam(id, ctx, row), isGroup(row) || (await viewerIsVolunteer(ctx)), true);
    if (denied) return refused([denied]);
    const upstreamError = joinRefusal(await teamPost(ctx.upstream, 'join', { inviteCode: code }), row, 'code');
    if (upstreamError) return refused([upstreamError]);
    return { team: await teamPayload(ctx, id), errors: [] };
  },

  leaveTeam: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ team: null, errors });
    const id = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
    const row = id ? await teamRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('teamId'));
    const denied = leaveError(await roleInTeam(id, ctx, row));
    if (denied) return refused([denied]);
    const upstreamError = refusal(await teamPost(ctx.upstream, 'quit', { teamId: id }));
    if (upstreamError) return refused([upstreamError]);
    return { team: await teamPayload(ctx, id), errors: [] };
  },

  decideJoinApplication: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ member: null, team: null, errors });
    const target = await memberTarget(ctx, input.memberId, 'manager');
    if (target.errors.length > 0 || !target.member) return refused(target.errors);
    const { member, teamId, team } = target;
    if (text(member.status) !== '0') return refused([inputError('ALREADY_DECIDED', 'memberId')]);
    const errors = optionalText(input.reason, 'reason', L.volunteerReasonMaxLength);
    if (input.approve && team && (int(team.maxNum) ?? 0) > 0 && (int(team.memberNum) ?? 0) >= (int(team.maxNum) ?? 0)) errors.push(inputError('TEAM_FULL', 'memberId', int(team.maxNum)));
    if (errors.length > 0) return refused(errors);
    const upstreamError = joinRefusal(await teamPost(ctx.upstream, 'audit', { id: String(member.id), pass: input.approve ? '1' : '0', auditReason: (input.reason ?? '').trim() }), team, 'memberId');
    if (upstreamError) return refused([upstreamError]);
    return memberPayload(ctx, member, teamId!);
  },

  removeTeamMember: (_root, { input }, ctx) => memberAction(ctx, input.memberId, 'remove', { path: 'removeMember' }),

  setTeamManager: (_root, { input }, ctx) => memberAction(ctx, input.memberId, 'setManager', { path: 'setManager', params: { manager: input.manager ? '1' : '0' } }),

  transferTeamFounder: (_root, { input }, ctx) => memberAction(ctx, input.memberId, 'transfer', { path: 'transfer' }),

  postTeamNotice: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const id = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
    const row = id ? await teamRow(ctx, id) : null;
    if (!id || !row) return { sentCount: null, errors: notFound('teamId') };
    const denied = requireManager(await roleInTeam(id, ctx, row));
    if (denied) return { sentCount: null, errors: [denied] };
    const errors = [...requiredText(input.title, 'title', L.noticeTitleMaxLength), ...requiredText(input.content, 'content', L.noticeContentMaxLength)];
    if (errors.length > 0) return { sentCount: null, errors };
    const envelope = await teamPost(ctx.upstream, 'notice', { teamId: id, title: input.title.trim(), content: input.content.trim() });
    const upstreamError = refusal(envelope);
    if (upstreamError) return { sentCount: null, errors: [upstreamError] };
    return { sentCount: int(decodeData<{ sendNum?: unknown }>(envelope)?.sendNum) ?? 0, errors: [] };
  },

  saveRecruitmentDraft: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ activity: null, errors });
    const step = stepOf(input);
    if (step === null) return refused([inputError('DRAFT_STEP_INVALID', null)]);
    let draft: ActivityRow | null = null;
    let teamId: string;
    if (input.activityId) {
      const id = rawIdOf(input.activityId, 'RecruitmentActivity', UPSTREAM_ID);
      draft = id ? await activityRow(ctx, id) : null;
      if (!draft) return refused(notFound('activityId'));
      teamId = text(draft.teamId) ?? '';
    } else {
      const id = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
      const team = id ? await teamRow(ctx, id) : null;
      if (!id || !team) return refused(notFound('teamId'));
      teamId = id;
      const denied = requireManager(await roleInTeam(teamId, ctx, team));
      if (denied) return refused([denied]);
      if (teamStatus(team) !== 'APPROVED') return refused([inputError('TEAM_NOT_APPROVED', 'teamId')]);
    }
    const denied = requireManager(await roleInTeam(teamId, ctx));
    if (denied) return refused([denied]);
    const order = draftStepError(step, draft ? (int(draft.step) ?? 1) : null, draft !== null && recruitmentStatus(draft.activityStatus) !== 'DRAFT');
    if (order) return refused([order]);
    const body: Record<string, unknown> = { step, ...(draft ? { id: String(draft.id) } : { teamId }) };
    if (step === 1 && input.basics) {
      const errors = validateBasics(input.basics);
      const images = input.basics.images ? uploadedFileKeys(input.basics.images, 'basics.images', 'IMAGE') : null;
      errors.push(...(images?.errors ?? []));
      if (errors.length > 0) return refused(errors);
      Object.assign(body, {
        name: input.basics.name.trim(),
        serviceType: String(SERVICE_TYPES.indexOf(input.basics.serviceType) + 1),
        summary: input.basics.summary.trim(),
        // images not given: the draft keeps the ones it has (their file-service addresses)
        images: images ? images.keys.join(',') : (text(draft?.images) ?? ''),
      });
    } else if (step === 2 && input.schedule) {
      const s = input.schedule;
      const errors = validateSchedule(s, ctx.now.getTime());
      if (errors.length > 0) return refused(errors);
      Object.assign(body, {
        startDate: s.startDate.trim(),
        endDate: s.endDate.trim(),
        startTime: s.dailyStartTime,
        endTime: s.dailyEndTime,
        recruitEndDate: (s.recruitDeadline ?? '').trim() || s.startDate.trim(),
        address: s.address.trim(),
        longitude: s.location!.longitude,
        latitude: s.location!.latitude,
        signRange: s.signInRadius,
      });
    } else if (input.quota) {
      const errors = validateQuota(input.quota);
      if (errors.length > 0) return refused(errors);
      Object.assign(body, { recruitNum: input.quota.quota, requirement: (input.quota.requirements ?? '').trim(), integral: input.quota.pointsBonus ?? DEFAULT_POINTS_BONUS });
    }
    const envelope = await saveActivity(ctx.upstream, body);
    const upstreamError = refusal(envelope);
    if (upstreamError) return refused([upstreamError]);
    const row = decodeData<ActivityRow>(envelope);
    if (row) changedActivity(ctx, String(row.id));
    return { activity: row ? activitySource(row) : null, errors: [] };
  },

  publishRecruitment: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ activity: null, errors });
    const id = rawIdOf(input.activityId, 'RecruitmentActivity', UPSTREAM_ID);
    const draft = id ? await activityRow(ctx, id) : null;
    if (!id || !draft) return refused(notFound('activityId'));
    const denied = requireManager(await roleInTeam(text(draft.teamId) ?? '', ctx));
    if (denied) return refused([denied]);
    if (recruitmentStatus(draft.activityStatus) !== 'DRAFT') return refused([inputError('DRAFT_PUBLISHED', 'activityId')]);
    if ((int(draft.step) ?? 1) < 3) return refused([inputError('DRAFT_STEP_INVALID', 'activityId')]);
    const today = chinaDay(ctx.now.getTime());
    if ((text(draft.startDate) ?? '') < today || (text(draft.recruitEndDate) ?? '') < today) return refused([inputError('START_DATE_PAST', 'activityId')]);
    const upstreamError = refusal(await activityPost(ctx.upstream, 'publish', { id }));
    if (upstreamError) return refused([upstreamError]);
    changedActivity(ctx, id);
    const row = await activityRow(ctx, id);
    return { activity: row ? activitySource(row, true) : null, errors: [] };
  },

  applyToRecruitment: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ application: null, activity: null, errors });
    const id = rawIdOf(input.activityId, 'RecruitmentActivity', UPSTREAM_ID);
    const row = id ? await activityRow(ctx, id) : null;
    if (!id || !row || recruitmentStatus(row.activityStatus) === 'DRAFT') return refused(notFound('activityId'));
    const denied = applyError(recruitmentStatus(row.activityStatus), await viewerIsVolunteer(ctx), applicationStatus(text(row.userApplyStatus)));
    const errors = [...(denied ? [denied] : []), ...optionalText(input.remark, 'remark', L.volunteerReasonMaxLength)];
    if (errors.length > 0) return refused(errors);
    const envelope = await activityPost(ctx.upstream, 'apply', { activityId: id, remark: (input.remark ?? '').trim() });
    const upstreamError = refusal(envelope, 'activityId');
    if (upstreamError) return refused([upstreamError]);
    changedActivity(ctx, id);
    const application = decodeData<RecruitmentApplicationRow>(envelope);
    const activity = await activityRow(ctx, id);
    return { application: application ? recruitmentApplicationSource(application) : null, activity: activity ? activitySource(activity, true) : null, errors: [] };
  },

  cancelRecruitmentApplication: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ application: null, activity: null, errors });
    const id = rawIdOf(input.activityId, 'RecruitmentActivity', UPSTREAM_ID);
    const row = id ? await activityRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('activityId'));
    const mine = applicationStatus(text(row.userApplyStatus));
    if (mine !== 'PENDING' && mine !== 'APPROVED' && mine !== 'RESERVE') return refused([inputError('NOTHING_TO_CANCEL', 'activityId')]);
    const status = recruitmentStatus(row.activityStatus);
    if (status === 'IN_PROGRESS' || status === 'FINISHED') return refused([inputError('CANCEL_TOO_LATE', 'activityId')]);
    const upstreamError = refusal(await activityPost(ctx.upstream, 'cancelApply', { activityId: id }), 'activityId');
    if (upstreamError) return refused([upstreamError]);
    changedActivity(ctx, id);
    const activity = await activityRow(ctx, id);
    const applicationId = text(activity?.userApplyId);
    return {
      application: applicationId ? recruitmentApplicationSource({ id: applicationId, activityId: id, status: activity?.userApplyStatus }) : null,
      activity: activity ? activitySource(activity, true) : null,
      errors: [],
    };
  },

  decideRecruitmentApplication: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ application: null, activity: null, errors });
    const ids = pairOf(input.applicationId, 'RecruitmentApplication');
    const row = ids ? await activityRow(ctx, ids[0]) : null;
    if (!ids || !row) return refused(notFound('applicationId'));
    const denied = requireManager(await roleInTeam(text(row.teamId) ?? '', ctx));
    if (denied) return refused([denied]);
    const errors = optionalText(input.reason, 'reason', L.volunteerReasonMaxLength);
    const quota = int(row.recruitNum) ?? 0;
    if (input.decision === 'APPROVE' && (int(row.passNum) ?? 0) >= quota) errors.push(inputError('QUOTA_FULL', 'applicationId', quota));
    if (errors.length > 0) return refused(errors);
    const result = input.decision === 'APPROVE' ? '1' : input.decision === 'REJECT' ? '2' : '3';
    const envelope = await activityPost(ctx.upstream, 'audit', { id: ids[1], result, auditReason: (input.reason ?? '').trim() });
    const upstreamError = refusal(envelope, 'applicationId');
    if (upstreamError) return refused([upstreamError]);
    changedActivity(ctx, ids[0]);
    const application = decodeData<RecruitmentApplicationRow>(envelope);
    const activity = await activityRow(ctx, ids[0]);
    return { application: application ? recruitmentApplicationSource(application) : null, activity: activity ? activitySource(activity, true) : null, errors: [] };
  },

  saveShift: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ shift: null, errors });
    let existing: ShiftRow | null = null;
    let teamId: string | null;
    if (input.shiftId) {
      const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
      existing = id ? await shiftRow(ctx, id) : null;
      if (!existing) return refused(notFound('shiftId'));
      if (text(existing.activityId)) return refused([inputError('ACTIVITY_SHIFT', 'shiftId')]);
      teamId = text(existing.teamId);
    } else {
      teamId = rawIdOf(input.teamId, 'VolunteerTeam', UPSTREAM_ID);
    }
    const team = teamId ? await teamRow(ctx, teamId) : null;
    if (!teamId || !team) return refused(notFound('teamId'));
    const denied = requireManager(await roleInTeam(teamId, ctx, team));
    if (denied) return refused([denied]);
    const errors = validateShift(input, ctx.now.getTime(), existing ? int(existing.passNum) ?? 0 : 0);
    if (errors.length > 0) return refused(errors);
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
    const envelope = await schedulePost(ctx.upstream, 'save', form);
    const upstreamError = refusal(envelope);
    if (upstreamError) return refused([upstreamError]);
    const row = decodeData<ShiftRow>(envelope);
    if (row) changedShift(ctx, String(row.id));
    return { shift: row ? shiftSource(row) : null, errors: [] };
  },

  pickShift: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
    const row = id ? await shiftRow(ctx, id) : null;
    if (!id || !row) return { shift: null, errors: notFound('shiftId') };
    const denied = pickError(row, await roleInTeam(text(row.teamId) ?? '', ctx), ctx.now.getTime());
    if (denied) return { shift: null, errors: [denied] };
    const envelope = await schedulePost(ctx.upstream, 'pick', { scheduleId: id });
    const upstreamError = refusal(envelope, 'shiftId');
    if (upstreamError) return { shift: null, errors: [upstreamError] };
    changedShift(ctx, id);
    const fresh = await shiftRow(ctx, id);
    return { shift: fresh ? shiftSource(fresh) : null, errors: [] };
  },

  cancelShiftPick: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
    const row = id ? await shiftRow(ctx, id) : null;
    if (!id || !row) return { shift: null, errors: notFound('shiftId') };
    const status = shiftViewerStatus(row);
    if ((status !== 'PENDING' && status !== 'APPROVED') || text(row.activityId)) return { shift: null, errors: [inputError('NOTHING_TO_CANCEL', 'shiftId')] };
    if (ctx.now.getTime() >= shiftTimes(row).start) return { shift: null, errors: [inputError('CANCEL_TOO_LATE', 'shiftId')] };
    const upstreamError = refusal(await schedulePost(ctx.upstream, 'cancelPick', { scheduleId: id }), 'shiftId');
    if (upstreamError) return { shift: null, errors: [upstreamError] };
    changedShift(ctx, id);
    const fresh = await shiftRow(ctx, id);
    return { shift: fresh ? shiftSource(fresh) : null, errors: [] };
  },

  decideShiftPick: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ shift: null, errors });
    const key = rosterKey(rawIdOf(input.rosterEntryId, 'ShiftRosterEntry', /^[\d.]{5,40}$/) ?? '');
    const row = key ? await shiftRow(ctx, key.shiftId) : null;
    if (!key || !row) return refused(notFound('rosterEntryId'));
    const denied = requireManager(await roleInTeam(text(row.teamId) ?? '', ctx));
    if (denied) return refused([denied]);
    const entry = (await fresh(ctx.loaders.volunteers.picks, key.shiftId)).find((p) => String(p.id) === key.pickId);
    if (!entry) return refused(notFound('rosterEntryId'));
    if (text(entry.status) !== '0') return refused([inputError('ALREADY_DECIDED', 'rosterEntryId')]);
    if (input.approve && (int(row.passNum) ?? 0) >= (int(row.maxNum) ?? 0)) return refused([inputError('SHIFT_FULL', 'rosterEntryId')]);
    const upstreamError = refusal(await schedulePost(ctx.upstream, 'audit', { id: key.pickId, pass: input.approve ? '1' : '0' }), 'rosterEntryId');
    if (upstreamError) return refused([upstreamError]);
    changedShift(ctx, key.shiftId);
    ctx.loaders.volunteers.picks.clear(key.shiftId);
    const freshRow = await shiftRow(ctx, key.shiftId);
    return { shift: freshRow ? shiftSource(freshRow) : null, errors: [] };
  },

  signInByLocation: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ signIn: null, shift: null, errors });
    const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
    const row = id ? await shiftRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('shiftId'));
    const closed = signInError(row, ctx.now.getTime());
    if (closed) return refused([closed]);
    if (!validLocation(input.position)) return refused([inputError('POSITION_REQUIRED', 'position')]);
    const far = radiusError(row, input.position!);
    if (far) return refused([far]);
    return signedIn(ctx, id, await signInPost(ctx.upstream, 'signIn', { scheduleId: id, type: '1', longitude: String(input.position!.longitude), latitude: String(input.position!.latitude) }));
  },

  signInByCode: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ signIn: null, shift: null, errors });
    const parsed = parseSignInCode(input.code);
    if (!parsed) return refused([inputError('QR_INVALID', 'code')]);
    const old = codeAgeError(parsed, ctx.now.getTime());
    if (old) return refused([old]);
    const row = await shiftRow(ctx, parsed.shiftId);
    if (!row) return refused([inputError('QR_INVALID', 'code')]);
    const closed = signInError(row, ctx.now.getTime());
    if (closed) return refused([closed]);
    return signedIn(ctx, parsed.shiftId, await signInPost(ctx.upstream, 'signIn', { type: '2', qrCode: input.code.trim() }), 'code');
  },

  signOutOfShift: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ signIn: null, shift: null, errors });
    const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
    const row = id ? await shiftRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('shiftId'));
    const denied = signOutError(row, ctx.now.getTime());
    if (denied) return refused([denied]);
    return signedIn(ctx, id, await signInPost(ctx.upstream, 'signOut', { scheduleId: id, type: '1' }));
  },

  assistSignIn: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ signIn: null, shift: null, errors });
    const key = rosterKey(rawIdOf(input.rosterEntryId, 'ShiftRosterEntry', /^[\d.]{5,40}$/) ?? '');
    const row = key ? await shiftRow(ctx, key.shiftId) : null;
    if (!key || !row) return refused(notFound('rosterEntryId'));
    const denied = requireManager(await roleInTeam(text(row.teamId) ?? '', ctx));
    if (denied) return refused([denied]);
    const entry = (await fresh(ctx.loaders.volunteers.picks, key.shiftId)).find((p) => String(p.id) === key.pickId);
    if (!entry || text(entry.status) !== '1') return refused([inputError('NOT_ON_SHIFT', 'rosterEntryId')]);
    const now = ctx.now.getTime();
    const times = shiftTimes(row);
    const signIn = entry.signIn ?? null;
    if (input.action === 'SIGN_IN') {
      if (!signInOpen(times, now)) return refused([inputError('SIGN_IN_CLOSED', 'rosterEntryId')]);
      if (signIn) return refused([inputError('ALREADY_SIGNED_IN', 'rosterEntryId')]);
    } else {
      if (!signIn) return refused([inputError('NOT_SIGNED_IN', 'rosterEntryId')]);
      if (text(signIn.signOutTime)) return refused([inputError('ALREADY_SIGNED_OUT', 'rosterEntryId')]);
      if (now > times.end + SIGN_OUT_LATE_MS) return refused([inputError('SIGN_OUT_CLOSED', 'rosterEntryId')]);
    }
    ctx.loaders.volunteers.picks.clear(key.shiftId);
    return signedIn(ctx, key.shiftId, await signInPost(ctx.upstream, input.action === 'SIGN_IN' ? 'signIn' : 'signOut', { scheduleId: key.shiftId, type: '3', userId: key.userId }), 'rosterEntryId');
  },

  requestMakeUp: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ request: null, shift: null, errors });
    const id = rawIdOf(input.shiftId, 'Shift', UPSTREAM_ID);
    const row = id ? await shiftRow(ctx, id) : null;
    if (!id || !row) return refused(notFound('shiftId'));
    const denied = makeUpError(row, ctx.now.getTime());
    if (denied) return refused([denied]);
    const errors = requiredText(input.reason, 'reason', L.volunteerReasonMaxLength);
    const times = makeUpTimes(row, input.signedInTime.trim(), input.signedOutTime.trim());
    if ('code' in times) errors.push(times);
    if (errors.length > 0 || 'code' in times) return refused(errors);
    const day = text(row.scheduleDate) ?? '';
    const envelope = await makeUpPost(ctx.upstream, 'apply', { scheduleId: id, reason: input.reason.trim(), signInTime: `${day} ${input.signedInTime.trim()}`, signOutTime: `${day} ${input.signedOutTime.trim()}` });
    const upstreamError = refusal(envelope, 'shiftId');
    if (upstreamError) return refused([upstreamError]);
    changedShift(ctx, id);
    const request = decodeData<MakeUpRow>(envelope);
    const fresh = await shiftRow(ctx, id);
    return { request: request ? makeUpSource(request) : null, shift: fresh ? shiftSource(fresh) : null, errors: [] };
  },

  decideMakeUp: async (_root, { input }, ctx) => {
    requireToken(ctx);
    const refused = (errors: UserErrorSource[]) => ({ request: null, shift: null, errors });
    const ids = pairOf(input.requestId, 'MakeUpRequest');
    const row = ids ? await shiftRow(ctx, ids[0]) : null;
    if (!ids || !row) return refused(notFound('requestId'));
    const denied = requireManager(await roleInTeam(text(row.teamId) ?? '', ctx));
    if (denied) return refused([denied]);
    const errors = optionalText(input.reason, 'reason', L.volunteerReasonMaxLength);
    if (errors.length > 0) return refused(errors);
    const envelope = await makeUpPost(ctx.upstream, 'audit', { id: ids[1], pass: input.approve ? '1' : '0', auditReason: (input.reason ?? '').trim() });
    const upstreamError = refusal(envelope, 'requestId');
    if (upstreamError) return refused([upstreamError]);
    changedShift(ctx, ids[0]);
    const request = decodeData<MakeUpRow>(envelope);
    const fresh = await shiftRow(ctx, ids[0]);
    return { request: request ? makeUpSource(request) : null, shift: fresh ? shiftSource(fresh) : null, errors: [] };
  },
};

/** The answer of a sign-in call: the sign-in and the shift afresh, or the typed refusal. */
async function signedIn(ctx: GatewayContext, shiftId: string, envelope: Envelope, field = 'shiftId') {
  const upstreamError = refusal(envelope, field);
  if (upstreamError) return { signIn: null, shift: null, errors: [upstreamError] };
  changedShift(ctx, shiftId);
  const signIn = decodeData<SignInRow>(envelope);
  const row = await shiftRow(ctx, shiftId);
  return { signIn: signIn ? signInSource(signIn) : null, shift: row ? shiftSource(row) : null, errors: [] };
}

export type { TeamRow };
