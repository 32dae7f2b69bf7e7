import { familyTexts } from '../../i18n';

/** The tour-guide query's texts (the search form and the guides found), loaded with its screens. */
export const guidesTexts = familyTexts('guides', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
