import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the questionnaires family's refusal messages mean: read before the core's, by this domain's calls only. */
export const QUESTIONNAIRE_REFUSALS: readonly Refusal[] = [
  [/^问卷不存在/, 'QUESTIONNAIRE_NOT_FOUND'],
  [/问卷尚未开始/, 'QUESTIONNAIRE_NOT_STARTED'],
  [/问卷已结束/, 'QUESTIONNAIRE_ENDED'],
  [/您已提交过该问卷/, 'QUESTIONNAIRE_ANSWERED'],
];

export const { refusalFor, refusalOf } = refusalsOf(QUESTIONNAIRE_REFUSALS);
