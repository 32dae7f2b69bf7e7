/**
 * The recruitment mutations: a manager's draft saved step by step and published, a volunteer's
 * application and its cancellation, a manager's decision on an application.
 */
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { int, text } from '../../core/normalise.ts';
import { UPSTREAM_ID } from '../../core/relay/global-id.ts';
import { chinaDay } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { activityPost, saveActivity } from './upstream.ts';
import {
  applicationStatus,
  applyError,
  DEFAULT_POINTS_BONUS,
  draftStepError,
  optionalText,
  recruitmentStatus,
  requireManager,
  SERVICE_TYPES,
  stepOf,
  teamStatus,
  validateBasics,
  validateQuota,
  validateSchedule,
  VOLUNTEER_LIMITS as L,
} from './rules.ts';
import { roleInTeam, viewerIsVolunteer } from './access.ts';
import { activitySource, recruitmentApplicationSource } from './source.ts';
import type { ActivityRow, RecruitmentApplicationRow } from './types.ts';
import { activityRow, changedActivity, mutateVolunteers, notFound, pairOf, teamRow } from './mutation-rows.ts';

export const recruitmentMutations: MutationResolvers = {
  saveRecruitmentDraft: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { activity: null }, async (m) => {
      const step = stepOf(input);
      if (step === null) return m.refuse(inputError('DRAFT_STEP_INVALID', null));
      let draft: ActivityRow | null = null;
      let teamId: string;
      if (input.activityId) {
        const id = m.rawId(input.activityId, 'RecruitmentActivity', 'activityId', UPSTREAM_ID);
        draft = m.found(await activityRow(ctx, id), 'activityId');
        teamId = text(draft.teamId) ?? '';
      } else {
        const id = m.rawId(input.teamId, 'VolunteerTeam', 'teamId', UPSTREAM_ID);
        const team = m.found(await teamRow(ctx, id), 'teamId');
        teamId = id;
        m.check(requireManager(await roleInTeam(teamId, ctx, team)));
        if (teamStatus(team) !== 'APPROVED') m.refuse(inputError('TEAM_NOT_APPROVED', 'teamId'));
      }
      m.check(requireManager(await roleInTeam(teamId, ctx)));
      m.check(
        draftStepError(step, draft ? (int(draft.step) ?? 1) : null, draft !== null && recruitmentStatus(draft.activityStatus) !== 'DRAFT'),
      );
      const body: Record<string, unknown> = { step, ...(draft ? { id: String(draft.id) } : { teamId }) };
      if (step === 1 && input.basics) {
        const errors = validateBasics(input.basics);
        const images = input.basics.images ? uploadedFileKeys(input.basics.images, 'basics.images', 'IMAGE') : null;
        m.check([...errors, ...(images?.errors ?? [])]);
        Object.assign(body, {
          name: input.basics.name.trim(),
          serviceType: String(SERVICE_TYPES.indexOf(input.basics.serviceType) + 1),
          summary: input.basics.summary.trim(),
          // images not given: the draft keeps the ones it has (their file-service addresses)
          images: images ? images.keys.join(',') : (text(draft?.images) ?? ''),
        });
      } else if (step === 2 && input.schedule) {
        const s = input.schedule;
        m.check(validateSchedule(s, ctx.now.getTime()));
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
        m.check(validateQuota(input.quota));
        Object.assign(body, {
          recruitNum: input.quota.quota,
          requirement: (input.quota.requirements ?? '').trim(),
          integral: input.quota.pointsBonus ?? DEFAULT_POINTS_BONUS,
        });
      }
      const envelope = m.accepted(await saveActivity(ctx.upstream, body));
      const row = decodeData<ActivityRow>(envelope);
      if (row) changedActivity(ctx, String(row.id));
      return { activity: row ? activitySource(row) : null };
    }),

  publishRecruitment: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { activity: null }, async (m) => {
      const id = m.rawId(input.activityId, 'RecruitmentActivity', 'activityId', UPSTREAM_ID);
      const draft = m.found(await activityRow(ctx, id), 'activityId');
      m.check(requireManager(await roleInTeam(text(draft.teamId) ?? '', ctx)));
      if (recruitmentStatus(draft.activityStatus) !== 'DRAFT') m.refuse(inputError('DRAFT_PUBLISHED', 'activityId'));
      if ((int(draft.step) ?? 1) < 3) m.refuse(inputError('DRAFT_STEP_INVALID', 'activityId'));
      const today = chinaDay(ctx.now.getTime());
      if ((text(draft.startDate) ?? '') < today || (text(draft.recruitEndDate) ?? '') < today)
        m.refuse(inputError('START_DATE_PAST', 'activityId'));
      m.accepted(await activityPost(ctx.upstream, 'publish', { id }));
      changedActivity(ctx, id);
      const row = await activityRow(ctx, id);
      return { activity: row ? activitySource(row, true) : null };
    }),

  applyToRecruitment: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { application: null, activity: null }, async (m) => {
      const id = m.rawId(input.activityId, 'RecruitmentActivity', 'activityId', UPSTREAM_ID);
      const row = m.found(await activityRow(ctx, id), 'activityId');
      if (recruitmentStatus(row.activityStatus) === 'DRAFT') m.refuse(notFound('activityId'));
      const denied = applyError(
        recruitmentStatus(row.activityStatus),
        await viewerIsVolunteer(ctx),
        applicationStatus(text(row.userApplyStatus)),
      );
      m.check([...(denied ? [denied] : []), ...optionalText(input.remark, 'remark', L.volunteerReasonMaxLength)]);
      const envelope = m.accepted(
        await activityPost(ctx.upstream, 'apply', { activityId: id, remark: (input.remark ?? '').trim() }),
        'activityId',
      );
      changedActivity(ctx, id);
      const application = decodeData<RecruitmentApplicationRow>(envelope);
      const activity = await activityRow(ctx, id);
      return {
        application: application ? recruitmentApplicationSource(application) : null,
        activity: activity ? activitySource(activity, true) : null,
      };
    }),

  cancelRecruitmentApplication: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { application: null, activity: null }, async (m) => {
      const id = m.rawId(input.activityId, 'RecruitmentActivity', 'activityId', UPSTREAM_ID);
      const row = m.found(await activityRow(ctx, id), 'activityId');
      const mine = applicationStatus(text(row.userApplyStatus));
      if (mine !== 'PENDING' && mine !== 'APPROVED' && mine !== 'RESERVE') m.refuse(inputError('NOTHING_TO_CANCEL', 'activityId'));
      const status = recruitmentStatus(row.activityStatus);
      if (status === 'IN_PROGRESS' || status === 'FINISHED') m.refuse(inputError('CANCEL_TOO_LATE', 'activityId'));
      m.accepted(await activityPost(ctx.upstream, 'cancelApply', { activityId: id }), 'activityId');
      changedActivity(ctx, id);
      const activity = await activityRow(ctx, id);
      const applicationId = text(activity?.userApplyId);
      return {
        application: applicationId
          ? recruitmentApplicationSource({ id: applicationId, activityId: id, status: activity?.userApplyStatus })
          : null,
        activity: activity ? activitySource(activity, true) : null,
      };
    }),

  decideRecruitmentApplication: (_root, { input }, ctx) =>
    mutateVolunteers(ctx, { application: null, activity: null }, async (m) => {
      const ids = m.found(pairOf(input.applicationId, 'RecruitmentApplication'), 'applicationId');
      const row = m.found(await activityRow(ctx, ids[0]), 'applicationId');
      m.check(requireManager(await roleInTeam(text(row.teamId) ?? '', ctx)));
      const errors = optionalText(input.reason, 'reason', L.volunteerReasonMaxLength);
      const quota = int(row.recruitNum) ?? 0;
      if (input.decision === 'APPROVE' && (int(row.passNum) ?? 0) >= quota) errors.push(inputError('QUOTA_FULL', 'applicationId', quota));
      m.check(errors);
      const result = input.decision === 'APPROVE' ? '1' : input.decision === 'REJECT' ? '2' : '3';
      const envelope = m.accepted(
        await activityPost(ctx.upstream, 'audit', { id: ids[1], activityId: ids[0], result, auditReason: (input.reason ?? '').trim() }),
        'applicationId',
      );
      changedActivity(ctx, ids[0]);
      const application = decodeData<RecruitmentApplicationRow>(envelope);
      const activity = await activityRow(ctx, ids[0]);
      return {
        application: application ? recruitmentApplicationSource(application) : null,
        activity: activity ? activitySource(activity, true) : null,
      };
    }),
};
