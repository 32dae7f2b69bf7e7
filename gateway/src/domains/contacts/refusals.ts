import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the contacts family's refusal messages mean: read before the core's, by this domain's calls only. */
export const CONTACT_REFUSALS: readonly Refusal[] = [
  [/常用联系人不存在/, 'RESOURCE_NOT_FOUND'],
  [/该证件已添加/, 'CONTACT_DUPLICATE'],
  [/常用联系人最多/, 'CONTACT_LIMIT_REACHED'],
  [/联系人姓名不能为空/, 'CONTACT_NAME_REQUIRED'],
  [/联系人姓名不能超过/, 'CONTACT_NAME_TOO_LONG'],
  [/证件类型不正确/, 'CONTACT_CERTIFICATE_TYPE_REQUIRED'],
  [/证件号码格式不正确/, 'CONTACT_CERTIFICATE_NUMBER_FORMAT'],
];

export const { refusalFor, refusalOf } = refusalsOf(CONTACT_REFUSALS);
