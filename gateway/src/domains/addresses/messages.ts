import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'ADDRESS_RECEIVER_REQUIRED'
  | 'ADDRESS_REGION_REQUIRED'
  | 'ADDRESS_REGION_INVALID'
  | 'ADDRESS_DETAIL_REQUIRED'
  | 'ADDRESS_POSTCODE_INVALID'
  | 'ADDRESS_TEXT_TOO_LONG'
  | 'ADDRESS_LIMIT_REACHED';

/** The address form's prompts and the cap, in the five languages. */
export const addressErrorTexts: UserErrorTexts<Code> = {
  CN: {
    ADDRESS_RECEIVER_REQUIRED: '请填写收货人姓名',
    ADDRESS_REGION_REQUIRED: '请选择所在地区',
    ADDRESS_REGION_INVALID: '请选择本站所在城市的区县',
    ADDRESS_DETAIL_REQUIRED: '请填写详细地址',
    ADDRESS_POSTCODE_INVALID: '请输入6位邮政编码',
    ADDRESS_TEXT_TOO_LONG: '最多输入{limit}个字',
    ADDRESS_LIMIT_REACHED: '最多保存{limit}个收货地址',
  },
  EN: {
    ADDRESS_RECEIVER_REQUIRED: "Please fill in the receiver's name.",
    ADDRESS_REGION_REQUIRED: 'Please choose the region.',
    ADDRESS_REGION_INVALID: "Please choose a district of this site's city.",
    ADDRESS_DETAIL_REQUIRED: 'Please fill in the detailed address.',
    ADDRESS_POSTCODE_INVALID: 'Please enter a 6-digit postal code.',
    ADDRESS_TEXT_TOO_LONG: 'At most {limit} characters.',
    ADDRESS_LIMIT_REACHED: 'You can keep at most {limit} shipping addresses.',
  },
  FRENCH: {
    ADDRESS_RECEIVER_REQUIRED: 'Veuillez indiquer le nom du destinataire.',
    ADDRESS_REGION_REQUIRED: 'Veuillez choisir la région.',
    ADDRESS_REGION_INVALID: 'Veuillez choisir un district de la ville de ce site.',
    ADDRESS_DETAIL_REQUIRED: "Veuillez indiquer l'adresse détaillée.",
    ADDRESS_POSTCODE_INVALID: 'Veuillez saisir un code postal à 6 chiffres.',
    ADDRESS_TEXT_TOO_LONG: '{limit} caractères au maximum.',
    ADDRESS_LIMIT_REACHED: 'Vous pouvez garder au plus {limit} adresses de livraison.',
  },
  JAPANESE: {
    ADDRESS_RECEIVER_REQUIRED: '受取人の氏名を入力してください。',
    ADDRESS_REGION_REQUIRED: '地域を選んでください。',
    ADDRESS_REGION_INVALID: 'このサイトの都市の区・県を選んでください。',
    ADDRESS_DETAIL_REQUIRED: '詳しい住所を入力してください。',
    ADDRESS_POSTCODE_INVALID: '6桁の郵便番号を入力してください。',
    ADDRESS_TEXT_TOO_LONG: '{limit}文字以内で入力してください。',
    ADDRESS_LIMIT_REACHED: '配送先は最大{limit}件まで保存できます。',
  },
  KOREAN: {
    ADDRESS_RECEIVER_REQUIRED: '받는 사람 이름을 입력하세요.',
    ADDRESS_REGION_REQUIRED: '지역을 선택하세요.',
    ADDRESS_REGION_INVALID: '이 사이트 도시의 구·현을 선택하세요.',
    ADDRESS_DETAIL_REQUIRED: '상세 주소를 입력하세요.',
    ADDRESS_POSTCODE_INVALID: '6자리 우편번호를 입력하세요.',
    ADDRESS_TEXT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    ADDRESS_LIMIT_REACHED: '배송지는 최대 {limit}개까지 저장할 수 있습니다.',
  },
};
