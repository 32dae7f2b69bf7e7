import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'QUESTIONNAIRE_NOT_FOUND'
  | 'QUESTIONNAIRE_NOT_STARTED'
  | 'QUESTIONNAIRE_ENDED'
  | 'QUESTIONNAIRE_ANSWERED'
  | 'QUESTION_ANSWER_REQUIRED'
  | 'QUESTION_TOO_FEW_CHOICES'
  | 'QUESTION_TOO_MANY_CHOICES'
  | 'QUESTION_ANSWER_TOO_LONG'
  | 'QUESTION_RATING_OUT_OF_RANGE'
  | 'QUESTION_ANSWER_INVALID';

/** The questionnaire family's refusals in the five languages. */
export const questionnaireErrorTexts: UserErrorTexts<Code> = {
  CN: {
    QUESTIONNAIRE_NOT_FOUND: '问卷不存在',
    QUESTIONNAIRE_NOT_STARTED: '问卷尚未开始',
    QUESTIONNAIRE_ENDED: '问卷已结束',
    QUESTIONNAIRE_ANSWERED: '您已提交过该问卷',
    QUESTION_ANSWER_REQUIRED: '此题为必答题',
    QUESTION_TOO_FEW_CHOICES: '请至少选择{limit}项',
    QUESTION_TOO_MANY_CHOICES: '最多选择{limit}项',
    QUESTION_ANSWER_TOO_LONG: '最多输入{limit}个字',
    QUESTION_RATING_OUT_OF_RANGE: '请选择1到{limit}分',
    QUESTION_ANSWER_INVALID: '答案无效，请重新选择',
  },
  EN: {
    QUESTIONNAIRE_NOT_FOUND: 'The questionnaire does not exist.',
    QUESTIONNAIRE_NOT_STARTED: 'The questionnaire is not open yet.',
    QUESTIONNAIRE_ENDED: 'The questionnaire is closed.',
    QUESTIONNAIRE_ANSWERED: 'You have already answered this questionnaire.',
    QUESTION_ANSWER_REQUIRED: 'This question must be answered.',
    QUESTION_TOO_FEW_CHOICES: 'Choose at least {limit}.',
    QUESTION_TOO_MANY_CHOICES: 'Choose at most {limit}.',
    QUESTION_ANSWER_TOO_LONG: 'At most {limit} characters.',
    QUESTION_RATING_OUT_OF_RANGE: 'Please rate from 1 to {limit}.',
    QUESTION_ANSWER_INVALID: 'This answer is not valid; please choose again.',
  },
  FRENCH: {
    QUESTIONNAIRE_NOT_FOUND: 'Ce questionnaire n’existe pas.',
    QUESTIONNAIRE_NOT_STARTED: 'Le questionnaire n’est pas encore ouvert.',
    QUESTIONNAIRE_ENDED: 'Le questionnaire est clos.',
    QUESTIONNAIRE_ANSWERED: 'Vous avez déjà répondu à ce questionnaire.',
    QUESTION_ANSWER_REQUIRED: 'Cette question est obligatoire.',
    QUESTION_TOO_FEW_CHOICES: 'Choisissez-en au moins {limit}.',
    QUESTION_TOO_MANY_CHOICES: 'Choisissez-en au plus {limit}.',
    QUESTION_ANSWER_TOO_LONG: '{limit} caractères au maximum.',
    QUESTION_RATING_OUT_OF_RANGE: 'Notez de 1 à {limit}.',
    QUESTION_ANSWER_INVALID: 'Cette réponse n’est pas valide ; veuillez choisir à nouveau.',
  },
  JAPANESE: {
    QUESTIONNAIRE_NOT_FOUND: 'このアンケートは存在しません。',
    QUESTIONNAIRE_NOT_STARTED: 'アンケートはまだ始まっていません。',
    QUESTIONNAIRE_ENDED: 'アンケートは終了しました。',
    QUESTIONNAIRE_ANSWERED: 'このアンケートには回答済みです。',
    QUESTION_ANSWER_REQUIRED: 'この質問は必須です。',
    QUESTION_TOO_FEW_CHOICES: '{limit}個以上選んでください。',
    QUESTION_TOO_MANY_CHOICES: '{limit}個まで選べます。',
    QUESTION_ANSWER_TOO_LONG: '{limit}文字以内で入力してください。',
    QUESTION_RATING_OUT_OF_RANGE: '1～{limit}で評価してください。',
    QUESTION_ANSWER_INVALID: '回答が正しくありません。選び直してください。',
  },
  KOREAN: {
    QUESTIONNAIRE_NOT_FOUND: '설문이 존재하지 않습니다.',
    QUESTIONNAIRE_NOT_STARTED: '설문이 아직 시작되지 않았습니다.',
    QUESTIONNAIRE_ENDED: '설문이 종료되었습니다.',
    QUESTIONNAIRE_ANSWERED: '이미 이 설문에 응답했습니다.',
    QUESTION_ANSWER_REQUIRED: '필수 질문입니다.',
    QUESTION_TOO_FEW_CHOICES: '{limit}개 이상 선택하세요.',
    QUESTION_TOO_MANY_CHOICES: '최대 {limit}개까지 선택할 수 있습니다.',
    QUESTION_ANSWER_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    QUESTION_RATING_OUT_OF_RANGE: '1~{limit}점으로 평가하세요.',
    QUESTION_ANSWER_INVALID: '답변이 올바르지 않습니다. 다시 선택하세요.',
  },
};
