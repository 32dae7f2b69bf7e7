import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'REDIRECT_NOT_ALLOWED' | 'AUTHORIZATION_CODE_INVALID';

/** The messaging-app sign-in's refusals, in the five languages. */
export const messagingAppErrorTexts: UserErrorTexts<Code> = {
  CN: {
    REDIRECT_NOT_ALLOWED: '返回地址不属于本应用',
    AUTHORIZATION_CODE_INVALID: '授权已失效，请重新授权',
  },
  EN: {
    REDIRECT_NOT_ALLOWED: 'The return address is not one of this app.',
    AUTHORIZATION_CODE_INVALID: 'The authorization has expired. Please authorize again.',
  },
  FRENCH: {
    REDIRECT_NOT_ALLOWED: "L'adresse de retour n'appartient pas à cette application.",
    AUTHORIZATION_CODE_INVALID: "L'autorisation a expiré. Veuillez autoriser à nouveau.",
  },
  JAPANESE: {
    REDIRECT_NOT_ALLOWED: '戻り先のアドレスがこのアプリのものではありません。',
    AUTHORIZATION_CODE_INVALID: '認証の有効期限が切れました。もう一度認証してください。',
  },
  KOREAN: {
    REDIRECT_NOT_ALLOWED: '돌아갈 주소가 이 앱의 주소가 아닙니다.',
    AUTHORIZATION_CODE_INVALID: '인증이 만료되었습니다. 다시 인증해 주세요.',
  },
};
