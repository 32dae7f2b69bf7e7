import { familyTexts } from '../../i18n';

/** The profile family's texts, loaded with its screens in the language shown. */
export const profileTexts = familyTexts('profile', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
