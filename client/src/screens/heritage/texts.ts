import { familyTexts } from '../../i18n';

/** The heritage family's texts (`t('heritage.…')`), loaded with its screens in the shown language. */
export const heritageTexts = familyTexts('heritage', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
