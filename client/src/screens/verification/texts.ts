import { familyTexts } from '../../i18n';

/** The verification family's texts, loaded with its screens (and the personal centre's row) in the language shown. */
export const verificationTexts = familyTexts('verification', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
