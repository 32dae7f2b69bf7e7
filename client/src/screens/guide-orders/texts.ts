import { familyTexts } from '../../i18n';

/** The narrator and interpretation screens' texts, loaded with their screens in the language shown. */
export const guideOrderTexts = familyTexts('guideOrders', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
