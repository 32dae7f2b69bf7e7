import { familyTexts } from '../../i18n';

/** The bus enquiry's texts (search, results, a line, the stops nearby), loaded with its screens. */
export const busesTexts = familyTexts('buses', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
