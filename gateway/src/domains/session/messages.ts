import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'HANDED_TOKEN_INVALID';

/** The session domain's own refusals, in the five languages. */
export const sessionErrorTexts: UserErrorTexts<Code> = {
  CN: { HANDED_TOKEN_INVALID: '登录已失效，请在应用中重新登录' },
  EN: { HANDED_TOKEN_INVALID: 'The sign-in has expired. Please sign in again in the app.' },
  FRENCH: { HANDED_TOKEN_INVALID: "La connexion a expiré. Veuillez vous reconnecter dans l'application." },
  JAPANESE: { HANDED_TOKEN_INVALID: 'ログインの有効期限が切れました。アプリで再度ログインしてください。' },
  KOREAN: { HANDED_TOKEN_INVALID: '로그인이 만료되었습니다. 앱에서 다시 로그인해 주세요.' },
};
