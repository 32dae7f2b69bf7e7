import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the votes family's refusal messages mean: read before the core's, by this domain's calls only. */
export const VOTE_REFUSALS: readonly Refusal[] = [
  [/投票未开始/, 'VOTE_NOT_STARTED'],
  [/投票已结束/, 'VOTE_ENDED'],
  [/今日投票次数已用完/, 'VOTE_DAY_LIMIT_REACHED'],
  [/今日已为该作品投满/, 'VOTE_WORK_LIMIT_REACHED'],
  [/作品审核中/, 'VOTE_WORK_NOT_APPROVED'],
  [/投票活动不存在|^作品不存在/, 'VOTE_NOT_FOUND'],
  [/不在报名时间内|该投票不接受报名/, 'VOTE_JOIN_CLOSED'],
  [/每人最多报名/, 'VOTE_JOIN_LIMIT_REACHED'],
  [/请上传作品图片/, 'VOTE_PICTURES_REQUIRED'],
  [/请上传作品视频/, 'VOTE_VIDEO_REQUIRED'],
  [/作品图片不存在|作品视频不存在/, 'FILE_UNKNOWN'],
];

export const { refusalFor, refusalOf } = refusalsOf(VOTE_REFUSALS);
