import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'PROFILE_NICKNAME_REQUIRED'
  | 'PROFILE_NICKNAME_TOO_LONG'
  | 'PROFILE_NICKNAME_INVALID'
  | 'PROFILE_SIGNATURE_TOO_LONG'
  | 'PROFILE_SCHOOL_TOO_LONG'
  | 'PROFILE_COMPANY_TOO_LONG'
  | 'PROFILE_EMAIL_INVALID'
  | 'PROFILE_REAL_NAME_REQUIRED'
  | 'PROFILE_REAL_NAME_TOO_LONG'
  | 'PROFILE_ID_NUMBER_INVALID'
  | 'PROFILE_ID_NUMBER_BIRTH_DATE'
  | 'PROFILE_ID_NUMBER_CHECKSUM'
  | 'PROFILE_REGION_UNKNOWN'
  | 'PROFILE_ADDRESS_TOO_LONG'
  | 'PROFILE_IDENTITY_VERIFIED';

/** The profile editors' prompts, in the five languages. */
export const viewerErrorTexts: UserErrorTexts<Code> = {
  CN: {
    PROFILE_NICKNAME_REQUIRED: '请输入昵称',
    PROFILE_NICKNAME_TOO_LONG: '昵称最多{limit}个字',
    PROFILE_NICKNAME_INVALID: '昵称不能包含换行等特殊字符',
    PROFILE_SIGNATURE_TOO_LONG: '个性签名最多{limit}个字',
    PROFILE_SCHOOL_TOO_LONG: '学校名称最多{limit}个字',
    PROFILE_COMPANY_TOO_LONG: '公司名称最多{limit}个字',
    PROFILE_EMAIL_INVALID: '请输入正确的邮箱地址',
    PROFILE_REAL_NAME_REQUIRED: '请输入真实姓名',
    PROFILE_REAL_NAME_TOO_LONG: '真实姓名最多{limit}个字',
    PROFILE_ID_NUMBER_INVALID: '请输入正确的18位身份证号',
    PROFILE_ID_NUMBER_BIRTH_DATE: '身份证号中的出生日期不正确',
    PROFILE_ID_NUMBER_CHECKSUM: '身份证号校验位不正确，请核对',
    PROFILE_REGION_UNKNOWN: '请选择所在地区',
    PROFILE_ADDRESS_TOO_LONG: '详细地址最多{limit}个字',
    PROFILE_IDENTITY_VERIFIED: '姓名和身份证号已通过实名认证，不能修改',
  },
  EN: {
    PROFILE_NICKNAME_REQUIRED: 'Please enter a nickname.',
    PROFILE_NICKNAME_TOO_LONG: 'A nickname has at most {limit} characters.',
    PROFILE_NICKNAME_INVALID: 'A nickname cannot contain line breaks or other control characters.',
    PROFILE_SIGNATURE_TOO_LONG: 'A signature has at most {limit} characters.',
    PROFILE_SCHOOL_TOO_LONG: 'A school name has at most {limit} characters.',
    PROFILE_COMPANY_TOO_LONG: 'A company name has at most {limit} characters.',
    PROFILE_EMAIL_INVALID: 'Please enter a valid email address.',
    PROFILE_REAL_NAME_REQUIRED: 'Please enter your real name.',
    PROFILE_REAL_NAME_TOO_LONG: 'A real name has at most {limit} characters.',
    PROFILE_ID_NUMBER_INVALID: 'Please enter a valid 18-character ID number.',
    PROFILE_ID_NUMBER_BIRTH_DATE: 'The birth date in the ID number is not valid.',
    PROFILE_ID_NUMBER_CHECKSUM: 'The ID number’s check character does not match; please check it.',
    PROFILE_REGION_UNKNOWN: 'Please choose your region.',
    PROFILE_ADDRESS_TOO_LONG: 'An address has at most {limit} characters.',
    PROFILE_IDENTITY_VERIFIED: 'Your name and ID number are verified and cannot be changed here.',
  },
  FRENCH: {
    PROFILE_NICKNAME_REQUIRED: 'Veuillez saisir un pseudonyme.',
    PROFILE_NICKNAME_TOO_LONG: 'Un pseudonyme compte au plus {limit} caractères.',
    PROFILE_NICKNAME_INVALID: 'Un pseudonyme ne peut contenir ni saut de ligne ni caractère de contrôle.',
    PROFILE_SIGNATURE_TOO_LONG: 'Une signature compte au plus {limit} caractères.',
    PROFILE_SCHOOL_TOO_LONG: 'Le nom de l’école compte au plus {limit} caractères.',
    PROFILE_COMPANY_TOO_LONG: 'Le nom de l’entreprise compte au plus {limit} caractères.',
    PROFILE_EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
    PROFILE_REAL_NAME_REQUIRED: 'Veuillez saisir votre nom réel.',
    PROFILE_REAL_NAME_TOO_LONG: 'Un nom réel compte au plus {limit} caractères.',
    PROFILE_ID_NUMBER_INVALID: 'Veuillez saisir un numéro d’identité valide de 18 caractères.',
    PROFILE_ID_NUMBER_BIRTH_DATE: 'La date de naissance du numéro d’identité n’est pas valide.',
    PROFILE_ID_NUMBER_CHECKSUM: 'Le caractère de contrôle du numéro d’identité ne correspond pas ; veuillez le vérifier.',
    PROFILE_REGION_UNKNOWN: 'Veuillez choisir votre région.',
    PROFILE_ADDRESS_TOO_LONG: 'Une adresse compte au plus {limit} caractères.',
    PROFILE_IDENTITY_VERIFIED: "Votre nom et votre numéro d'identité sont vérifiés et ne peuvent pas être modifiés ici.",
  },
  JAPANESE: {
    PROFILE_NICKNAME_REQUIRED: 'ニックネームを入力してください。',
    PROFILE_NICKNAME_TOO_LONG: 'ニックネームは{limit}文字以内です。',
    PROFILE_NICKNAME_INVALID: 'ニックネームに改行などの制御文字は使えません。',
    PROFILE_SIGNATURE_TOO_LONG: 'ひとことは{limit}文字以内です。',
    PROFILE_SCHOOL_TOO_LONG: '学校名は{limit}文字以内です。',
    PROFILE_COMPANY_TOO_LONG: '会社名は{limit}文字以内です。',
    PROFILE_EMAIL_INVALID: '正しいメールアドレスを入力してください。',
    PROFILE_REAL_NAME_REQUIRED: '本名を入力してください。',
    PROFILE_REAL_NAME_TOO_LONG: '本名は{limit}文字以内です。',
    PROFILE_ID_NUMBER_INVALID: '正しい18桁の身分証番号を入力してください。',
    PROFILE_ID_NUMBER_BIRTH_DATE: '身分証番号の生年月日が正しくありません。',
    PROFILE_ID_NUMBER_CHECKSUM: '身分証番号のチェック文字が一致しません。確認してください。',
    PROFILE_REGION_UNKNOWN: '地域を選択してください。',
    PROFILE_ADDRESS_TOO_LONG: '住所は{limit}文字以内です。',
    PROFILE_IDENTITY_VERIFIED: '氏名と身分証番号は本人確認済みのため変更できません。',
  },
  KOREAN: {
    PROFILE_NICKNAME_REQUIRED: '닉네임을 입력하세요.',
    PROFILE_NICKNAME_TOO_LONG: '닉네임은 최대 {limit}자입니다.',
    PROFILE_NICKNAME_INVALID: '닉네임에는 줄바꿈 등 제어 문자를 쓸 수 없습니다.',
    PROFILE_SIGNATURE_TOO_LONG: '서명은 최대 {limit}자입니다.',
    PROFILE_SCHOOL_TOO_LONG: '학교 이름은 최대 {limit}자입니다.',
    PROFILE_COMPANY_TOO_LONG: '회사 이름은 최대 {limit}자입니다.',
    PROFILE_EMAIL_INVALID: '올바른 이메일 주소를 입력하세요.',
    PROFILE_REAL_NAME_REQUIRED: '실명을 입력하세요.',
    PROFILE_REAL_NAME_TOO_LONG: '실명은 최대 {limit}자입니다.',
    PROFILE_ID_NUMBER_INVALID: '올바른 18자리 신분증 번호를 입력하세요.',
    PROFILE_ID_NUMBER_BIRTH_DATE: '신분증 번호의 생년월일이 올바르지 않습니다.',
    PROFILE_ID_NUMBER_CHECKSUM: '신분증 번호의 검증 문자가 맞지 않습니다. 확인해 주세요.',
    PROFILE_REGION_UNKNOWN: '지역을 선택하세요.',
    PROFILE_ADDRESS_TOO_LONG: '주소는 최대 {limit}자입니다.',
    PROFILE_IDENTITY_VERIFIED: '이름과 신분증 번호는 실명 인증을 마쳐 여기서 바꿀 수 없습니다.',
  },
};
