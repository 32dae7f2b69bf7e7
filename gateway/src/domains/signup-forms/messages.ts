import type { UserErrorTexts } from '../../core/messages.ts';
import type { Refusal } from '../../core/user-errors.ts';

type SignUpCode =
  | 'SIGN_UP_ANSWER_REQUIRED'
  | 'SIGN_UP_TOO_SHORT'
  | 'SIGN_UP_TOO_LONG'
  | 'SIGN_UP_NUMBER_INVALID'
  | 'SIGN_UP_NUMBER_TOO_SMALL'
  | 'SIGN_UP_NUMBER_TOO_LARGE'
  | 'SIGN_UP_CHOICE_INVALID'
  | 'SIGN_UP_TOO_FEW_CHOICES'
  | 'SIGN_UP_TOO_MANY_CHOICES'
  | 'SIGN_UP_DATE_INVALID'
  | 'SIGN_UP_ID_NUMBER_FORMAT'
  | 'SIGN_UP_ID_NUMBER_BIRTH_DATE'
  | 'SIGN_UP_ID_NUMBER_CHECKSUM';

/** The sign-up form's own errors, in the five languages. */
export const signUpErrorTexts: UserErrorTexts<SignUpCode> = {
  CN: {
    SIGN_UP_ANSWER_REQUIRED: '此项为必填项',
    SIGN_UP_TOO_SHORT: '至少输入{limit}个字',
    SIGN_UP_TOO_LONG: '最多输入{limit}个字',
    SIGN_UP_NUMBER_INVALID: '请输入数字',
    SIGN_UP_NUMBER_TOO_SMALL: '不能小于{limit}',
    SIGN_UP_NUMBER_TOO_LARGE: '不能大于{limit}',
    SIGN_UP_CHOICE_INVALID: '请从选项中选择',
    SIGN_UP_TOO_FEW_CHOICES: '至少选择{limit}项',
    SIGN_UP_TOO_MANY_CHOICES: '最多选择{limit}项',
    SIGN_UP_DATE_INVALID: '请选择正确的日期',
    SIGN_UP_ID_NUMBER_FORMAT: '身份证号应为18位',
    SIGN_UP_ID_NUMBER_BIRTH_DATE: '身份证号中的出生日期不正确',
    SIGN_UP_ID_NUMBER_CHECKSUM: '身份证号校验位不正确，请检查是否输错',
  },
  EN: {
    SIGN_UP_ANSWER_REQUIRED: 'This field is required.',
    SIGN_UP_TOO_SHORT: 'Enter at least {limit} characters.',
    SIGN_UP_TOO_LONG: 'Enter at most {limit} characters.',
    SIGN_UP_NUMBER_INVALID: 'Enter a number.',
    SIGN_UP_NUMBER_TOO_SMALL: 'Enter {limit} or more.',
    SIGN_UP_NUMBER_TOO_LARGE: 'Enter {limit} or less.',
    SIGN_UP_CHOICE_INVALID: 'Choose one of the options.',
    SIGN_UP_TOO_FEW_CHOICES: 'Choose at least {limit}.',
    SIGN_UP_TOO_MANY_CHOICES: 'Choose at most {limit}.',
    SIGN_UP_DATE_INVALID: 'Choose a valid date.',
    SIGN_UP_ID_NUMBER_FORMAT: 'An ID number has 18 characters.',
    SIGN_UP_ID_NUMBER_BIRTH_DATE: 'The birth date in this ID number is not valid.',
    SIGN_UP_ID_NUMBER_CHECKSUM: 'This ID number is not valid. Please check it for typing mistakes.',
  },
  FRENCH: {
    SIGN_UP_ANSWER_REQUIRED: 'Ce champ est obligatoire.',
    SIGN_UP_TOO_SHORT: 'Saisissez au moins {limit} caractères.',
    SIGN_UP_TOO_LONG: 'Saisissez au plus {limit} caractères.',
    SIGN_UP_NUMBER_INVALID: 'Saisissez un nombre.',
    SIGN_UP_NUMBER_TOO_SMALL: 'Saisissez {limit} ou plus.',
    SIGN_UP_NUMBER_TOO_LARGE: 'Saisissez {limit} ou moins.',
    SIGN_UP_CHOICE_INVALID: 'Choisissez parmi les options.',
    SIGN_UP_TOO_FEW_CHOICES: 'Choisissez-en au moins {limit}.',
    SIGN_UP_TOO_MANY_CHOICES: 'Choisissez-en au plus {limit}.',
    SIGN_UP_DATE_INVALID: 'Choisissez une date valide.',
    SIGN_UP_ID_NUMBER_FORMAT: 'Un numéro d’identité compte 18 caractères.',
    SIGN_UP_ID_NUMBER_BIRTH_DATE: 'La date de naissance de ce numéro d’identité n’est pas valide.',
    SIGN_UP_ID_NUMBER_CHECKSUM: 'Ce numéro d’identité n’est pas valide. Vérifiez qu’il ne contient pas de faute de frappe.',
  },
  JAPANESE: {
    SIGN_UP_ANSWER_REQUIRED: '必須項目です。',
    SIGN_UP_TOO_SHORT: '{limit}文字以上で入力してください。',
    SIGN_UP_TOO_LONG: '{limit}文字以内で入力してください。',
    SIGN_UP_NUMBER_INVALID: '数字を入力してください。',
    SIGN_UP_NUMBER_TOO_SMALL: '{limit}以上を入力してください。',
    SIGN_UP_NUMBER_TOO_LARGE: '{limit}以下を入力してください。',
    SIGN_UP_CHOICE_INVALID: '選択肢から選んでください。',
    SIGN_UP_TOO_FEW_CHOICES: '{limit}つ以上選んでください。',
    SIGN_UP_TOO_MANY_CHOICES: '{limit}つまで選べます。',
    SIGN_UP_DATE_INVALID: '正しい日付を選んでください。',
    SIGN_UP_ID_NUMBER_FORMAT: '身分証番号は18桁です。',
    SIGN_UP_ID_NUMBER_BIRTH_DATE: '身分証番号の生年月日が正しくありません。',
    SIGN_UP_ID_NUMBER_CHECKSUM: '身分証番号が正しくありません。入力ミスがないかご確認ください。',
  },
  KOREAN: {
    SIGN_UP_ANSWER_REQUIRED: '필수 항목입니다.',
    SIGN_UP_TOO_SHORT: '{limit}자 이상 입력해 주세요.',
    SIGN_UP_TOO_LONG: '{limit}자 이내로 입력해 주세요.',
    SIGN_UP_NUMBER_INVALID: '숫자를 입력해 주세요.',
    SIGN_UP_NUMBER_TOO_SMALL: '{limit} 이상을 입력해 주세요.',
    SIGN_UP_NUMBER_TOO_LARGE: '{limit} 이하를 입력해 주세요.',
    SIGN_UP_CHOICE_INVALID: '보기 중에서 선택해 주세요.',
    SIGN_UP_TOO_FEW_CHOICES: '{limit}개 이상 선택해 주세요.',
    SIGN_UP_TOO_MANY_CHOICES: '최대 {limit}개까지 선택할 수 있습니다.',
    SIGN_UP_DATE_INVALID: '올바른 날짜를 선택해 주세요.',
    SIGN_UP_ID_NUMBER_FORMAT: '신분증 번호는 18자리입니다.',
    SIGN_UP_ID_NUMBER_BIRTH_DATE: '신분증 번호의 생년월일이 올바르지 않습니다.',
    SIGN_UP_ID_NUMBER_CHECKSUM: '신분증 번호가 올바르지 않습니다. 잘못 입력하지 않았는지 확인해 주세요.',
  },
};

/**
 * The sign-up form's refusals (API.md "Sign-up forms"); the orders' ones are the core's. The
 * upstream's "请填写{label}" is left to REFUSED with its words: the gateway refuses a blank
 * required answer before asking, and other families word their own prompts the same way.
 */
export const signUpRefusals: readonly Refusal[] = [
  [/该活动无需填写报名信息|报名信息项不存在/, 'RESOURCE_NOT_FOUND'],
  [/的选项不正确/, 'SIGN_UP_CHOICE_INVALID'],
];
