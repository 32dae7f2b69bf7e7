import { familyTexts } from '../../i18n';

/** The refunds family's texts, loaded with its screens in the language shown. */
export const refundsTexts = familyTexts('refunds', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
