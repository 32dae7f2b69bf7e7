import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the complaints family's refusal messages mean: read before the core's, by this domain's calls only. */
export const COMPLAINT_REFUSALS: readonly Refusal[] = [
  [/投诉不存在/, 'COMPLAINT_NOT_FOUND'],
  [/投诉尚未办结/, 'COMPLAINT_FEEDBACK_NOT_ALLOWED'],
  [/已对该投诉反馈过/, 'COMPLAINT_FEEDBACK_GIVEN'],
  [/请先绑定手机号再投诉/, 'COMPLAINT_PHONE_NOT_BOUND'],
  [/投诉地点不能为空/, 'COMPLAINT_LOCATION_REQUIRED'],
  [/投诉类型不存在/, 'COMPLAINT_TYPE_REQUIRED'],
  [/发生时间不能晚于/, 'COMPLAINT_TIME_IN_FUTURE'],
  [/投诉图片不存在|投诉录音不存在/, 'FILE_UNKNOWN'],
];

export const { refusalFor, refusalOf } = refusalsOf(COMPLAINT_REFUSALS);
