import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'REDIRECT_NOT_ALLOWED' | 'AUTHORIZATION_CODE_INVALID' | 'SHARE_PAGE_NOT_ALLOWED';

/** The messaging-app sign-in's and share signature's refusals, in the five languages. */
export const messagingAppErrorTexts: UserErrorTexts<Code> = {
  CN: {
    REDIRECT_NOT_ALLOWED: '返回地址不属于本应用',
    AUTHORIZATION_CODE_INVALID: '授权已失效，请重新授权',
    SHARE_PAGE_NOT_ALLOWED: '要分享的页面不属于本应用',
  },
  EN: {
    REDIRECT_NOT_ALLOWED: 'The return address is not one of this app.',
    AUTHORIZATION_CODE_INVALID: 'The authorization has expired. Please authorize again.',
    SHARE_PAGE_NOT_ALLOWED: 'The page to share is not one of this app.',
  },
  FRENCH: {
    REDIRECT_NOT_ALLOWED: "L'adresse de retour n'appartient pas à cette application.",
    AUTHORIZATION_CODE_INVALID: "L'autorisation a expiré. Veuillez autoriser à nouveau.",
    SHARE_PAGE_NOT_ALLOWED: "La page à partager n'appartient pas à cette application.",
  },
  JAPANESE: {
    REDIRECT_NOT_ALLOWED: '戻り先のアドレスがこのアプリのものではありません。',
    AUTHORIZATION_CODE_INVALID: '認証の有効期限が切れました。もう一度認証してください。',
    SHARE_PAGE_NOT_ALLOWED: '共有するページがこのアプリのものではありません。',
  },
  KOREAN: {
    REDIRECT_NOT_ALLOWED: '돌아갈 주소가 이 앱의 주소가 아닙니다.',
    AUTHORIZATION_CODE_INVALID: '인증이 만료되었습니다. 다시 인증해 주세요.',
    SHARE_PAGE_NOT_ALLOWED: '공유할 페이지가 이 앱의 페이지가 아닙니다.',
  },
};
