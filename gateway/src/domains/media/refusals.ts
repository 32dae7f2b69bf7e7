import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';
import { mutateWith } from '../../core/mutate.ts';

/** What the media family's refusal messages mean: read before the core's, by this domain's calls only. */
export const MEDIA_REFUSALS: readonly Refusal[] = [
  [/^视频不存在$/, 'RESOURCE_NOT_FOUND'],
  [/请输入评论内容/, 'COMMENT_REQUIRED'],
  [/评论内容不能超过/, 'COMMENT_TOO_LONG'],
];

export const { refusalFor, refusalOf } = refusalsOf(MEDIA_REFUSALS);

/** `mutate` with this domain's reading of the refusals. */
export const mutate = mutateWith(refusalOf);
