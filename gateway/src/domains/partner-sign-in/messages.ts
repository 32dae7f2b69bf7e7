import type { UserErrorTexts } from '../../core/messages.ts';

/** The partner sign-in's refusal, in the five languages. */
export const partnerSignInErrorTexts: UserErrorTexts<'PARTNER_TICKET_INVALID'> = {
  CN: { PARTNER_TICKET_INVALID: '链接已失效或已被使用，请重新获取' },
  EN: { PARTNER_TICKET_INVALID: 'This link has expired or was already used. Please ask for a new one.' },
  FRENCH: { PARTNER_TICKET_INVALID: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.' },
  JAPANESE: { PARTNER_TICKET_INVALID: 'このリンクは期限切れか、すでに使用されています。新しいリンクを取得してください。' },
  KOREAN: { PARTNER_TICKET_INVALID: '이 링크는 만료되었거나 이미 사용되었습니다. 새 링크를 받아 주세요.' },
};
