import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the accounts family's profile refusals mean: read before the core's, by this domain's calls only. */
export const VIEWER_REFUSALS: readonly Refusal[] = [
  [/昵称不能为空/, 'PROFILE_NICKNAME_REQUIRED'],
  [/邮箱格式不正确/, 'PROFILE_EMAIL_INVALID'],
  [/身份证号格式不正确/, 'PROFILE_ID_NUMBER_INVALID'],
  [/身份证号须与真实姓名一同填写/, 'PROFILE_REAL_NAME_REQUIRED'],
  [/地区编码不正确/, 'PROFILE_REGION_UNKNOWN'],
  [/头像图片不存在/, 'FILE_UNKNOWN'],
];

export const { refusalOf } = refusalsOf(VIEWER_REFUSALS);
