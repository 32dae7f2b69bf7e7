import type { DomainModule } from '../../core/module.ts';
import { volunteerResolvers } from './resolvers.ts';
import { volunteerNodeLoaders } from './nodes.ts';
import { createVolunteerLoaders } from './loaders.ts';
import type { VolunteerLoaders } from './loaders.ts';
import { volunteerErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    volunteers: VolunteerLoaders;
  }
}

/**
 * The volunteer area: volunteers and applications, teams and community groups with
 * roles, recruitment, shifts and schedules, sign-in, make-up requests, points, ranking, honours.
 * Its SDL is `schema.graphql` beside this file; every rule is in `rules.ts`.
 */
export const volunteersModule: DomainModule = {
  name: 'volunteers',
  resolvers: volunteerResolvers,
  nodes: { ...volunteerNodeLoaders },
  loaders: { volunteers: createVolunteerLoaders },
  errorTexts: volunteerErrorTexts,
  forget: (typeName, rawId, loaders) => {
    const v = loaders.volunteers;
    if (typeName === 'VolunteerTeam') {
      v.team.clear(rawId);
      v.teamDetail.clear(rawId);
    } else if (typeName === 'RecruitmentActivity') {
      v.activity.clear(rawId);
      v.activityDetail.clear(rawId);
      v.activityShifts.clear(rawId);
    } else if (typeName === 'Shift') {
      v.shift.clear(rawId);
      v.picks.clear(rawId);
    } else if (typeName === 'TeamMember') {
      v.member.clear(rawId.split('.').pop() ?? rawId);
    }
  },
  refusals: [
    [/仅注册志愿者可以操作/, 'VOLUNTEER_REQUIRED'],
    [/您已提交志愿者申请|您已是注册志愿者/, 'VOLUNTEER_ALREADY_APPLIED'],
    [/请先绑定手机号/, 'PHONE_BINDING_REQUIRED'],
    [/出生日期不正确/, 'BIRTH_DATE_INVALID'],
    [/请选择技能特长/, 'SKILLS_INVALID'],
    [/请选择服务领域/, 'SERVICE_AREAS_INVALID'],
    [/请选择服务时间/, 'AVAILABILITY_REQUIRED'],
    [/请上传本人照片|请上传团队标志/, 'IMAGE_REQUIRED'],
    [/图片过多/, 'TOO_MANY_IMAGES'],
    [/团队名称已存在/, 'TEAM_NAME_TAKEN'],
    [/所属区域不正确/, 'REGION_INVALID'],
    [/团队尚未通过审核/, 'TEAM_NOT_APPROVED'],
    [/您已是团队成员/, 'ALREADY_TEAM_MEMBER'],
    [/您已申请加入/, 'JOIN_ALREADY_PENDING'],
    [/团队人数已满/, 'TEAM_FULL'],
    [/您不是团队成员/, 'NOT_TEAM_MEMBER'],
    [/仅团队管理员可以操作/, 'TEAM_MANAGER_REQUIRED'],
    [/仅团队负责人可以操作/, 'TEAM_FOUNDER_REQUIRED'],
    [/请先转让团队负责人/, 'FOUNDER_MUST_TRANSFER'],
    [/不能移除团队负责人/, 'FOUNDER_PROTECTED'],
    [/不能移除自己/, 'CANNOT_TARGET_SELF'],
    [/该申请已处理|该报名已处理/, 'ALREADY_DECIDED'],
    [/邀请码无效/, 'INVITATION_INVALID'],
    [/请先完成上一步/, 'DRAFT_STEP_INVALID'],
    [/活动已发布/, 'DRAFT_PUBLISHED'],
    [/开始日期不能早于今天|不能安排过去的日期/, 'START_DATE_PAST'],
    [/结束时间须晚于开始时间/, 'TIME_RANGE_INVALID'],
    [/招募截止日期不正确/, 'RECRUITMENT_DEADLINE_INVALID'],
    [/活动最长/, 'ACTIVITY_TOO_LONG'],
    [/请选择签到点/, 'SIGN_IN_POINT_REQUIRED'],
    [/签到范围不正确/, 'RADIUS_OUT_OF_RANGE'],
    [/招募人数不正确|班次人数/, 'QUOTA_OUT_OF_RANGE'],
    [/活动积分不正确/, 'POINTS_OUT_OF_RANGE'],
    [/不在招募时间内/, 'RECRUITMENT_CLOSED'],
    [/您已报名该活动/, 'ALREADY_APPLIED'],
    [/报名名额已满/, 'QUOTA_FULL'],
    [/活动已开始，不能取消/, 'CANCEL_TOO_LATE'],
    [/没有可取消/, 'NOTHING_TO_CANCEL'],
    [/该班次名额已满/, 'SHIFT_FULL'],
    [/班次已开始/, 'SHIFT_STARTED'],
    [/您已报名该班次/, 'SHIFT_ALREADY_PICKED'],
    [/活动班次/, 'ACTIVITY_SHIFT'],
    [/未报名该班次/, 'NOT_ON_SHIFT'],
    [/不在签到时间内/, 'SIGN_IN_CLOSED'],
    [/不在签到范围内/, 'OUT_OF_RANGE'],
    [/请开启定位/, 'POSITION_REQUIRED'],
    [/您已签到|该成员已签到/, 'ALREADY_SIGNED_IN'],
    [/尚未签到/, 'NOT_SIGNED_IN'],
    [/已签退/, 'ALREADY_SIGNED_OUT'],
    [/已超过签退时间/, 'SIGN_OUT_CLOSED'],
    [/二维码无效/, 'QR_INVALID'],
    [/二维码已过期/, 'QR_EXPIRED'],
    [/该班次不能补签/, 'MAKE_UP_NOT_ALLOWED'],
    [/您已提交补签申请/, 'MAKE_UP_PENDING'],
    [/补签时间不在班次时间内/, 'MAKE_UP_TIME_INVALID'],
    [/^请填写|过长$/, 'TEXT_INVALID'],
    [/(团队|成员|班次|报名|排班申请|补签申请|志愿者|项目)不存在/, 'RESOURCE_NOT_FOUND'],
  ],
  resourceTypes: [{ typeName: 'VolunteerTeam', resourceType: 'CONTENT_TYPE_VOLUNTEER_TEAM', detailPath: '/team-desc/{id}' }],
};
