import { familyTexts } from '../../i18n';

/** The invitations family's texts, loaded with its screens in the language shown. */
export const invitationsTexts = familyTexts('invitations', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
