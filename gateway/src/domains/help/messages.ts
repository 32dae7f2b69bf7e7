import type { UserErrorTexts } from '../../core/messages.ts';

/** The help family's refusals in the five languages. */
export const helpErrorTexts: UserErrorTexts<'HELP_PHONE_NOT_BOUND' | 'HELP_POSITION_INVALID'> = {
  CN: {
    HELP_PHONE_NOT_BOUND: '请先绑定手机号，以便值班人员回电',
    HELP_POSITION_INVALID: '位置信息不正确，请重新定位',
  },
  EN: {
    HELP_PHONE_NOT_BOUND: 'Please bind your mobile number first, so that the duty office can call you back.',
    HELP_POSITION_INVALID: 'The position is not valid; please locate again.',
  },
  FRENCH: {
    HELP_PHONE_NOT_BOUND: 'Veuillez d’abord associer votre numéro de mobile, pour que la permanence puisse vous rappeler.',
    HELP_POSITION_INVALID: 'La position n’est pas valide ; veuillez relancer la localisation.',
  },
  JAPANESE: {
    HELP_PHONE_NOT_BOUND: '折り返し連絡のため、先に携帯電話番号を登録してください。',
    HELP_POSITION_INVALID: '位置情報が正しくありません。もう一度測位してください。',
  },
  KOREAN: {
    HELP_PHONE_NOT_BOUND: '당직자가 다시 연락할 수 있도록 먼저 휴대폰 번호를 연결하세요.',
    HELP_POSITION_INVALID: '위치 정보가 올바르지 않습니다. 다시 위치를 확인하세요.',
  },
};
