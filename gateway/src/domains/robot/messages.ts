import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'ROBOT_QUESTION_REQUIRED' | 'ROBOT_QUESTION_TOO_LONG';

/** The robot's refusals, in the five languages. */
export const robotErrorTexts: UserErrorTexts<Code> = {
  CN: { ROBOT_QUESTION_REQUIRED: '请输入问题', ROBOT_QUESTION_TOO_LONG: '问题最多{limit}个字' },
  EN: { ROBOT_QUESTION_REQUIRED: 'Please type a question.', ROBOT_QUESTION_TOO_LONG: 'A question has at most {limit} characters.' },
  FRENCH: {
    ROBOT_QUESTION_REQUIRED: 'Veuillez écrire une question.',
    ROBOT_QUESTION_TOO_LONG: 'Une question compte {limit} caractères au maximum.',
  },
  JAPANESE: { ROBOT_QUESTION_REQUIRED: '質問を入力してください。', ROBOT_QUESTION_TOO_LONG: '質問は{limit}文字以内です。' },
  KOREAN: { ROBOT_QUESTION_REQUIRED: '질문을 입력하세요.', ROBOT_QUESTION_TOO_LONG: '질문은 최대 {limit}자입니다.' },
};
