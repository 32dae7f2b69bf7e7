import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'CONTACT_NAME_REQUIRED'
  | 'CONTACT_NAME_TOO_LONG'
  | 'CONTACT_NAME_INVALID'
  | 'CONTACT_CERTIFICATE_TYPE_REQUIRED'
  | 'CONTACT_CERTIFICATE_NUMBER_REQUIRED'
  | 'CONTACT_CERTIFICATE_NUMBER_FORMAT'
  | 'CONTACT_CERTIFICATE_NUMBER_CHECKSUM'
  | 'CONTACT_CERTIFICATE_BIRTH_DATE'
  | 'CONTACT_DUPLICATE'
  | 'CONTACT_LIMIT_REACHED';

/** The contact form's prompts and the family's refusals, in the five languages. */
export const contactErrorTexts: UserErrorTexts<Code> = {
  CN: {
    CONTACT_NAME_REQUIRED: '请填写联系人姓名',
    CONTACT_NAME_TOO_LONG: '姓名最多{limit}个字',
    CONTACT_NAME_INVALID: '姓名不能包含特殊字符',
    CONTACT_CERTIFICATE_TYPE_REQUIRED: '请选择证件类型',
    CONTACT_CERTIFICATE_NUMBER_REQUIRED: '请填写证件号码',
    CONTACT_CERTIFICATE_NUMBER_FORMAT: '证件号码格式不正确',
    CONTACT_CERTIFICATE_NUMBER_CHECKSUM: '身份证号码校验位不正确，请核对',
    CONTACT_CERTIFICATE_BIRTH_DATE: '身份证号码中的出生日期不正确',
    CONTACT_DUPLICATE: '该证件已添加为常用联系人',
    CONTACT_LIMIT_REACHED: '常用联系人最多添加{limit}位',
  },
  EN: {
    CONTACT_NAME_REQUIRED: 'Please fill in the name.',
    CONTACT_NAME_TOO_LONG: 'At most {limit} characters.',
    CONTACT_NAME_INVALID: 'The name cannot contain special characters.',
    CONTACT_CERTIFICATE_TYPE_REQUIRED: 'Please choose the document type.',
    CONTACT_CERTIFICATE_NUMBER_REQUIRED: 'Please fill in the document number.',
    CONTACT_CERTIFICATE_NUMBER_FORMAT: 'The document number is not valid.',
    CONTACT_CERTIFICATE_NUMBER_CHECKSUM: 'The check character of the ID number is wrong; please check it.',
    CONTACT_CERTIFICATE_BIRTH_DATE: 'The birth date in the ID number is not valid.',
    CONTACT_DUPLICATE: 'A contact with this document already exists.',
    CONTACT_LIMIT_REACHED: 'You can keep at most {limit} contacts.',
  },
  FRENCH: {
    CONTACT_NAME_REQUIRED: 'Veuillez saisir le nom.',
    CONTACT_NAME_TOO_LONG: '{limit} caractères au maximum.',
    CONTACT_NAME_INVALID: 'Le nom ne peut pas contenir de caractères spéciaux.',
    CONTACT_CERTIFICATE_TYPE_REQUIRED: 'Veuillez choisir le type de pièce d’identité.',
    CONTACT_CERTIFICATE_NUMBER_REQUIRED: 'Veuillez saisir le numéro de la pièce.',
    CONTACT_CERTIFICATE_NUMBER_FORMAT: 'Le numéro de la pièce n’est pas valide.',
    CONTACT_CERTIFICATE_NUMBER_CHECKSUM: 'Le caractère de contrôle du numéro d’identité est incorrect ; veuillez le vérifier.',
    CONTACT_CERTIFICATE_BIRTH_DATE: 'La date de naissance du numéro d’identité n’est pas valide.',
    CONTACT_DUPLICATE: 'Un contact avec cette pièce existe déjà.',
    CONTACT_LIMIT_REACHED: 'Vous pouvez garder au plus {limit} contacts.',
  },
  JAPANESE: {
    CONTACT_NAME_REQUIRED: '氏名を入力してください。',
    CONTACT_NAME_TOO_LONG: '{limit}文字以内で入力してください。',
    CONTACT_NAME_INVALID: '氏名に特殊文字は使えません。',
    CONTACT_CERTIFICATE_TYPE_REQUIRED: '証明書の種類を選択してください。',
    CONTACT_CERTIFICATE_NUMBER_REQUIRED: '証明書番号を入力してください。',
    CONTACT_CERTIFICATE_NUMBER_FORMAT: '証明書番号の形式が正しくありません。',
    CONTACT_CERTIFICATE_NUMBER_CHECKSUM: '身分証番号のチェック文字が正しくありません。ご確認ください。',
    CONTACT_CERTIFICATE_BIRTH_DATE: '身分証番号の生年月日が正しくありません。',
    CONTACT_DUPLICATE: 'この証明書の連絡先はすでに登録されています。',
    CONTACT_LIMIT_REACHED: '登録できる連絡先は{limit}件までです。',
  },
  KOREAN: {
    CONTACT_NAME_REQUIRED: '이름을 입력해 주세요.',
    CONTACT_NAME_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    CONTACT_NAME_INVALID: '이름에 특수 문자를 사용할 수 없습니다.',
    CONTACT_CERTIFICATE_TYPE_REQUIRED: '신분증 종류를 선택해 주세요.',
    CONTACT_CERTIFICATE_NUMBER_REQUIRED: '신분증 번호를 입력해 주세요.',
    CONTACT_CERTIFICATE_NUMBER_FORMAT: '신분증 번호 형식이 올바르지 않습니다.',
    CONTACT_CERTIFICATE_NUMBER_CHECKSUM: '신분증 번호의 검증 문자가 올바르지 않습니다. 확인해 주세요.',
    CONTACT_CERTIFICATE_BIRTH_DATE: '신분증 번호의 생년월일이 올바르지 않습니다.',
    CONTACT_DUPLICATE: '이 신분증으로 등록된 연락처가 이미 있습니다.',
    CONTACT_LIMIT_REACHED: '연락처는 최대 {limit}명까지 저장할 수 있습니다.',
  },
};
