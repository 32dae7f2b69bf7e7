import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the real-name family's refusal messages mean: read before the core's, by this domain's calls only. */
export const VERIFICATION_REFUSALS: readonly Refusal[] = [
  [/认证记录不存在/, 'RESOURCE_NOT_FOUND'],
  [/审核中，请勿重复提交/, 'VERIFICATION_PENDING'],
  [/已完成实名认证/, 'VERIFICATION_PASSED'],
  [/已被其他账号认证/, 'VERIFICATION_NUMBER_TAKEN'],
  [/不在审核中/, 'VERIFICATION_NOT_PENDING'],
  [/未通过，无法取消/, 'VERIFICATION_NOT_PASSED'],
  [/请输入真实姓名/, 'VERIFICATION_NAME_REQUIRED'],
  [/身份证号码格式不正确/, 'VERIFICATION_ID_NUMBER_FORMAT'],
  [/人脸照片不存在/, 'FILE_UNKNOWN'],
];

export const { refusalOf } = refusalsOf(VERIFICATION_REFUSALS);
