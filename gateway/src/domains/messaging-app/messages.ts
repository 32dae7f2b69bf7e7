import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'REDIRECT_NOT_ALLOWED' | 'AUTHORIZATION_CODE_INVALID' | 'SHARE_PAGE_NOT_ALLOWED' | 'MESSAGING_APP_TAKEN';

/** The messaging-app sign-in's and share signature's refusals, in the five languages. */
export const messagingAppErrorTexts: UserErrorTexts<Code> = {
  CN: {
    REDIRECT_NOT_ALLOWED: '返回地址不属于本应用',
    AUTHORIZATION_CODE_INVALID: '授权已失效，请重新授权',
    SHARE_PAGE_NOT_ALLOWED: '要分享的页面不属于本应用',
    MESSAGING_APP_TAKEN: '该微信已绑定其他账号，或当前账号已绑定其他微信',
  },
  EN: {
    REDIRECT_NOT_ALLOWED: 'The return address is not one of this app.',
    AUTHORIZATION_CODE_INVALID: 'The authorization has expired. Please authorize again.',
    SHARE_PAGE_NOT_ALLOWED: 'The page to share is not one of this app.',
    MESSAGING_APP_TAKEN: 'This messaging-app account is bound to another account, or this account to another messaging-app account.',
  },
  FRENCH: {
    REDIRECT_NOT_ALLOWED: "L'adresse de retour n'appartient pas à cette application.",
    AUTHORIZATION_CODE_INVALID: "L'autorisation a expiré. Veuillez autoriser à nouveau.",
    SHARE_PAGE_NOT_ALLOWED: "La page à partager n'appartient pas à cette application.",
    MESSAGING_APP_TAKEN: 'Ce compte de messagerie est lié à un autre compte, ou ce compte à un autre compte de messagerie.',
  },
  JAPANESE: {
    REDIRECT_NOT_ALLOWED: '戻り先のアドレスがこのアプリのものではありません。',
    AUTHORIZATION_CODE_INVALID: '認証の有効期限が切れました。もう一度認証してください。',
    SHARE_PAGE_NOT_ALLOWED: '共有するページがこのアプリのものではありません。',
    MESSAGING_APP_TAKEN: 'このメッセージアプリのアカウントは別のアカウントに連携済みか、このアカウントに別のものが連携されています。',
  },
  KOREAN: {
    REDIRECT_NOT_ALLOWED: '돌아갈 주소가 이 앱의 주소가 아닙니다.',
    AUTHORIZATION_CODE_INVALID: '인증이 만료되었습니다. 다시 인증해 주세요.',
    SHARE_PAGE_NOT_ALLOWED: '공유할 페이지가 이 앱의 페이지가 아닙니다.',
    MESSAGING_APP_TAKEN: '이 메신저 계정은 다른 계정에 연결되어 있거나, 이 계정에 다른 메신저 계정이 연결되어 있습니다.',
  },
};
