import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'FEEDBACK_CATEGORY_REQUIRED'
  | 'FEEDBACK_CONTENT_REQUIRED'
  | 'FEEDBACK_TEXT_TOO_LONG'
  | 'FEEDBACK_TOO_MANY_PICTURES'
  | 'FEEDBACK_CONTACT_INVALID';

/** The feedback form's prompts, in the five languages. */
export const feedbackErrorTexts: UserErrorTexts<Code> = {
  CN: {
    FEEDBACK_CATEGORY_REQUIRED: '请选择反馈类型',
    FEEDBACK_CONTENT_REQUIRED: '请填写反馈内容',
    FEEDBACK_TEXT_TOO_LONG: '最多输入{limit}个字',
    FEEDBACK_TOO_MANY_PICTURES: '最多上传{limit}张图片',
    FEEDBACK_CONTACT_INVALID: '请填写正确的手机号或邮箱',
  },
  EN: {
    FEEDBACK_CATEGORY_REQUIRED: 'Please choose the type of feedback.',
    FEEDBACK_CONTENT_REQUIRED: 'Please write your feedback.',
    FEEDBACK_TEXT_TOO_LONG: 'At most {limit} characters.',
    FEEDBACK_TOO_MANY_PICTURES: 'At most {limit} pictures.',
    FEEDBACK_CONTACT_INVALID: 'Please enter a valid mobile number or e-mail address.',
  },
  FRENCH: {
    FEEDBACK_CATEGORY_REQUIRED: 'Veuillez choisir le type d’avis.',
    FEEDBACK_CONTENT_REQUIRED: 'Veuillez écrire votre avis.',
    FEEDBACK_TEXT_TOO_LONG: '{limit} caractères au maximum.',
    FEEDBACK_TOO_MANY_PICTURES: '{limit} photos au maximum.',
    FEEDBACK_CONTACT_INVALID: 'Veuillez indiquer un numéro de mobile ou une adresse e-mail valide.',
  },
  JAPANESE: {
    FEEDBACK_CATEGORY_REQUIRED: 'ご意見の種類を選択してください。',
    FEEDBACK_CONTENT_REQUIRED: 'ご意見の内容を入力してください。',
    FEEDBACK_TEXT_TOO_LONG: '{limit}文字以内で入力してください。',
    FEEDBACK_TOO_MANY_PICTURES: '写真は{limit}枚までです。',
    FEEDBACK_CONTACT_INVALID: '正しい携帯電話番号またはメールアドレスを入力してください。',
  },
  KOREAN: {
    FEEDBACK_CATEGORY_REQUIRED: '의견 유형을 선택하세요.',
    FEEDBACK_CONTENT_REQUIRED: '의견 내용을 입력하세요.',
    FEEDBACK_TEXT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    FEEDBACK_TOO_MANY_PICTURES: '사진은 최대 {limit}장입니다.',
    FEEDBACK_CONTACT_INVALID: '올바른 휴대폰 번호나 이메일 주소를 입력하세요.',
  },
};
