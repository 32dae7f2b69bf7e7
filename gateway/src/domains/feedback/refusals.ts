import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the feedback family's refusal messages mean: read before the core's, by this domain's calls only. */
export const FEEDBACK_REFUSALS: readonly Refusal[] = [
  [/反馈类型不存在/, 'FEEDBACK_CATEGORY_REQUIRED'],
  [/反馈内容不能为空/, 'FEEDBACK_CONTENT_REQUIRED'],
  [/反馈图片最多/, 'FEEDBACK_TOO_MANY_PICTURES'],
  [/反馈图片不存在/, 'FILE_UNKNOWN'],
  [/反馈不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalFor, refusalOf } = refusalsOf(FEEDBACK_REFUSALS);
