import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the messages family's refusal messages mean: read before the core's, by this domain's calls only. */
export const MESSAGE_REFUSALS: readonly Refusal[] = [[/消息不存在/, 'RESOURCE_NOT_FOUND']];

export const { refusalFor, refusalOf } = refusalsOf(MESSAGE_REFUSALS);
