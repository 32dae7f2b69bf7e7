import { familyTexts } from '../../i18n';

/** The travel-agency query's texts (the districts and their agencies), loaded with its screens. */
export const agenciesTexts = familyTexts('agencies', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
