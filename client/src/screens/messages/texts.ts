import { familyTexts } from '../../i18n';

/** The message centre's texts, loaded with its screens (and the live badge) in the language shown. */
export const messagesTexts = familyTexts('messages', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
