import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'LINE_CONTRACT_NOT_FOUND'
  | 'LINE_CONTRACT_VOID'
  | 'LINE_CONTRACT_ALREADY_SIGNED'
  | 'LINE_CONTRACT_NOT_AGREED'
  | 'LINE_CONTRACT_NAME_REQUIRED'
  | 'LINE_CONTRACT_NAME_TOO_LONG'
  | 'LINE_CONTRACT_ID_NUMBER_INVALID'
  | 'LINE_CONTRACT_TRAVELLER_MISMATCH'
  | 'LINE_CONTRACT_SIGNATURE_REQUIRED';

/** The travel contract's refusals in the five languages. */
export const lineContractErrorTexts: UserErrorTexts<Code> = {
  CN: {
    LINE_CONTRACT_NOT_FOUND: '合同不存在',
    LINE_CONTRACT_VOID: '订单已关闭或已退款，合同已作废',
    LINE_CONTRACT_ALREADY_SIGNED: '合同已签署',
    LINE_CONTRACT_NOT_AGREED: '请阅读并同意合同条款',
    LINE_CONTRACT_NAME_REQUIRED: '请输入出行人姓名',
    LINE_CONTRACT_NAME_TOO_LONG: '姓名最多{limit}个字',
    LINE_CONTRACT_ID_NUMBER_INVALID: '身份证号不正确',
    LINE_CONTRACT_TRAVELLER_MISMATCH: '姓名或身份证号与合同上的出行人不一致',
    LINE_CONTRACT_SIGNATURE_REQUIRED: '请手写签名',
  },
  EN: {
    LINE_CONTRACT_NOT_FOUND: 'No such contract.',
    LINE_CONTRACT_VOID: 'The order was closed or refunded: this contract is void.',
    LINE_CONTRACT_ALREADY_SIGNED: 'This contract is already signed.',
    LINE_CONTRACT_NOT_AGREED: 'Read the terms and agree to them first.',
    LINE_CONTRACT_NAME_REQUIRED: 'Enter the traveller’s name.',
    LINE_CONTRACT_NAME_TOO_LONG: 'A name has at most {limit} characters.',
    LINE_CONTRACT_ID_NUMBER_INVALID: 'This ID number is not valid.',
    LINE_CONTRACT_TRAVELLER_MISMATCH: 'The name or ID number is not the traveller’s on this contract.',
    LINE_CONTRACT_SIGNATURE_REQUIRED: 'Sign in the box first.',
  },
  FRENCH: {
    LINE_CONTRACT_NOT_FOUND: 'Contrat introuvable.',
    LINE_CONTRACT_VOID: 'La commande a été fermée ou remboursée : ce contrat est annulé.',
    LINE_CONTRACT_ALREADY_SIGNED: 'Ce contrat est déjà signé.',
    LINE_CONTRACT_NOT_AGREED: 'Lisez les conditions et acceptez-les d’abord.',
    LINE_CONTRACT_NAME_REQUIRED: 'Saisissez le nom du voyageur.',
    LINE_CONTRACT_NAME_TOO_LONG: 'Un nom compte au plus {limit} caractères.',
    LINE_CONTRACT_ID_NUMBER_INVALID: 'Ce numéro de pièce d’identité n’est pas valide.',
    LINE_CONTRACT_TRAVELLER_MISMATCH: 'Le nom ou le numéro ne correspond pas au voyageur du contrat.',
    LINE_CONTRACT_SIGNATURE_REQUIRED: 'Signez d’abord dans le cadre.',
  },
  JAPANESE: {
    LINE_CONTRACT_NOT_FOUND: '契約が見つかりません。',
    LINE_CONTRACT_VOID: '注文が終了または返金されたため、この契約は無効です。',
    LINE_CONTRACT_ALREADY_SIGNED: 'この契約はすでに署名済みです。',
    LINE_CONTRACT_NOT_AGREED: '契約条項を読み、同意してください。',
    LINE_CONTRACT_NAME_REQUIRED: '旅行者の氏名を入力してください。',
    LINE_CONTRACT_NAME_TOO_LONG: '氏名は{limit}文字以内です。',
    LINE_CONTRACT_ID_NUMBER_INVALID: '身分証番号が正しくありません。',
    LINE_CONTRACT_TRAVELLER_MISMATCH: '氏名または身分証番号が契約の旅行者と一致しません。',
    LINE_CONTRACT_SIGNATURE_REQUIRED: '枠内に署名してください。',
  },
  KOREAN: {
    LINE_CONTRACT_NOT_FOUND: '계약을 찾을 수 없습니다.',
    LINE_CONTRACT_VOID: '주문이 종료되었거나 환불되어 이 계약은 무효입니다.',
    LINE_CONTRACT_ALREADY_SIGNED: '이 계약은 이미 서명되었습니다.',
    LINE_CONTRACT_NOT_AGREED: '계약 조항을 읽고 동의해 주세요.',
    LINE_CONTRACT_NAME_REQUIRED: '여행자 이름을 입력해 주세요.',
    LINE_CONTRACT_NAME_TOO_LONG: '이름은 최대 {limit}자입니다.',
    LINE_CONTRACT_ID_NUMBER_INVALID: '신분증 번호가 올바르지 않습니다.',
    LINE_CONTRACT_TRAVELLER_MISMATCH: '이름 또는 신분증 번호가 계약의 여행자와 일치하지 않습니다.',
    LINE_CONTRACT_SIGNATURE_REQUIRED: '칸 안에 서명해 주세요.',
  },
};
