import type { UserErrorTexts } from '../../core/messages.ts';
import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

type Code = 'SURVEY_NOT_OPEN' | 'SURVEY_ALREADY_ANSWERED' | 'SURVEY_ANSWERS_INCOMPLETE';

/** The activity survey's refusals in the five languages. */
export const activityErrorTexts: UserErrorTexts<Code> = {
  CN: {
    SURVEY_NOT_OPEN: '活动完成后才能填写问卷',
    SURVEY_ALREADY_ANSWERED: '您已提交过这份问卷',
    SURVEY_ANSWERS_INCOMPLETE: '请为每个问题打分',
  },
  EN: {
    SURVEY_NOT_OPEN: 'The survey opens once the activity is done.',
    SURVEY_ALREADY_ANSWERED: 'You have already answered this survey.',
    SURVEY_ANSWERS_INCOMPLETE: 'Give stars to every question.',
  },
  FRENCH: {
    SURVEY_NOT_OPEN: 'Le questionnaire s’ouvre une fois l’activité terminée.',
    SURVEY_ALREADY_ANSWERED: 'Vous avez déjà répondu à ce questionnaire.',
    SURVEY_ANSWERS_INCOMPLETE: 'Notez chaque question.',
  },
  JAPANESE: {
    SURVEY_NOT_OPEN: 'アンケートはイベント終了後に回答できます。',
    SURVEY_ALREADY_ANSWERED: 'このアンケートには回答済みです。',
    SURVEY_ANSWERS_INCOMPLETE: 'すべての質問に星を付けてください。',
  },
  KOREAN: {
    SURVEY_NOT_OPEN: '설문은 행사가 끝난 후에 작성할 수 있습니다.',
    SURVEY_ALREADY_ANSWERED: '이미 이 설문에 응답하셨습니다.',
    SURVEY_ANSWERS_INCOMPLETE: '모든 질문에 별점을 주세요.',
  },
};

/** What the activity pages' refusal messages mean (API.md "Activity pages"): read before the core's. */
export const ACTIVITY_REFUSALS: readonly Refusal[] = [
  [/^订单不存在$|^该订单不是活动预约$/, 'RESOURCE_NOT_FOUND'],
  [/^活动未完成，暂不能评价$/, 'SURVEY_NOT_OPEN'],
  [/^已提交过问卷$/, 'SURVEY_ALREADY_ANSWERED'],
  [/^请为每个问题评1到5星$/, 'SURVEY_ANSWERS_INCOMPLETE'],
  [/^意见不能超过200字$/, 'COMMENT_TOO_LONG'],
];

export const { refusalOf: activityRefusalOf } = refusalsOf(ACTIVITY_REFUSALS);
