import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the uploads family's refusal messages mean: read before the core's, by this domain's calls only. */
export const UPLOAD_REFUSALS: readonly Refusal[] = [
  [/文件过大/, 'FILE_TOO_LARGE'],
  [/文件为空/, 'FILE_EMPTY'],
  [/不支持的文件类型/, 'FILE_TYPE_NOT_ALLOWED'],
];

export const { refusalFor, refusalOf } = refusalsOf(UPLOAD_REFUSALS);
