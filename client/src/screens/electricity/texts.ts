import { familyTexts } from '../../i18n';

/** The electricity family's texts (the free-electricity code), loaded with its screen. */
export const electricityTexts = familyTexts('electricity', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
